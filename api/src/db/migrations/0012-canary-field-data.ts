import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

type AnyDb = Kysely<unknown>;

/**
 * Field data per canary cohort. web_vital gains the visitor's cohorts (JSON: remote → 'canary' or
 * 'control'; '{}' for the rows before it and for visitors in no cohort). page_view_event holds
 * the page views and the errors attributed to a remote of visitors in a cohort: the counts behind
 * a canary's error rate. Like web_vital it is a short-lived buffer, pruned by age and count,
 * without references; its index serves the time window of the comparison and the pruning by age.
 */
export const canaryFieldDataMigration = (dialect: Dialect) => ({
  async up(db: AnyDb) {
    const pg = dialect === 'postgres';
    await sql`ALTER TABLE web_vital ADD COLUMN cohorts TEXT NOT NULL DEFAULT '{}'`.execute(db);
    await sql`
      CREATE TABLE page_view_event (
        id ${pg ? sql`BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY` : sql`INTEGER PRIMARY KEY AUTOINCREMENT`},
        recorded_at TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('view', 'error')),
        remote TEXT,
        error_kind TEXT CHECK (error_kind IN ('boundary', 'script', 'rejection', 'load')),
        cohorts TEXT NOT NULL,
        releases TEXT NOT NULL,
        -- A view names no remote; an error names its remote and how it was caught.
        CHECK ((kind = 'view' AND remote IS NULL AND error_kind IS NULL) OR (kind = 'error' AND remote IS NOT NULL AND error_kind IS NOT NULL))
      )`.execute(db);
    await sql`CREATE INDEX page_view_event_recorded_at ON page_view_event (recorded_at)`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`DROP TABLE page_view_event`.execute(db);
    await sql`ALTER TABLE web_vital DROP COLUMN cohorts`.execute(db);
  },
});
