/**
 * The schema: migrations run once per database however many instances start together, each can
 * be undone, an old SQLite file is adopted, and the seed loads once per database.
 */
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import path from 'node:path';
import { openDatabase, type Db } from '../src/db/database';
import { migrations, migrator } from '../src/db/migrations';
import { seedIfEmpty } from '../src/db/seed';
import { onPostgres } from './database';
import { testStorage } from './helpers';

let storage: Awaited<ReturnType<typeof testStorage>>;
const settings = () => ({ dataDir: storage.dataDir, databaseUrl: storage.database?.url });
beforeEach(async () => {
  storage = await testStorage();
});
afterEach(() => storage.remove());

const applied = async (db: Db) => (await migrator(db).getMigrations()).filter((m) => m.executedAt !== undefined).map((m) => m.name);

// Skipped on SQLite (npm test; npm run test:pg runs it): several instances share PostgreSQL only,
// one API process owns a SQLite file, and the migrator has no lock there (two connections in one
// process would wait on each other synchronously).
(onPostgres ? it : it.skip)('migrates once when two instances start together, and loads the seed once', async () => {
  const [a, b] = await Promise.all([openDatabase(settings()), openDatabase(settings())]);
  try {
    const names = Object.keys(migrations(a.dialect));
    expect(await applied(a)).toEqual(names);
    expect(await applied(b)).toEqual(names);
    const loaded = await Promise.all([seedIfEmpty(a), seedIfEmpty(b)]);
    expect(loaded.filter(Boolean)).toHaveLength(1);
    const { count } = await a.kysely
      .selectFrom('credit')
      .select((e) => e.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(0);
    // A restart finds the seed loaded.
    expect(await seedIfEmpty(b)).toBe(false);
  } finally {
    await a.close();
    await b.close();
  }
});

it('undoes every migration, newest first, and applies them again', async () => {
  const db = await openDatabase(settings());
  try {
    const names = Object.keys(migrations(db.dialect));
    for (let left = names.length; left > 0; left--) {
      const { error } = await migrator(db).migrateDown();
      expect(error).toBeUndefined();
      expect(await applied(db)).toEqual(names.slice(0, left - 1));
    }
    const { error } = await migrator(db).migrateToLatest();
    expect(error).toBeUndefined();
    expect(await applied(db)).toEqual(names);
    expect(await seedIfEmpty(db)).toBe(true);
  } finally {
    await db.close();
  }
});

// Skipped on PostgreSQL (npm run test:pg; npm test runs it): it adopts a SQLite file made before
// the migrator, and PostgreSQL never had that table.
(onPostgres ? it.skip : it)('adopts a SQLite file whose versions 1–3 are in schema_migration, running only what is newer', async () => {
  // Make the old shape: the tables of versions 1–3, their numbers in schema_migration, no migrator table.
  const made = await openDatabase(settings());
  expect((await migrator(made).migrateTo('0003-test-runs')).error).toBeUndefined();
  await made.close();
  const file = new Database(path.join(storage.dataDir, 'ssb.sqlite'));
  file.exec(`DROP TABLE kysely_migration; DROP TABLE kysely_migration_lock;
    CREATE TABLE schema_migration (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL);
    INSERT INTO schema_migration VALUES (1, '2026-01-01T00:00:00Z'), (2, '2026-01-01T00:00:00Z'), (3, '2026-02-01T00:00:00Z');`);
  file.close();
  // Running 0001 again would fail: its tables exist.
  const db = await openDatabase(settings());
  try {
    expect(await applied(db)).toEqual(Object.keys(migrations('sqlite')));
    const old = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migration'`.execute(db.kysely);
    expect(old.rows).toEqual([]);
    await sql`SELECT claimed_until FROM outbox`.execute(db.kysely);
  } finally {
    await db.close();
  }
});
