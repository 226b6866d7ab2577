/**
 * The database the API suite runs on: SQLite files in temp folders by default, PostgreSQL when
 * SSB_TEST_DATABASE_URL names a server and a role that may create databases (`npm run test:pg`).
 * On PostgreSQL every API a test starts gets a database of its own, dropped when it closes.
 */
import { createThrowawayDatabase, type ThrowawayDatabase } from '../scripts/throwawayDatabase';

const PG_ADMIN_URL = process.env.SSB_TEST_DATABASE_URL || undefined;
export const onPostgres = PG_ADMIN_URL !== undefined;

export type TestDatabase = ThrowawayDatabase;

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!PG_ADMIN_URL) throw new Error('SSB_TEST_DATABASE_URL is not set');
  return createThrowawayDatabase(PG_ADMIN_URL, 'ssb_test');
}
