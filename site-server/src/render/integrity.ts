/** A server build is run only when it matches the integrity its release states. */
import { sriOf } from '@ssb/contracts/node';

export function assertIntegrity(body: string | Buffer, expected: string | undefined, what: string): void {
  if (!expected) throw new Error(`${what}: the release states no integrity for it`);
  if (sriOf(body) !== expected) throw new Error(`${what} does not match its integrity: refused before running any of it`);
}
