import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../db';

type AnyDb = Kysely<unknown>;

const OLD_KINDS = sql`'card', 'vacancy', 'general', 'complaint'`;
const NEW_KINDS = sql`'card', 'vacancy', 'general', 'credit', 'complaint'`;
const BASE_COLUMNS = ['id', 'kind', 'language_id', 'fields', 'idempotency_key', 'request_hash', 'client_ip', 'received_at', 'test_run'];
const DETAIL_COLUMNS = ['email', 'topic', 'amount', 'months', 'city', 'purpose', 'consent_at'];

/**
 * SQLite cannot change a CHECK constraint in place: the table is made again with the new shape
 * (its documented way: foreign keys off, copy, drop, rename), keeping every row, its files and
 * its notification (their references name the table, not its old copy).
 */
async function remakeSqliteApplication(db: AnyDb, kinds: RawBuilder<unknown>, details: boolean, kind: RawBuilder<unknown>) {
  const kept = sql.join(BASE_COLUMNS.map((c) => sql.ref(c)));
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql`
        CREATE TABLE application_next (
          id TEXT PRIMARY KEY,
          kind TEXT NOT NULL CHECK (kind IN (${kinds})),
          language_id INTEGER NOT NULL,
          fields TEXT NOT NULL CHECK (json_valid(fields)),
          idempotency_key TEXT UNIQUE,
          request_hash TEXT NOT NULL,
          client_ip TEXT,
          received_at TEXT NOT NULL,
          test_run TEXT
          ${details ? sql`, email TEXT, topic TEXT, amount REAL, months INTEGER, city TEXT, purpose TEXT, consent_at TEXT` : sql``}
        )`.execute(trx);
      const selected = BASE_COLUMNS.map((c) => (c === 'kind' ? sql`${kind} AS kind` : sql.ref(c)));
      await sql`INSERT INTO application_next (${kept}) SELECT ${sql.join(selected)} FROM application`.execute(trx);
      await sql`DROP TABLE application`.execute(trx);
      await sql`ALTER TABLE application_next RENAME TO application`.execute(trx);
      await sql`CREATE INDEX application_test_run ON application (test_run) WHERE test_run IS NOT NULL`.execute(trx);
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`application remade with ${broken.rows.length} broken references`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

/**
 * Credit applications get a kind of their own, and the fields staff search and count by get
 * columns of their own (the whole form stays in `fields`): a complaint's e-mail and topic, a
 * credit's sum, term, city and purpose, and when the visitor agreed to the processing of
 * personal data.
 */
export const applicationDetailsMigration = (dialect: Dialect) => ({
  async up(db: AnyDb) {
    if (dialect === 'sqlite') {
      await remakeSqliteApplication(db, NEW_KINDS, true, sql`kind`);
      return;
    }
    await sql`ALTER TABLE application DROP CONSTRAINT application_kind_check`.execute(db);
    await sql`ALTER TABLE application ADD CONSTRAINT application_kind_check CHECK (kind IN (${NEW_KINDS}))`.execute(db);
    await sql`
      ALTER TABLE application
        ADD COLUMN email TEXT,
        ADD COLUMN topic TEXT,
        ADD COLUMN amount DOUBLE PRECISION,
        ADD COLUMN months INTEGER,
        ADD COLUMN city TEXT,
        ADD COLUMN purpose TEXT,
        ADD COLUMN consent_at TEXT`.execute(db);
  },
  async down(db: AnyDb) {
    // Before this version a credit application was a general one.
    const kind = sql`CASE WHEN kind = 'credit' THEN 'general' ELSE kind END`;
    if (dialect === 'sqlite') {
      await remakeSqliteApplication(db, OLD_KINDS, false, kind);
      return;
    }
    await sql`ALTER TABLE application DROP CONSTRAINT application_kind_check`.execute(db);
    await sql`UPDATE application SET kind = ${kind}`.execute(db);
    await sql`ALTER TABLE application ADD CONSTRAINT application_kind_check CHECK (kind IN (${OLD_KINDS}))`.execute(db);
    for (const column of [...DETAIL_COLUMNS].reverse()) await sql`ALTER TABLE application DROP COLUMN ${sql.ref(column)}`.execute(db);
  },
});
