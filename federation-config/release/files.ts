/** Small file helpers the release tooling shares (durable writes are @ssb/server-kit's). */
import { readdirSync } from 'node:fs';
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
