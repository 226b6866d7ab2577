/**
 * Retention: an application and its documents are deleted once they are older than the retention
 * period (SSB_RETENTION_DAYS, 180 by default), unless an administrator holds it. A scheduled job
 * runs on the one instance that holds its lease (shared/jobLease.ts), a batch at a time; each
 * deletion is one transaction that deletes the application (its documents' rows, its events,
 * its blind indexes and its notification go with it: the foreign keys cascade) and records what
 * was deleted without who sent it: the reference, the kind, when it came and when it went. The
 * documents on disk are removed after the commit; a crash between the two leaves files no row
 * names, which the upload store's sweep removes at the next start. The access record is kept
 * for its own period (SSB_ACCESS_RECORD_DAYS) and pruned by the same job.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { jobLease } from '../../shared/jobLease';
import type { UploadStore } from '../uploads';
import type { AccessRecord } from '../personal-data';

const BATCH = 100;

export interface RetentionSettings {
  days: number;
  accessRecordDays: number;
  everyMs: number;
}

export const DEFAULT_RETENTION: RetentionSettings = { days: 180, accessRecordDays: 730, everyMs: 3_600_000 };

/** Deletes what is past its time, at most `max` applications; returns how many. */
export async function deleteExpired(db: Db, uploads: UploadStore, days: number, now: Date, max = 10_000): Promise<number> {
  const { kysely } = db;
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  let deleted = 0;
  while (deleted < max) {
    const expired = await kysely
      .selectFrom('application')
      .select(['id', 'reference', 'kind', 'received_at'])
      .where('received_at', '<', cutoff)
      .where('held_at', 'is', null)
      .orderBy('received_at')
      .limit(BATCH)
      .execute();
    if (expired.length === 0) break;
    for (const application of expired) {
      const files = await kysely.selectFrom('application_file').select('stored_name').where('application_id', '=', application.id).execute();
      const gone = await kysely.transaction().execute(async (trx) => {
        // Held since it was selected, or deleted by another instance: left alone.
        const result = await trx.deleteFrom('application').where('id', '=', application.id).where('held_at', 'is', null).executeTakeFirst();
        if (Number(result.numDeletedRows) !== 1) return false;
        await trx
          .insertInto('application_deletion')
          .values({
            reference: application.reference ?? application.id.slice(0, 8).toUpperCase(),
            kind: application.kind,
            received_at: application.received_at,
            deleted_at: now.toISOString(),
            reason: 'retention',
            documents: files.length,
          })
          .execute();
        return true;
      });
      if (gone) {
        await uploads.remove(files.map((f) => f.stored_name));
        deleted++;
      }
    }
  }
  return deleted;
}

export function startRetention(options: {
  db: Db;
  uploads: UploadStore;
  access: AccessRecord;
  settings: RetentionSettings;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const lease = jobLease(options.db, 'retention');
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  const round = async () => {
    // The lease outlasts a round, so no other instance starts one meanwhile.
    if (!(await lease.take(Math.max(options.settings.everyMs, 600_000)))) return;
    const deleted = await deleteExpired(options.db, options.uploads, options.settings.days, now());
    const pruned = await options.access.prune(options.settings.accessRecordDays);
    if (deleted > 0 || pruned > 0)
      options.log.info({ deleted, accessEntriesPruned: pruned, days: options.settings.days }, 'retention: applications past their time deleted');
  };
  const tick = () => {
    running ??= round()
      .catch((error: unknown) => options.log.error({ err: error }, 'retention failed'))
      .finally(() => {
        running = null;
      });
  };
  // The first round soon after start, then on the schedule.
  const first = setTimeout(tick, 5_000).unref();
  const timer = setInterval(tick, options.settings.everyMs).unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
    await lease.release().catch(() => undefined);
  };
}
