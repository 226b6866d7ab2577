/**
 * Releases for the delivery tests: a remote built again from a copy of its source with a change
 * (a real `ssb-remote build`), copies of a release with one thing changed (its contracts range,
 * its server build, a tampered entry), and origins serving them over real HTTP.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { sriOf } from '@ssb/contracts/node';
import { createRemoteServer } from '@ssb/federation-config/release/remoteServer';
import { E2E_VAR_DIR, repoRoot } from './env';

const run = promisify(execFile);
const ssbRemote = path.join(repoRoot, 'node_modules/@ssb/federation-config/bin/ssb-remote.cjs');

export interface TextEdit {
  file: string;
  from: string;
  to: string;
}

/** Builds a release of `remoteDir` from a copy of its source with `edits` made; returns its dist/ and id. */
export async function buildChangedRelease(remoteDir: string, edits: TextEdit[]): Promise<{ distDir: string; id: string }> {
  const copy = path.join(repoRoot, E2E_VAR_DIR, `${remoteDir}-next`);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const item of ['src', 'package.json', 'webpack.config.cjs'])
    cpSync(path.join(repoRoot, remoteDir, item), path.join(copy, item), { recursive: true });
  for (const edit of edits) {
    const file = path.join(copy, edit.file);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(edit.from)) throw new Error(`${edit.file} has no "${edit.from}"`);
    writeFileSync(file, text.replace(edit.from, edit.to));
  }
  await run(process.execPath, [ssbRemote, 'build'], { cwd: copy, env: { ...process.env, NODE_ENV: 'production' } });
  const distDir = path.join(copy, 'dist');
  const { id } = JSON.parse(readFileSync(path.join(distDir, 'latest.json'), 'utf8')) as { id: string };
  return { distDir, id };
}

interface ManifestJson {
  metaData: { release: { id: string; contractsRange: string; integrity: Record<string, string> } };
}

/**
 * A copy of release `fromId` as release `<fromId>-<suffix>`, with `change` applied to its folder
 * and its manifest, and the integrity recomputed: a release its team really could have built.
 */
export function cloneRelease(distDir: string, fromId: string, suffix: string, change: (dir: string, manifest: ManifestJson) => void): string {
  const id = `${fromId}-${suffix}`;
  const from = path.join(distDir, 'releases', fromId);
  const dir = path.join(distDir, 'releases', id);
  rmSync(dir, { recursive: true, force: true });
  cpSync(from, dir, { recursive: true });
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ManifestJson;
  manifest.metaData.release.id = id;
  change(dir, manifest);
  for (const [file, before] of Object.entries(manifest.metaData.release.integrity)) {
    const now = sriOf(readFileSync(path.join(dir, file)));
    if (now === before) continue;
    manifest.metaData.release.integrity[file] = now;
    // A changed file's precompressed copies would be served in its place: drop them.
    for (const ext of ['.br', '.gz']) rmSync(path.join(dir, file + ext), { force: true });
  }
  writeFileSync(manifestFile, JSON.stringify(manifest));
  for (const ext of ['.br', '.gz']) rmSync(manifestFile + ext, { force: true });
  return id;
}

/** Serves a remote's dist/ (all its releases) on a free loopback port. */
export async function serveDist(distDir: string) {
  const server = await createRemoteServer(distDir);
  await server.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    origin,
    manifestUrl: (id: string) => `${origin}/releases/${id}/mf-manifest.json`,
    // Gone as a crashed origin is: open keep-alive connections (a browser's) are cut too.
    close: async () => {
      server.server.closeAllConnections();
      await server.close();
    },
  };
}

/**
 * An origin in front of another that can start hanging: it keeps accepting connections and never
 * answers, as a remote whose server is stuck does.
 */
export async function hangableOrigin(upstream: string) {
  let hanging = false;
  const held: ServerResponse[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (hanging) return void held.push(res);
    void fetch(`${upstream}${req.url ?? '/'}`, { headers: { 'accept-encoding': 'identity' } }).then(
      async (answer) => {
        res.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
          'access-control-allow-origin': '*',
          'cache-control': 'no-store',
        });
        res.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => res.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hang: () => void (hanging = true),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
