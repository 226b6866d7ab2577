/**
 * Turns a finished build (a staging folder) into an immutable release: its id is the package
 * version plus a hash of every file it holds, its manifest states the id, the contracts range it
 * needs and the integrity of each script, and it moves into `dist/releases/<id>/`, which nothing
 * ever writes to again. A build whose files are identical to an existing release is that release.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { REMOTE_NAMES, contractsRangeFor, isRemoteManifest, sriOf, type ReleaseInfo, type RemoteName } from '@ssb/contracts/node';
import { writeFileDurably } from '@ssb/server-kit/durableFile';
import { listFiles } from './files';

export const MANIFEST = 'mf-manifest.json';
/** Written by the federation plugin beside the manifest; describes the build, not the release. */
const DESCRIPTIONS = new Set([MANIFEST, 'mf-stats.json', `${MANIFEST}.br`, `${MANIFEST}.gz`, 'mf-stats.json.br', 'mf-stats.json.gz']);
/** Scripts get an integrity: the entry, every chunk and the server build. */
const SCRIPT = /\.c?js$/;

export interface FinalizeOptions {
  stagingDir: string;
  /** The remote's dist/ folder: releases go to dist/releases/<id>/. */
  distDir: string;
  /** The remote's package version, the first part of the id. */
  version: string;
  /** The @ssb/contracts version the build was made against. */
  contractsVersion: string;
  /** The server build, relative to the manifest. */
  serverEntry: string;
  now?: Date;
}

export interface FinalizedRelease {
  id: string;
  dir: string;
  /** False when a release with the same files existed already (the staging folder is dropped). */
  created: boolean;
}

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

export const releasesDir = (distDir: string) => path.join(distDir, 'releases');

/** The hash of a build: every file's path and bytes, the federation plugin's descriptions aside. */
function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    if (DESCRIPTIONS.has(file)) continue;
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

function integrityOf(dir: string): Record<string, string> {
  const integrity: Record<string, string> = {};
  for (const file of listFiles(dir)) if (SCRIPT.test(file)) integrity[file] = sriOf(readFileSync(path.join(dir, file)));
  return integrity;
}

/** The manifest is served precompressed like every file: its .br and .gz must say the same. */
function writeManifest(dir: string, manifest: unknown): void {
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const file = path.join(dir, MANIFEST);
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}

export function finalizeRelease(options: FinalizeOptions): FinalizedRelease {
  const { stagingDir, distDir, version, contractsVersion, serverEntry } = options;
  const manifest: unknown = JSON.parse(readFileSync(path.join(stagingDir, MANIFEST), 'utf8'));
  if (!isRemoteManifest(manifest)) throw new Error(`${stagingDir}/${MANIFEST} is not a federation manifest`);
  const remote = manifest.name;
  if (!isRemoteName(remote)) throw new Error(`the build is of ${remote}, which is not a remote of the site`);
  if (!existsSync(path.join(stagingDir, serverEntry))) throw new Error(`the build has no server build at ${serverEntry}`);

  const id = `${version}-${contentHash(stagingDir)}`;
  const dir = path.join(releasesDir(distDir), id);
  if (existsSync(dir)) {
    rmSync(stagingDir, { recursive: true, force: true });
    // Still the one the last build made: after a change is reverted, the build before it is latest again.
    writeLatest(distDir, id);
    return { id, dir, created: false };
  }
  const release: ReleaseInfo = {
    id,
    remote,
    contractsRange: contractsRangeFor(contractsVersion),
    serverEntry,
    integrity: integrityOf(stagingDir),
    builtAt: (options.now ?? new Date()).toISOString(),
  };
  writeManifest(stagingDir, { ...manifest, metaData: { ...manifest.metaData, release } });
  mkdirSync(releasesDir(distDir), { recursive: true });
  // One rename: the release appears whole or not at all.
  renameSync(stagingDir, dir);
  writeLatest(distDir, id);
  return { id, dir, created: true };
}

/** dist/latest.json: the release the last build made, which `npm start` deploys. */
function writeLatest(distDir: string, id: string): void {
  writeFileDurably(path.join(distDir, 'latest.json'), `${JSON.stringify({ id, manifest: `releases/${id}/${MANIFEST}` }, null, 2)}\n`, {
    mode: 0o644,
  });
}
