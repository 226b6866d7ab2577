import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

type AnyDb = Kysely<unknown>;

/**
 * Web Vitals measured in visitors' browsers: one row per metric of a beacon. Rows are short-lived
 * (pruned by age and count), so the table has no references; its index serves the time window
 * of the summary and the pruning by age.
 */
export const webVitalsMigration = (dialect: Dialect) => ({
  async up(db: AnyDb) {
    const pg = dialect === 'postgres';
    await sql`
      CREATE TABLE web_vital (
        id ${pg ? sql`BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY` : sql`INTEGER PRIMARY KEY AUTOINCREMENT`},
        beacon TEXT NOT NULL,
        recorded_at TEXT NOT NULL,
        page TEXT NOT NULL,
        lang TEXT NOT NULL CHECK (lang IN ('tj', 'ru', 'en')),
        device TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
        name TEXT NOT NULL CHECK (name IN ('LCP', 'INP', 'CLS', 'TTFB')),
        value ${pg ? sql`DOUBLE PRECISION` : sql`REAL`} NOT NULL,
        releases TEXT NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX web_vital_recorded_at ON web_vital (recorded_at)`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`DROP TABLE web_vital`.execute(db);
  },
});
