/**
 * A secret of the local site that nobody gave (`npm start` without SSB_SERVICE_TOKEN, say): made
 * once into a file of SSB_VAR_DIR readable by its owner only, and read from there afterwards, so
 * the processes of one local site always share it. The path is printed, never the secret.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function localSecretFile(varDir: string, name: string): { file: string; created: boolean } {
  const file = path.join(varDir, name);
  if (existsSync(file)) return { file, created: false };
  mkdirSync(varDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  return { file, created: true };
}
