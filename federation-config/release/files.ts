/** Small file helpers the release tooling shares. */
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export function listFiles(dir: string, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...listFiles(dir, rel));
    else if (entry.isFile()) found.push(rel);
  }
  return found.sort();
}

/** Writes a file so that a reader sees the old content or the new one, never a part. */
export function writeFileAtomic(file: string, content: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  const fd = openSync(temp, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
}
