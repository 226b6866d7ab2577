/** Compressed sizes of each remote's remoteEntry.js and exposed modules, read from its dist/. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

export interface RemoteSizes {
  remote: string;
  remoteEntry: number;
  exposes: { name: string; bytes: number }[];
}

/** Gzip size of a file: the pre-compressed .gz when the build made one. */
export function gzipSize(file: string): number {
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
    remoteEntry: gzipSize(path.join(distDir, 'remoteEntry.js')),
    exposes: manifest.exposes.map((e) => ({
      name: e.name,
      bytes: e.assets.js.sync.reduce((sum, file) => sum + gzipSize(path.join(distDir, file)), 0),
    })),
  };
}
