/**
 * Versioned schema changes, applied at start by Kysely's Migrator. On PostgreSQL the migrator
 * holds an advisory lock, so two instances starting together migrate once and the second waits.
 * Never edit a migration that has shipped: add the next one. `down` undoes each. The same steps
 * run from `npm run migrate` (api/scripts/migrate.ts; the migration Job runs its build,
 * api/dist/migrate.mjs), and an API told to wait for them (SSB_SCHEMA=wait) polls schemaStatus
 * until nothing is pending.
 */
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import type { Db, Dialect } from '../db';
import { creditsMigration } from './0001-credits';
import { contentAndApplicationsMigration } from './0002-content-and-applications';
import { testRunsMigration } from './0003-test-runs';
import { sharedInstancesMigration } from './0004-shared-instances';
import { applicationDetailsMigration } from './0005-application-details';
import { webVitalsMigration } from './0006-web-vitals';
import { newsletterConfirmationMigration } from './0007-newsletter-confirmation';
import { searchSynonymsMigration } from './0008-search-synonyms';
import { ratePublicationsMigration } from './0009-rate-publications';
import { applicationStatusMigration } from './0010-application-status';
import { contentPublicationsMigration } from './0011-content-publications';
import { canaryFieldDataMigration } from './0012-canary-field-data';
import { backOfficeMigration } from './0013-back-office';
import { publicationsMigration } from './0014-publications';
import { contentChangesMigration } from './0015-content-changes';
import { picturesMigration } from './0016-pictures';
import { unloggedRateLimitsMigration } from './0017-unlogged-rate-limits';
import { searchRowsByLanguageMigration } from './0018-search-rows-by-language';

export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-credits': creditsMigration(dialect),
    '0002-content-and-applications': contentAndApplicationsMigration(dialect),
    '0003-test-runs': testRunsMigration(),
    '0004-shared-instances': sharedInstancesMigration(dialect),
    '0005-application-details': applicationDetailsMigration(dialect),
    '0006-web-vitals': webVitalsMigration(dialect),
    '0007-newsletter-confirmation': newsletterConfirmationMigration(),
    '0008-search-synonyms': searchSynonymsMigration(),
    '0009-rate-publications': ratePublicationsMigration(dialect),
    '0010-application-status': applicationStatusMigration(),
    '0011-content-publications': contentPublicationsMigration(dialect),
    '0012-canary-field-data': canaryFieldDataMigration(dialect),
    '0013-back-office': backOfficeMigration(dialect),
    '0014-publications': publicationsMigration(dialect),
    '0015-content-changes': contentChangesMigration(dialect),
    '0016-pictures': picturesMigration(dialect),
    '0017-unlogged-rate-limits': unloggedRateLimitsMigration(dialect),
    '0018-search-rows-by-language': searchRowsByLanguageMigration(dialect),
  };
}

export function migrator(db: Db): Migrator {
  const all = migrations(db.dialect);
  return new Migrator({ db: db.kysely as Kysely<unknown>, provider: { getMigrations: async () => all } });
}

/**
 * SQLite files made before the migrator kept their versions in `schema_migration` (1, 2, 3):
 * they are recorded under the migrator's names so that nothing runs twice.
 */
async function adoptNumberedVersions(db: Db): Promise<void> {
  if (db.dialect !== 'sqlite') return;
  const k = db.kysely as Kysely<unknown>;
  const old = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migration'`.execute(k);
  if (old.rows.length === 0) return;
  const names = Object.keys(migrations('sqlite'));
  const versions = await sql<{ version: number; applied_at: string }>`SELECT version, applied_at FROM schema_migration`.execute(k);
  await k.transaction().execute(async (trx) => {
    await sql`CREATE TABLE IF NOT EXISTS kysely_migration (name VARCHAR(255) NOT NULL PRIMARY KEY, timestamp VARCHAR(255) NOT NULL)`.execute(trx);
    for (const { version, applied_at } of versions.rows) {
      const name = names[version - 1];
      if (name) await sql`INSERT OR IGNORE INTO kysely_migration (name, timestamp) VALUES (${name}, ${applied_at})`.execute(trx);
    }
    await sql`DROP TABLE schema_migration`.execute(trx);
  });
}

export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  await adoptNumberedVersions(db);
  // SQLite has no migration lock: one API process owns a SQLite file (several instances share PostgreSQL).
  const result = await migrator(db).migrateToLatest();
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result;
}

export interface SchemaStatus {
  /** Applied, oldest first, with when. */
  applied: { name: string; at: Date }[];
  /** This code's migrations not applied yet, in the order they would run. */
  pending: string[];
  /** Applied migrations this code does not know: the database is a newer release's. */
  unknown: string[];
}

/** Which migrations the database has, and which this code would still apply. */
export async function schemaStatus(db: Db): Promise<SchemaStatus> {
  const known = await migrator(db).getMigrations();
  const applied = known.flatMap((m) => (m.executedAt ? [{ name: m.name, at: m.executedAt }] : []));
  const names = new Set(known.map((m) => m.name));
  const k = db.kysely as Kysely<unknown>;
  const recorded = applied.length === 0 ? [] : await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(k).then((r) => r.rows);
  return {
    applied,
    pending: known.filter((m) => !m.executedAt).map((m) => m.name),
    unknown: recorded.map((r) => r.name).filter((name) => !names.has(name)),
  };
}

export interface SchemaWait {
  /** Gives up after this long (ms), naming what is still pending. */
  timeoutMs: number;
  /** How often the database is asked (ms). */
  pollMs?: number;
  /** Told once, when the first look finds migrations pending. */
  onWaiting?: (pending: string[]) => void;
}

/**
 * Resolves once the database has every migration this code knows (the migration Job applied
 * them); throws after `timeoutMs`. A database that does not answer yet counts as pending.
 */
export async function waitForSchema(db: Db, { timeoutMs, pollMs = 1_000, onWaiting }: SchemaWait): Promise<void> {
  const until = Date.now() + timeoutMs;
  let told = false;
  let last = 'not asked yet';
  for (;;) {
    try {
      const { pending } = await schemaStatus(db);
      if (pending.length === 0) return;
      last = `pending: ${pending.join(', ')}`;
      if (!told) onWaiting?.(pending);
      told = true;
    } catch (error) {
      last = `the database did not answer: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (Date.now() + pollMs > until)
      throw new Error(`the schema is not migrated after ${Math.round(timeoutMs / 1000)} s (${last}); run npm run migrate (the migration Job)`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** The newest applied migration, for /readyz. */
export async function schemaVersion(db: Db): Promise<string> {
  const done = await migrator(db).getMigrations();
  return done.filter((m) => m.executedAt !== undefined).at(-1)?.name ?? 'none';
}
