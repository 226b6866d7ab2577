/**
 * Which cohort of a canary a visitor is in, from the visitor's id alone: the id and the canary's
 * salt hashed to a point u in [0, 1). The first `share` of the range is the canary cohort, the
 * last `share` the control cohort (the live release at the same time), the middle the rest. A
 * step up of the share only widens both ends, so nobody moves from one cohort to the other.
 */
import { createHash } from 'node:crypto';
import type { CohortGroup } from '@ssb/contracts/node';
import { isCanaryShare, type CanaryRelease } from '../../deploy/registryState';

/** The first 52 bits of sha256(`salt:visitorId`) as a number in [0, 1); 52 bits fit a double exactly. */
export function cohortPoint(salt: string, visitorId: string): number {
  const digest = createHash('sha256').update(`${salt}:${visitorId}`).digest();
  const bits = digest.readUIntBE(0, 6) * 16 + (digest.readUInt8(6) >> 4);
  return bits / 2 ** 52;
}

export function cohortOf(visitorId: string, canary: Pick<CanaryRelease, 'salt' | 'share'>): CohortGroup | null {
  // A share out of range (a damaged registry) puts nobody in either cohort: everyone gets the live release.
  if (!isCanaryShare(canary.share)) return null;
  const u = cohortPoint(canary.salt, visitorId);
  if (u < canary.share) return 'canary';
  if (u >= 1 - canary.share) return 'control';
  return null;
}
