/**
 * Settings of the field Web Vitals collection: how many beacons a client may send, and how much
 * the table keeps (it is a short-lived buffer for the summary, not an archive).
 */
export interface VitalsSettings {
  /** Beacons per client address per minute. */
  rateLimitMax: number;
  /** Rows older than this are deleted (hours). */
  retentionHours: number;
  /** At most this many rows are kept; the oldest go first. */
  maxRows: number;
  /** How often old rows are deleted (ms). */
  pruneEveryMs: number;
}

// A sampled view sends one beacon, but a mobile carrier's NAT or an office puts many visitors
// behind one address: 120 a minute is 1200 views a minute at the default sampling of 0.1.
export const DEFAULT_VITALS: VitalsSettings = { rateLimitMax: 120, retentionHours: 24, maxRows: 100_000, pruneEveryMs: 5 * 60_000 };
