/**
 * The run's own PostgreSQL database, made from the admin URL (a role that may create databases)
 * and dropped with FORCE at the end, whoever is still connected.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScaleDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createScaleDatabase(adminUrl: string): Promise<ScaleDatabase> {
  const name = `ssb_scale_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** One connection for the checks, which read the tables directly. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  return client;
}
