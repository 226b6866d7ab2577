import type { RateTier } from '@ssb/api-client';
import { checkMonths } from './validation';

/**
 * The annual percent for a term: the first tier, in the order given, with
 * `months <= upToMonths` ("up to" is inclusive); `upToMonths: null` has no upper bound.
 * undefined when there are no tiers or none covers the term (the UI then says the schedule is
 * temporarily unavailable).
 */
export function depositAnnualPercent(tiers: readonly RateTier[], months: number): number | undefined {
  checkMonths('depositAnnualPercent', months);
  return tiers.find((tier) => tier.upToMonths === null || months <= tier.upToMonths)?.percent;
}
