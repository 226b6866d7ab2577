import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Search synonyms: words that name the same thing in the site's three languages, so that a
 * visitor who types «кредит» on the Tajik site, whose pages say «қарз», finds the loans. A group
 * is the words that share a `group_id`; a word is in one group at most (its primary key is the
 * search's one indexed lookup). Words are lower case, one word each (letters and digits).
 * The bank extends the groups through the content API (features/search/synonyms.ts); the
 * seed never touches this table, so its additions survive a new seed.
 */
export const SEED_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // loans: Tajik pages say «қарз», Russian «кредит», English "loan" (and "credit").
  ['кредит', 'қарз', 'заём', 'займ', 'loan', 'credit'],
  // deposits: Tajik «пасандоз» and «амонат», Russian «депозит» and «вклад».
  ['депозит', 'вклад', 'пасандоз', 'амонат', 'deposit', 'savings'],
  // cards: Tajik «корт».
  ['карта', 'корт', 'card'],
  // money transfers: Tajik «интиқол» («интиқоли пул»).
  ['перевод', 'интиқол', 'transfer', 'remittance'],
  // mortgage: the Tajik pages say «қарзи ипотекӣ».
  ['ипотека', 'ипотекӣ', 'mortgage'],
  // exchange rates: Tajik «қурб» («қурби асъор»).
  ['курс', 'қурб', 'rate', 'rates'],
  // currency: Tajik «асъор».
  ['валюта', 'асъор', 'currency'],
  // branches: «филиал» in Tajik and Russian, also «отделение» and Tajik «шӯъба».
  ['филиал', 'отделение', 'шӯъба', 'branch', 'office'],
  // ATMs: «банкомат» in Tajik and Russian.
  ['банкомат', 'atm', 'cashpoint'],
];

export const searchSynonymsMigration = () => ({
  async up(db: AnyDb) {
    await sql`CREATE TABLE search_synonym (word TEXT PRIMARY KEY, group_id INTEGER NOT NULL)`.execute(db);
    await sql`CREATE INDEX search_synonym_group ON search_synonym (group_id)`.execute(db);
    const rows = SEED_SYNONYM_GROUPS.flatMap((words, i) => words.map((word) => sql`(${word}, ${i + 1})`));
    await sql`INSERT INTO search_synonym (word, group_id) VALUES ${sql.join(rows)}`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`DELETE FROM meta WHERE key = 'search_synonyms_revision'`.execute(db);
    await sql`DROP TABLE search_synonym`.execute(db);
  },
});
