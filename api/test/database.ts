/**
 * The database the API suite runs on: SQLite files in temp folders by default, PostgreSQL when
 * SSB_TEST_DATABASE_URL names a server and a role that may create databases (`npm run test:pg`).
 * On PostgreSQL every API a test starts gets a database of its own, dropped when it closes.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_ADMIN_URL = process.env.SSB_TEST_DATABASE_URL || undefined;
export const onPostgres = PG_ADMIN_URL !== undefined;

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!PG_ADMIN_URL) throw new Error('SSB_TEST_DATABASE_URL is not set');
  const name = `ssb_test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
