/** The configured share of sampled page views: a number from 0 to 1, anything else counts as 0. */
function sampleShare(value: unknown): number {
  return typeof value === 'number' && value >= 0 && value <= 1 ? value : 0;
}

/** Whether this page view reports its Web Vitals; decided once, when the page starts. */
export const isSampled = (share: unknown, random: () => number = Math.random): boolean => random() < sampleShare(share);
