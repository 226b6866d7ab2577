/** Schema changes, in order. Never edit one that has shipped: add the next. */
export const MIGRATIONS: { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE credit (
        id INTEGER PRIMARY KEY,
        audience TEXT NOT NULL CHECK (audience IN ('individual', 'legal')),
        currency TEXT NOT NULL,
        percent REAL NOT NULL,
        min_amount INTEGER NOT NULL,
        max_amount INTEGER NOT NULL,
        min_months INTEGER NOT NULL,
        max_months INTEGER NOT NULL,
        image TEXT,
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE credit_text (
        credit_id INTEGER NOT NULL REFERENCES credit(id) ON DELETE CASCADE,
        language_id INTEGER NOT NULL CHECK (language_id IN (1, 2, 3)),
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        PRIMARY KEY (credit_id, language_id)
      );
    `,
  },
  {
    version: 2,
    sql: `
      -- Seed-owned content other than credits: one JSON document per item and language, already
      -- in the shape the API serves. Replaced as a whole when the seed changes (meta.seed_hash).
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE content (
        kind TEXT NOT NULL,
        id INTEGER NOT NULL,
        language_id INTEGER NOT NULL CHECK (language_id IN (1, 2, 3)),
        slug TEXT,
        filter TEXT,
        sort INTEGER NOT NULL,
        data TEXT NOT NULL CHECK (json_valid(data)),
        PRIMARY KEY (kind, language_id, id)
      );
      CREATE INDEX content_slug ON content (kind, language_id, slug);
      CREATE VIRTUAL TABLE search_index USING fts5(
        kind UNINDEXED, item_id UNINDEXED, language_id UNINDEXED, url UNINDEXED,
        title, body, tokenize = 'unicode61 remove_diacritics 0'
      );

      -- Visitors' data: never touched by seeding.
      CREATE TABLE application (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('card', 'vacancy', 'general', 'complaint')),
        language_id INTEGER NOT NULL,
        fields TEXT NOT NULL CHECK (json_valid(fields)),
        idempotency_key TEXT UNIQUE,
        request_hash TEXT NOT NULL,
        client_ip TEXT,
        received_at TEXT NOT NULL
      );
      CREATE TABLE application_file (
        application_id TEXT NOT NULL REFERENCES application(id) ON DELETE CASCADE,
        field TEXT NOT NULL,
        stored_name TEXT NOT NULL UNIQUE,
        original_name TEXT NOT NULL,
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        PRIMARY KEY (application_id, field)
      );
      CREATE TABLE subscription (
        email TEXT PRIMARY KEY COLLATE NOCASE,
        language_id INTEGER NOT NULL,
        subscribed_at TEXT NOT NULL
      );
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        application_id TEXT REFERENCES application(id) ON DELETE CASCADE,
        subject TEXT NOT NULL,
        created_at TEXT NOT NULL,
        sent_at TEXT,
        error TEXT
      );
    `,
  },
  {
    // Applications the end-to-end suite posts: stored and readable, never sent to the staff,
    // removed by the cleanup command (docs/qa.md).
    version: 3,
    sql: `
      ALTER TABLE application ADD COLUMN test_run TEXT;
      CREATE INDEX application_test_run ON application (test_run) WHERE test_run IS NOT NULL;
    `,
  },
];
