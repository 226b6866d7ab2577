/**
 * Settings of the field Web Vitals collection: how many beacons a client may send, and how much
 * the tables keep (a buffer for the summary and the canary comparison, not an archive).
 */
export interface VitalsSettings {
  /** Beacons per client address per minute. */
  rateLimitMax: number;
  /** Rows older than this are deleted (hours). */
  retentionHours: number;
  /** At most this many rows are kept in each table; the oldest go first. */
  maxRows: number;
  /** How often old rows are deleted (ms). */
  pruneEveryMs: number;
}

// A sampled view sends one beacon, but a mobile carrier's NAT or an office puts many visitors
// behind one address: 120 a minute is 1200 views a minute at the default sampling of 0.1.
// A canary is judged on everything since it started, and a slow one runs for days: a week is kept.
// Cohort members report every view, about four metric rows and one event row each, so 500 000
// rows a table is some 125 000 measured views (a week of ~18 000 a day); at a few hundred bytes a
// row with its index, both tables full are about 200 MB, and one comparison reads only that
// remote's rows among those kept.
export const DEFAULT_VITALS: VitalsSettings = { rateLimitMax: 120, retentionHours: 168, maxRows: 500_000, pruneEveryMs: 5 * 60_000 };
