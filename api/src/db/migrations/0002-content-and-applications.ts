import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

type AnyDb = Kysely<unknown>;

/**
 * The full-text index, the same on both databases: words as written, in lower case, not
 * stemmed. SQLite: FTS5 (unicode61 keeps ғ ӣ қ ӯ ҳ ҷ as letters). PostgreSQL: a tsvector in the
 * `simple` configuration with a GIN index, title weighted above body. PostgreSQL has no Tajik
 * configuration, and its russian one would cut Tajik words at Russian endings and drop Russian
 * stop words that are Tajik words; so no language is stemmed in the index, and Russian and English
 * queries are widened by their Snowball stems instead (features/search/stems.ts).
 */
const searchIndex = (dialect: Dialect) =>
  dialect === 'sqlite'
    ? sql`CREATE VIRTUAL TABLE search_index USING fts5(
        kind UNINDEXED, item_id UNINDEXED, language_id UNINDEXED, url UNINDEXED,
        title, body, tokenize = 'unicode61 remove_diacritics 0'
      )`
    : sql`CREATE TABLE search_index (
        kind TEXT NOT NULL,
        item_id INTEGER NOT NULL,
        language_id INTEGER NOT NULL,
        url TEXT NOT NULL,
        title TEXT NOT NULL,
        body TEXT NOT NULL,
        document TSVECTOR GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')
        ) STORED
      )`;

export const contentAndApplicationsMigration = (dialect: Dialect) => ({
  async up(db: AnyDb) {
    const pg = dialect === 'postgres';
    // Seed-owned content other than credits: one JSON document per item and language, already in
    // the shape the API serves. Replaced as a whole when the seed changes (meta.seed_hash).
    await sql`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`.execute(db);
    await sql`
      CREATE TABLE content (
        kind TEXT NOT NULL,
        id INTEGER NOT NULL,
        language_id INTEGER NOT NULL CHECK (language_id IN (1, 2, 3)),
        slug TEXT,
        filter TEXT,
        sort INTEGER NOT NULL,
        data TEXT NOT NULL ${pg ? sql`` : sql`CHECK (json_valid(data))`},
        PRIMARY KEY (kind, language_id, id)
      )`.execute(db);
    await sql`CREATE INDEX content_slug ON content (kind, language_id, slug)`.execute(db);
    await searchIndex(dialect).execute(db);
    if (pg) {
      await sql`CREATE INDEX search_index_document ON search_index USING GIN (document)`.execute(db);
      await sql`CREATE INDEX search_index_language ON search_index (language_id)`.execute(db);
    }

    // Visitors' data: never touched by seeding.
    await sql`
      CREATE TABLE application (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('card', 'vacancy', 'general', 'complaint')),
        language_id INTEGER NOT NULL,
        fields TEXT NOT NULL ${pg ? sql`` : sql`CHECK (json_valid(fields))`},
        idempotency_key TEXT UNIQUE,
        request_hash TEXT NOT NULL,
        client_ip TEXT,
        received_at TEXT NOT NULL
      )`.execute(db);
    await sql`
      CREATE TABLE application_file (
        application_id TEXT NOT NULL REFERENCES application(id) ON DELETE CASCADE,
        field TEXT NOT NULL,
        stored_name TEXT NOT NULL UNIQUE,
        original_name TEXT NOT NULL,
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        PRIMARY KEY (application_id, field)
      )`.execute(db);
    // Addresses are stored in lower case; SQLite also compares them so for rows from before.
    await sql`
      CREATE TABLE subscription (
        email TEXT PRIMARY KEY ${pg ? sql`` : sql`COLLATE NOCASE`},
        language_id INTEGER NOT NULL,
        subscribed_at TEXT NOT NULL
      )`.execute(db);
    await sql`
      CREATE TABLE outbox (
        id ${pg ? sql`INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY` : sql`INTEGER PRIMARY KEY AUTOINCREMENT`},
        application_id TEXT REFERENCES application(id) ON DELETE CASCADE,
        subject TEXT NOT NULL,
        created_at TEXT NOT NULL,
        sent_at TEXT,
        error TEXT
      )`.execute(db);
  },
  async down(db: AnyDb) {
    for (const table of ['outbox', 'subscription', 'application_file', 'application', 'search_index', 'content', 'meta']) {
      await sql`DROP TABLE ${sql.table(table)}`.execute(db);
    }
  },
});
