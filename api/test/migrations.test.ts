/**
 * The schema: migrations run once per database however many instances start together, each can
 * be undone, an old SQLite file is adopted, and the seed loads once per database.
 */
import Database from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import type { Db } from '../src/db/db';
import { migrations, migrator } from '../src/db/migrations';
import { itemPublications, ratePublications } from '../src/features/content/publications';
import { seedIfEmpty } from '../src/features/content/seed/loadSeed';
import { searchRowId } from '../src/features/search/indexer';
import { countWords } from '../src/features/search/rank';
import { searchQueries } from '../src/features/search/search';
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
      .selectFrom('content')
      .where('kind', '=', 'credit')
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

it('carries the rates and items staff published into one publications table (0014), and back when undone', async () => {
  const db = await openDatabase({ ...settings(), schema: 'leave' });
  try {
    expect((await migrator(db).migrateTo('0013-back-office')).error).toBeUndefined();
    const k = db.kysely as unknown as Kysely<unknown>;
    const by = "'treasury', NULL, NULL";
    await sql`INSERT INTO content_publication (kind, item_id, slug, docs, effective_at, published_at, published_by, reverted_at, reverted_by)
      VALUES ('news', 7, 'new-office', '{"1":{"id":7}}', '2026-11-01T03:00:00.000Z', '2026-11-01T03:00:00.000Z', 'editor', NULL, NULL),
             ('office', 3, NULL, NULL, '2026-11-02T03:00:00.000Z', '2026-11-02T03:00:00.000Z', 'editor', '2026-11-03T03:00:00.000Z', 'approver')`.execute(
      k,
    );
    for (const [selector, at] of [
      ['NON_CASH', '2026-11-01T03:00:00.000Z'],
      ['LEGAL', '2026-11-01T03:00:00.000Z'],
      ['NON_CASH', '2026-11-02T03:00:00.000Z'],
    ])
      await sql`INSERT INTO rate_publication (selector, effective_at, rates, published_at, published_by, reverted_at, reverted_by)
        VALUES (${selector}, ${at}, '[{"currency":"USD","nbt":10.9,"buy":10.8,"sell":11}]', ${at}, ${sql.raw(by)})`.execute(k);
    expect((await migrator(db).migrateToLatest()).error).toBeUndefined();

    const items = itemPublications(db);
    const rates = ratePublications(db);
    const now = new Date('2026-12-01T00:00:00Z');
    // The items keep their numbers; the rates follow them, in their own order.
    expect((await items.history('news')).map((p) => [p.id, p.itemId, p.slug, p.docs])).toEqual([[1, 7, 'new-office', { 1: { id: 7 } }]]);
    expect(await items.history('office')).toMatchObject([{ id: 2, itemId: 3, docs: null, revertedBy: 'approver' }]);
    expect((await rates.history('NON_CASH')).map((p) => [p.id, p.effectiveAt])).toEqual([
      [5, '2026-11-02T03:00:00.000Z'],
      [3, '2026-11-01T03:00:00.000Z'],
    ]);
    expect(await rates.current('LEGAL', now)).toMatchObject({
      id: 4,
      selector: 'LEGAL',
      rates: [{ currency: 'USD', sell: 11 }],
      publishedBy: 'treasury',
    });
    // New publications are numbered after them all, and a tab still has one per instant.
    const figures = [{ currency: 'USD' as const, nbt: 11, buy: 10.9, sell: 11.1 }];
    expect(await rates.publish({ selector: 'NON_CASH', effectiveAt: '2026-11-02T08:00:00+05:00', rates: figures, by: 'treasury', now })).toBeNull();
    const rate = await rates.publish({ selector: 'NON_CASH', effectiveAt: '2026-11-30T08:00:00+05:00', rates: figures, by: 'treasury', now });
    const item = await items.publish({ kind: 'news', itemId: 8, slug: 'later', docs: null, effectiveAt: now, by: 'editor', now });
    expect(rate?.id).toBeGreaterThan(5);
    expect(item.id).toBeGreaterThan(rate?.id ?? Infinity);

    expect((await migrator(db).migrateTo('0013-back-office')).error).toBeUndefined();
    const back = await sql<{ id: number; selector: string }>`SELECT id, selector FROM rate_publication ORDER BY id`.execute(k);
    expect(back.rows.map((r) => [Number(r.id), r.selector])).toEqual([
      [3, 'NON_CASH'],
      [4, 'LEGAL'],
      [5, 'NON_CASH'],
      [rate?.id, 'NON_CASH'],
    ]);
    const itemsBack = await sql<{ id: number; item_id: number }>`SELECT id, item_id FROM content_publication ORDER BY id`.execute(k);
    expect(itemsBack.rows.map((r) => [Number(r.id), Number(r.item_id)])).toEqual([
      [1, 7],
      [2, 3],
      [item.id, 8],
    ]);
    // Numbered after what was carried back on either table.
    await sql`INSERT INTO rate_publication (selector, effective_at, rates, published_at, published_by) VALUES ('LEGAL', 'x', '[]', 'x', 'x')`.execute(
      k,
    );
    const last = await sql<{ id: number }>`SELECT MAX(id) AS id FROM rate_publication`.execute(k);
    expect(Number(last.rows[0]?.id)).toBeGreaterThan(rate?.id ?? Infinity);
  } finally {
    await db.close();
  }
});

