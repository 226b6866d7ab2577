/** sha384 in the form a release manifest states it (`sha384-<base64>`), and the comparison. */
import { createHash } from 'node:crypto';

export const sri384 = (body: string | Buffer): string => `sha384-${createHash('sha384').update(body).digest('base64')}`;

export function assertIntegrity(body: string | Buffer, expected: string | undefined, what: string): void {
  if (!expected) throw new Error(`${what}: the release states no integrity for it`);
  if (sri384(body) !== expected) throw new Error(`${what} does not match its integrity: refused before running any of it`);
}
