import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

// Kysely's migrations see no schema type: they run on whatever the database held before.
type AnyDb = Kysely<unknown>;

export const creditsMigration = (dialect: Dialect) => ({
  async up(db: AnyDb) {
    const real = dialect === 'postgres' ? sql`DOUBLE PRECISION` : sql`REAL`;
    await sql`
      CREATE TABLE credit (
        id INTEGER PRIMARY KEY,
        audience TEXT NOT NULL CHECK (audience IN ('individual', 'legal')),
        currency TEXT NOT NULL,
        percent ${real} NOT NULL,
        min_amount INTEGER NOT NULL,
        max_amount INTEGER NOT NULL,
        min_months INTEGER NOT NULL,
        max_months INTEGER NOT NULL,
        image TEXT,
        sort INTEGER NOT NULL DEFAULT 0
      )`.execute(db);
    await sql`
      CREATE TABLE credit_text (
        credit_id INTEGER NOT NULL REFERENCES credit(id) ON DELETE CASCADE,
        language_id INTEGER NOT NULL CHECK (language_id IN (1, 2, 3)),
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        PRIMARY KEY (credit_id, language_id)
      )`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`DROP TABLE credit_text`.execute(db);
    await sql`DROP TABLE credit`.execute(db);
  },
});
