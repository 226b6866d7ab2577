/**
 * `ssb-remote`: what a remote team runs in its own folder (through its package.json scripts).
 *
 *   ssb-remote generate              writes src/generated/ from the declaration, src/remote.ts
 *   ssb-remote build                 generate, then a production build that becomes an immutable release
 *   ssb-remote releases              the releases in dist/, newest first
 *   ssb-remote prune [--keep N]      removes all but the newest N releases, never a live one
 *   ssb-remote serve [--port P]      serves dist/ (all releases) as the remote's origin
 *   ssb-remote dev                   generate, then rebuild on save and run the local site with this build
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { buildRelease } from '../release/buildRelease';
import { latestRelease, listReleases, pruneReleases } from '../release/releases';
import { createRemoteServer } from '../release/remoteServer';
import { liveReleaseIds } from './registryClient';
import { runDev } from './dev';
import { readRemote, writeModules, GENERATED_DIR } from '../declaration';

const USAGE = `usage: ssb-remote <generate | build | releases | prune [--keep N] [--live ID] | serve [--port P] | dev>`;

/** The value after a flag, e.g. `--keep 3`. */
function flag(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function packageName(appDir: string): string {
  return (JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { name: string }).name;
}

/** Brings src/generated/ in line with src/remote.ts (checked against the contract first). */
function generate(appDir: string): void {
  const touched = writeModules(appDir, readRemote(appDir));
  if (touched.length > 0) console.log(`[ssb-remote] ${GENERATED_DIR}: wrote ${touched.join(', ')}`);
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const appDir = process.cwd();
  const distDir = path.join(appDir, 'dist');
  if (command === 'build' || command === 'dev') generate(appDir);
  switch (command) {
    case 'generate':
      generate(appDir);
      return 0;
    case 'build': {
      const started = Date.now();
      const release = await buildRelease(appDir);
      const rel = path.relative(appDir, release.dir);
      console.log(
        release.created
          ? `[ssb-remote] ${packageName(appDir)}: release ${release.id} in ${rel} (${((Date.now() - started) / 1000).toFixed(1)} s)`
          : `[ssb-remote] ${packageName(appDir)}: release ${release.id} exists already with the same files; nothing new`,
      );
      return 0;
    }
    case 'releases': {
      const latest = latestRelease(distDir)?.id;
      for (const r of listReleases(distDir)) console.log(`${r.id}  built ${r.builtAt}${r.id === latest ? '  (latest build)' : ''}`);
      return 0;
    }
    case 'prune': {
      const keep = Number(flag(args, '--keep') ?? 5);
      const given = flag(args, '--live');
      // Which release is live only the registry knows; without it nothing is removed.
      const live = given ? [given] : await liveReleaseIds(packageName(appDir));
      const { kept, removed } = pruneReleases(distDir, keep, live);
      console.log(
        `[ssb-remote] kept ${kept.length} (${kept.join(', ') || 'none'}), removed ${removed.length}${removed.length ? ` (${removed.join(', ')})` : ''}`,
      );
      return 0;
    }
    case 'serve': {
      const port = Number(flag(args, '--port') ?? 0);
      const host = process.env.SSB_HOST ?? '127.0.0.1';
      const server = await createRemoteServer(distDir);
      await server.listen({ host, port });
      const address = server.server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      const latest = latestRelease(distDir);
      console.log(`[ssb-remote] serving ${path.relative(appDir, distDir)} on http://${host}:${bound}/`);
      if (latest) console.log(`[ssb-remote] latest release: http://${host}:${bound}/releases/${latest.id}/mf-manifest.json`);
      return new Promise<number>(() => undefined); // until stopped
    }
    case 'dev':
      return runDev(appDir);
    default:
      console.error(USAGE);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[ssb-remote] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
