import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

// Applications the end-to-end suite posts: stored and readable, never sent to the staff,
// removed by the cleanup command (docs/qa.md).
export const testRunsMigration = () => ({
  async up(db: AnyDb) {
    await sql`ALTER TABLE application ADD COLUMN test_run TEXT`.execute(db);
    await sql`CREATE INDEX application_test_run ON application (test_run) WHERE test_run IS NOT NULL`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`DROP INDEX application_test_run`.execute(db);
    await sql`ALTER TABLE application DROP COLUMN test_run`.execute(db);
  },
});
