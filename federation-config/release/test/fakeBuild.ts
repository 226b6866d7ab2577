/**
 * A small build as the federation plugin leaves it in a staging folder (manifest, entry, a chunk,
 * the server build): the release tooling and the registry are tested on real files made by the
 * real finalizeRelease, without a webpack run each time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { finalizeRelease } from '../finalizeRelease';

export interface FakeBuildOptions {
  remote?: string;
  /** Changes the bytes of the entry, so the release id changes. */
  text?: string;
  /** The server build's code (a routes module by default). */
  serverCode?: string;
}

export function writeFakeBuild(stagingDir: string, { remote = 'mfe_about', text = 'one', serverCode }: FakeBuildOptions = {}): void {
  mkdirSync(path.join(stagingDir, 'server'), { recursive: true });
  const manifest = {
    id: remote,
    name: remote,
    metaData: { name: remote, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, pageChunks: {}, pageData: {} },
    exposes: [{ name: 'routes', assets: { js: { sync: ['routes.0123456789.js'], async: [] } } }],
  };
  writeFileSync(path.join(stagingDir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(stagingDir, 'mf-stats.json'), JSON.stringify({ builtAt: Date.now() }));
  writeFileSync(path.join(stagingDir, 'remoteEntry.js'), `var ${remote} = ${JSON.stringify(text)};`);
  writeFileSync(path.join(stagingDir, 'routes.0123456789.js'), 'console.log("routes");');
  writeFileSync(
    path.join(stagingDir, 'server/routes.cjs'),
    serverCode ?? `module.exports = { contractsVersion: '${CONTRACTS_VERSION}', pages: {} };`,
  );
}

let staged = 0;

/**
 * A fake build made a release in `distDir` by the real finalizeRelease, and the address its
 * manifest has on the origin that serves `distDir` (`originUrl`).
 */
export function publishFakeRelease(distDir: string, originUrl: string, build: FakeBuildOptions = {}): { id: string; manifestUrl: string } {
  const stagingDir = path.join(distDir, `.staging-${(staged += 1)}`);
  writeFakeBuild(stagingDir, build);
  const { id } = finalizeRelease({ stagingDir, distDir, version: '1.0.0', contractsVersion: CONTRACTS_VERSION, serverEntry: 'server/routes.cjs' });
  return { id, manifestUrl: `${originUrl}/releases/${id}/mf-manifest.json` };
}