it('keys the search rows by language, kind and item and counts their words (0018), and undoes it', async () => {
  const db = await openDatabase({ ...settings(), schema: 'leave' });
  try {
    expect((await migrator(db).migrateTo('0017-unlogged-rate-limits')).error).toBeUndefined();
    // Rows as 0017's index held them: no key of their own, no word count.
    const old: [string, number, number, string, string][] = [
      ['news', 7, 3, 'Deposit rates rise', 'The bank raises its deposit rates from Monday.'],
      ['credit', 2, 1, 'Қарзи истеъмолӣ', 'Қарз барои эҳтиёҷоти шахсӣ.'],
      ['page', 4, 2, 'О банке', 'Банк работает с 1992 года.'],
    ];
    for (const [kind, id, lang, title, body] of old)
      await sql`INSERT INTO search_index (kind, item_id, language_id, url, title, body) VALUES (${kind}, ${id}, ${lang}, ${`/${kind}/${id}`}, ${title}, ${body})`.execute(
        db.kysely,
      );
    expect((await migrator(db).migrateToLatest()).error).toBeUndefined();
    const { rows } = await sql<{ key: number | string; kind: string; item_id: number; language_id: number; words: number }>`
      SELECT rowid AS key, kind, item_id, language_id, words FROM search_index ORDER BY item_id`.execute(db.kysely);
    expect(rows.map((r) => [Number(r.key), Number(r.words)])).toEqual(
      [old[1]!, old[2]!, old[0]!].map(([kind, id, lang, title, body]) => [searchRowId(kind, id, lang), countWords(title) + countWords(body)]),
    );
    expect(rows.map((r) => Number(r.words))).toEqual([6, 7, 11]);
    // On SQLite, with prefix indexes: every query word is matched as a prefix.
    if (db.dialect === 'sqlite') {
      const table = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE name = 'search_index'`.execute(db.kysely);
      expect(table.rows[0]?.sql).toContain("prefix = '3 4 5 6 7 8 9 10'");
    }
    // Each is found in its language only, through its language's range of keys.
    expect((await searchQueries(db).search('deposit', 3)).map((r) => r.id)).toEqual([7]);
    expect(await searchQueries(db).search('deposit', 2)).toEqual([]);
    expect((await migrator(db).migrateTo('0017-unlogged-rate-limits')).error).toBeUndefined();
    const back = await sql<{ title: string }>`SELECT title FROM search_index ORDER BY item_id`.execute(db.kysely);
    expect(back.rows.map((r) => r.title)).toEqual([old[1]![3], old[2]![3], old[0]![3]]);
  } finally {
    await db.close();
  }
});
