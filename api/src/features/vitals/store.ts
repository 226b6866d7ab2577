/**
 * The web_vital table: one row per metric of a beacon, kept for a while and up to a number of
 * rows, for the summary. The same queries on SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { REMOTE_NAMES } from '@ssb/contracts/node';
import type { Db } from '../../db/database';
import type { Beacon, MetricName, Releases } from './beacon';

/** A stored measurement, as the summary reads it. */
export interface StoredVital {
  beacon: string;
  page: string;
  name: MetricName;
  value: number;
  releases: Releases;
}

export interface PruneLimits {
  retentionHours: number;
  maxRows: number;
}

/** The releases in the remotes' own order, so that equal sets are stored as equal text. */
function releasesJson(releases: Releases): string {
  return JSON.stringify(Object.fromEntries(REMOTE_NAMES.filter((r) => releases[r] !== undefined).map((r) => [r, releases[r]])));
}

export type VitalStore = ReturnType<typeof vitalStore>;

export function vitalStore(db: Db) {
  const { kysely } = db;
  return {
    /** Stores the beacon's metrics (a beacon with failures only has none). */
    async save(beacon: Beacon, at: Date): Promise<void> {
      const metrics = beacon.metrics ?? [];
      if (metrics.length === 0) return;
      const common = {
        beacon: randomUUID(),
        recorded_at: at.toISOString(),
        page: beacon.page,
        lang: beacon.lang,
        device: beacon.device,
        releases: releasesJson(beacon.releases),
      };
      await kysely
        .insertInto('web_vital')
        .values(metrics.map((m) => ({ ...common, name: m.name, value: m.value })))
        .execute();
    },

    /** Deletes rows older than the retention, then the oldest beyond the row limit. */
    async prune(limits: PruneLimits, now = new Date()): Promise<{ expired: number; overflow: number }> {
      const cutoff = new Date(now.getTime() - limits.retentionHours * 3_600_000).toISOString();
      const expired = await kysely.deleteFrom('web_vital').where('recorded_at', '<', cutoff).executeTakeFirst();
      // The newest maxRows rows stay: everything up to the first one past them goes.
      const overflow = await kysely
        .deleteFrom('web_vital')
        .where('id', '<=', (eb) => eb.selectFrom('web_vital').select('id').orderBy('id', 'desc').limit(1).offset(limits.maxRows))
        .executeTakeFirst();
      return { expired: Number(expired.numDeletedRows), overflow: Number(overflow.numDeletedRows) };
    },

    /** The measurements recorded in [since, until]. */
    async between(since: Date, until: Date): Promise<StoredVital[]> {
      const rows = await kysely
        .selectFrom('web_vital')
        .select(['beacon', 'page', 'name', 'value', 'releases'])
        .where('recorded_at', '>=', since.toISOString())
        .where('recorded_at', '<=', until.toISOString())
        .execute();
      return rows.map((row) => ({ ...row, value: Number(row.value), releases: JSON.parse(row.releases) as Releases }));
    },
  };
}
