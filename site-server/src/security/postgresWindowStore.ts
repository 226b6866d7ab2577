/**
 * The limit windows' shared counts in PostgreSQL (the site's own database, where its registry
 * is): one row per window and key, its count and when its window began, on the database's clock,
 * so the replicas' clocks need not agree. A settlement is one statement for every key it carries.
 * One connection per process: settlements go one at a time.
 */
import { Pool } from 'pg';
import type { WindowEvents, WindowStore, WindowTotal } from './limitWindows';

/** Any fixed number: processes creating the table at once take turns on it. */
const CREATE_LOCK = 7_355_002;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS site_limit_window (
  key text PRIMARY KEY,
  window_start bigint NOT NULL,
  window_ms integer NOT NULL,
  count integer NOT NULL
)`;

// Each key's events go into its window, or start a new one where the last is over. The arrays keep
// the caller's order, which is the same in every process (no two settlements deadlock).
const SETTLE = `WITH clock AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS now_ms),
settled AS (
  INSERT INTO site_limit_window AS w (key, window_start, window_ms, count)
  SELECT e.key, clock.now_ms, e.window_ms, e.count
  FROM unnest($1::text[], $2::integer[], $3::integer[]) WITH ORDINALITY AS e(key, count, window_ms, i), clock
  ORDER BY e.i
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN w.window_start + w.window_ms <= EXCLUDED.window_start THEN EXCLUDED.count ELSE w.count + EXCLUDED.count END,
    window_start = CASE WHEN w.window_start + w.window_ms <= EXCLUDED.window_start THEN EXCLUDED.window_start ELSE w.window_start END,
    window_ms = EXCLUDED.window_ms
  RETURNING key, count, window_start, window_ms
)
SELECT settled.key, settled.count, settled.window_start + settled.window_ms - clock.now_ms AS remaining_ms FROM settled, clock`;

/** Windows over for an hour are deleted now and then. */
const PRUNE = `DELETE FROM site_limit_window WHERE window_start + window_ms < (extract(epoch FROM clock_timestamp()) * 1000)::bigint - 3600000`;
const PRUNE_EVERY = 600;

/** The URL as the log may show it: no password, no query. */
function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `postgres://${parsed.username ? `${parsed.username}@` : ''}${parsed.host}${parsed.pathname}`;
}

export function postgresWindowStore(databaseUrl: string): WindowStore {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    // A settlement that waits longer is no use: the process counts alone meanwhile.
    statement_timeout: 2_000,
    application_name: 'ssb-site-limits',
  });
  // A dropped idle connection (a database restart) must not end the process.
  pool.on('error', () => undefined);
  let created: Promise<void> | null = null;
  let settlements = 0;
  const create = async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [CREATE_LOCK]);
      await client.query(CREATE_TABLE);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  const ensureTable = () =>
    (created ??= create().catch((error: unknown) => {
      created = null;
      throw error;
    }));
  // Made (and the connection opened) at once: the first settlement should not wait for either.
  ensureTable().catch(() => undefined);
  return {
    async settle(events: readonly WindowEvents[]): Promise<WindowTotal[]> {
      await ensureTable();
      const { rows } = await pool.query<{ key: string; count: number; remaining_ms: string }>(SETTLE, [
        events.map((e) => e.key),
        events.map((e) => e.count),
        events.map((e) => e.windowMs),
      ]);
      if (++settlements % PRUNE_EVERY === 0) void pool.query(PRUNE).catch(() => undefined);
      return rows.map((row) => ({ key: row.key, count: Number(row.count), remainingMs: Math.max(0, Number(row.remaining_ms)) }));
    },
    describe: () => describeUrl(databaseUrl),
    close: () => pool.end(),
  };
}
