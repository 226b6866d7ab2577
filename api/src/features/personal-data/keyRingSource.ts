/**
 * Where the API's key ring comes from: SSB_DATA_KEYS (a secret: in production a file the bank's
 * Secret mounts, SSB_DATA_KEYS_FILE). On one machine without it (SQLite, a development clone) a
 * ring is made once in the data folder, readable by this user only, and the log says so; API
 * instances that share PostgreSQL must share a ring, so there it is required.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newKeyRingText, parseKeyRing, type KeyRing } from '@ssb/server-kit/keyRing';

export function keyRingOf(
  options: { dataKeys?: string | undefined; databaseUrl?: string | undefined; dataDir: string },
  warn: (message: string) => void,
): KeyRing {
  if (options.dataKeys) return parseKeyRing(options.dataKeys);
  if (options.databaseUrl)
    throw new Error('SSB_DATA_KEYS is needed with DATABASE_URL: every instance seals and opens personal data with the same keys');
  const file = path.join(options.dataDir, 'data-keys');
  if (!existsSync(file)) {
    writeFileSync(file, newKeyRingText(), { mode: 0o600, flag: 'wx' });
    warn(`made a key ring for personal data in ${file}: set SSB_DATA_KEYS_FILE to keys kept apart from the data`);
  }
  return parseKeyRing(readFileSync(file, 'utf8'));
}
