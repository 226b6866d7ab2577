/**
 * The web_vital table: one row per metric of a beacon; and page_view_event: the page views and
 * errors of visitors in a canary's cohorts. Both are kept for a while and up to a number of rows,
 * for the summary and the canary comparison. The same queries on SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '@ssb/contracts/node';
import type { Db } from '../../db/db';
import type { Beacon, Cohorts, MetricName, Releases } from './beacon';
import type { CohortRows } from './cohorts';

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

/** The entries in the remotes' own order, so that equal sets are stored as equal text. */
function byRemoteJson(entries: Releases | Cohorts): string {
  return JSON.stringify(Object.fromEntries(REMOTE_NAMES.filter((r) => entries[r] !== undefined).map((r) => [r, entries[r]])));
}

const PRUNED_TABLES = ['web_vital', 'page_view_event'] as const;

export type VitalStore = ReturnType<typeof vitalStore>;

export function vitalStore(db: Db) {
  const { kysely } = db;
  return {
    /**
     * Stores the beacon's metrics, and its page view and errors when the visitor is in a canary's
     * cohorts: only those are ever compared, so the others would only take room from them.
     */
    async save(beacon: Beacon, at: Date): Promise<void> {
      const recorded_at = at.toISOString();
      const cohorts = beacon.cohorts ?? {};
      const common = { recorded_at, cohorts: byRemoteJson(cohorts), releases: byRemoteJson(beacon.releases) };
      const beaconId = randomUUID();
      const vitals = (beacon.metrics ?? []).map((m) => ({
        ...common,
        beacon: beaconId,
        page: beacon.page,
        lang: beacon.lang,
        device: beacon.device,
        name: m.name,
        value: m.value,
      }));
      const inCohort = Object.keys(cohorts).length > 0;
      const events = [
        ...(beacon.view && inCohort ? [{ ...common, kind: 'view' as const, remote: null, error_kind: null }] : []),
        ...(beacon.errors ?? [])
          .filter(({ remote }) => cohorts[remote] !== undefined)
          .map(({ remote, kind }) => ({ ...common, kind: 'error' as const, remote, error_kind: kind })),
      ];
      if (vitals.length + events.length === 0) return;
      await kysely.transaction().execute(async (trx) => {
        if (vitals.length > 0) await trx.insertInto('web_vital').values(vitals).execute();
        if (events.length > 0) await trx.insertInto('page_view_event').values(events).execute();
      });
    },

    /** Deletes rows older than the retention, then the oldest beyond the row limit (each table on its own). */
    async prune(limits: PruneLimits, now = new Date()): Promise<{ expired: number; overflow: number }> {
      const cutoff = new Date(now.getTime() - limits.retentionHours * 3_600_000).toISOString();
      let expired = 0;
      let overflow = 0;
      for (const table of PRUNED_TABLES) {
        const old = await kysely.deleteFrom(table).where('recorded_at', '<', cutoff).executeTakeFirst();
        // The newest maxRows rows stay: everything up to the first one past them goes.
        const over = await kysely
          .deleteFrom(table)
          .where('id', '<=', (eb) => eb.selectFrom(table).select('id').orderBy('id', 'desc').limit(1).offset(limits.maxRows))
          .executeTakeFirst();
        expired += Number(old.numDeletedRows);
        overflow += Number(over.numDeletedRows);
      }
      return { expired, overflow };
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

    /**
     * What the canary comparison of one remote reads from [since, until]: the measurements, page
     * views and that remote's errors of visitors in one of its cohorts. The cohort text is matched
     * loosely here (LIKE's `_` matches any character) and exactly by the caller.
     */
    async cohortRows(remote: RemoteName, since: Date, until: Date): Promise<CohortRows> {
      const inCohort = `%"${remote}":%`;
      const from = since.toISOString();
      const to = until.toISOString();
      const vitals = await kysely
        .selectFrom('web_vital')
        .select(['name', 'value', 'page', 'device', 'cohorts', 'releases'])
        .where('recorded_at', '>=', from)
        .where('recorded_at', '<=', to)
        .where('cohorts', 'like', inCohort)
        .execute();
      const events = await kysely
        .selectFrom('page_view_event')
        .select(['kind', 'cohorts', 'releases'])
        .where('recorded_at', '>=', from)
        .where('recorded_at', '<=', to)
        .where('cohorts', 'like', inCohort)
        .where((eb) => eb.or([eb('kind', '=', 'view'), eb('remote', '=', remote)]))
        .execute();
      return { vitals: vitals.map((row) => ({ ...row, value: Number(row.value) })), events };
    },
  };
}
