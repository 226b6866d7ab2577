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
];
