import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/** The statuses of 0010, in the order an application goes through them (features/applications/applicationStatus.ts). */
const STATUSES = sql`'received', 'under_review', 'answered'`;

/**
 * Where an application is, for the visitor who sent it ("Where is my application"): received
 * (every application so far, and every new one), under review or answered; when staff last
 * changed it and who did (both null until then). One statement for SQLite and PostgreSQL: each
 * adds a column with a default, NOT NULL and a CHECK of its own in place (the existing rows take
 * the default), and each drops such a column again, its CHECK with it; no table is made again.
 */
export const applicationStatusMigration = () => ({
  async up(db: AnyDb) {
    await sql`
      ALTER TABLE application
        ADD COLUMN status TEXT NOT NULL DEFAULT 'received' CONSTRAINT application_status_check CHECK (status IN (${STATUSES}))`.execute(db);
    await sql`ALTER TABLE application ADD COLUMN status_changed_at TEXT`.execute(db);
    await sql`ALTER TABLE application ADD COLUMN status_changed_by TEXT`.execute(db);
  },
  async down(db: AnyDb) {
    for (const column of ['status_changed_by', 'status_changed_at', 'status']) {
      await sql`ALTER TABLE application DROP COLUMN ${sql.ref(column)}`.execute(db);
    }
  },
});
