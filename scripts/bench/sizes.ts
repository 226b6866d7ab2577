/**
 * Compressed sizes of each remote's remoteEntry.js and exposed modules, read from its dist/:
 * brotli, what the servers send to every browser that accepts it (all current ones), and gzip.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';

export interface RemoteSizes {
  remote: string;
  /** Brotli bytes (as served). */
  remoteEntry: number;
  remoteEntryGzip: number;
  /** Brotli bytes of each exposed module's own (sync) chunks. */
  exposes: { name: string; bytes: number }[];
}

/** Brotli size of a file: the pre-compressed .br when the build made one. */
function brotliSize(file: string): number {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Gzip size of a file: the pre-compressed .gz when the build made one. */
function gzipSize(file: string): number {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

interface Manifest {
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

export function remoteSizes(distDir: string, remote: string): RemoteSizes {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as Manifest;
  return {
    remote,
    remoteEntry: brotliSize(path.join(distDir, 'remoteEntry.js')),
    remoteEntryGzip: gzipSize(path.join(distDir, 'remoteEntry.js')),
    exposes: manifest.exposes.map((e) => ({
      name: e.name,
      bytes: e.assets.js.sync.reduce((sum, file) => sum + brotliSize(path.join(distDir, file)), 0),
    })),
  };
}
