/**
 * Secrets presented as bearer tokens (deploy tokens, staff and machine tokens, the test-run
 * token): how long one must be, and the one way a presented secret is compared. Every known secret
 * is compared, each in constant time over fixed-length digests, so the time tells neither which one
 * matched nor how much of one did.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Secrets shorter than this are guessable: a service refuses them when it starts. */
export const MIN_SECRET_LENGTH = 16;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The secret an `Authorization: Bearer <secret>` header carries, or null. */
export const bearerSecret = (authorization: string | undefined): string | null => /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;

/** Whether two secrets are equal, in time that tells nothing of where they differ. */
export const sameSecret = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected));

/** The entry whose secret is `given`, every entry compared; null for none (or no secret given). */
export function matchSecret<T extends { secret: string }>(entries: readonly T[], given: string | null): T | null {
  if (given === null) return null;
  let found: T | null = null;
  for (const entry of entries) if (sameSecret(given, entry.secret)) found = entry;
  return found;
}
