/**
 * Helpers for the tests that change the composition of the suite's own local site:
 * serving a remote build on a free port and re-pointing the runtime config at it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRemoteServer } from '../../scripts/remote-server';
import { runtimeConfigFile, repoRoot } from './env';

export async function serveRemote(distDir: string) {
  const server = await createRemoteServer(path.resolve(repoRoot, distDir));
  await server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.server.address() as AddressInfo;
  return { manifestUrl: `http://127.0.0.1:${port}/mf-manifest.json`, close: () => server.close() };
}

/** Points one remote at another manifest; returns a function that restores the file. */
export async function pointRemote(name: string, manifestUrl: string): Promise<() => Promise<void>> {
  const original = await readFile(runtimeConfigFile, 'utf8');
  const config = JSON.parse(original) as { remotes: Record<string, string> };
  config.remotes[name] = manifestUrl;
  await writeFile(runtimeConfigFile, JSON.stringify(config, null, 2));
  return () => writeFile(runtimeConfigFile, original);
}
