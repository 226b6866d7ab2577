/**
 * The run's own PostgreSQL database, made from the admin URL (a role that may create databases)
 * and dropped with FORCE at the end, whoever is still connected.
 */
import { createThrowawayDatabase, type ThrowawayDatabase } from '@ssb/api/scripts/throwawayDatabase';
import pg from 'pg';

export type ScaleDatabase = ThrowawayDatabase;

export const createScaleDatabase = (adminUrl: string): Promise<ScaleDatabase> => createThrowawayDatabase(adminUrl, 'ssb_scale');

/** One connection for the checks, which read the tables directly. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  return client;
}
