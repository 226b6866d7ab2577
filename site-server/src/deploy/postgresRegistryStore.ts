/**
 * The deploy registry in PostgreSQL, shared by every site-server instance: one row holding the
 * whole state and its revision. A save is a compare-and-swap on the revision, so an instance
 * that switched on top of an old state is refused (RegistryConflictError) instead of writing
 * over another instance's deploy. Leases (which instance runs the canary judge) are rows of their
 * own, taken by one atomic upsert on the database's clock, so instances' clocks need not agree.
 */
import { Pool } from 'pg';
import { RegistryConflictError, checkLeaseRequest, type PreviewRecord, type RegistryStore } from './registryStore';
import { isDigest, verified } from './releaseFiles';
import { sriOf } from '@ssb/contracts/node';
import { emptyRegistryState, isRegistryState, type RegistryState } from './registryState';

/** Any fixed number: instances creating the table at once take turns on it. */
const CREATE_LOCK = 7_355_001;

const CREATE_TABLES = [
  `CREATE TABLE IF NOT EXISTS deploy_registry (
  id smallint PRIMARY KEY CHECK (id = 1),
  revision integer NOT NULL,
  state jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
)`,
  // The pinned files of releases (manifests, server builds), by their sha384: every instance
  // renders and serves the same bytes.
  `CREATE TABLE IF NOT EXISTS deploy_release_files (
  digest text PRIMARY KEY,
  bytes bytea NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now()
)`,
  // Previews started, with the release ids they show, until their cookie expires.
  `CREATE TABLE IF NOT EXISTS deploy_previews (
  id text PRIMARY KEY,
  releases jsonb NOT NULL,
  expires timestamptz NOT NULL
)`,
  // Previews ended before their cookie expired.
  `CREATE TABLE IF NOT EXISTS deploy_previews_ended (
  id text PRIMARY KEY,
  expires timestamptz NOT NULL
)`,
  // Leases: one instance does a job of all that share the registry (the canary judge).
  `CREATE TABLE IF NOT EXISTS deploy_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
)`,
];

// The first save: no row yet (or one at revision 0). A concurrent first save makes this a no-op.
const INSERT_FIRST = `INSERT INTO deploy_registry (id, revision, state) VALUES (1, $1, $2::jsonb)
  ON CONFLICT (id) DO UPDATE SET revision = EXCLUDED.revision, state = EXCLUDED.state, updated_at = now()
  WHERE deploy_registry.revision = 0`;

// Under READ COMMITTED a concurrent update waits, then re-checks the revision: one of them wins.
const UPDATE_FROM = `UPDATE deploy_registry SET revision = $1, state = $2::jsonb, updated_at = now()
  WHERE id = 1 AND revision = $3`;

// Taken when free, expired, or the holder's own (a renewal); a row comes back only when taken.
// Concurrent acquires of one name serialise on its row: exactly one of two holders gets it.
const ACQUIRE_LEASE = `INSERT INTO deploy_leases (name, holder, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
  ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
  WHERE deploy_leases.expires_at < now() OR deploy_leases.holder = EXCLUDED.holder
  RETURNING holder`;

// Started, not expired, not ended (an end writes its ended row before it deletes the started one).
const ACTIVE_PREVIEWS = `SELECT id, releases, expires FROM deploy_previews p
  WHERE p.expires > now() AND NOT EXISTS (SELECT 1 FROM deploy_previews_ended e WHERE e.id = p.id AND e.expires > now())`;

/** The URL as the log may show it: no password, no query (it may carry one too). */
function describeDatabaseUrl(databaseUrl: string): string {
  if (!URL.canParse(databaseUrl)) return 'postgres (an unreadable DATABASE_URL)';
  const url = new URL(databaseUrl);
  url.password = '';
  url.search = '';
  url.hash = '';
  return url.toString();
}

export function createPostgresRegistryStore(databaseUrl: string): RegistryStore {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: 2,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A stuck database must fail a poll or a switch, not hang it.
    statement_timeout: 5_000,
    application_name: 'ssb-site-server',
  });
  // An idle connection dropped by the server: the next query reconnects or fails and is reported.
  pool.on('error', () => undefined);
  const where = describeDatabaseUrl(databaseUrl);
  let tableReady: Promise<void> | null = null;
  let closed = false;

  async function createTable(): Promise<void> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [CREATE_LOCK]);
      for (const statement of CREATE_TABLES) await client.query(statement);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  // Once per store; a failure is tried again at the next use.
  const ensureTable = () =>
    (tableReady ??= createTable().catch((error: unknown) => {
      tableReady = null;
      throw error;
    }));

  return {
    shared: true,
    async load() {
      await ensureTable();
      const { rows } = await pool.query<{ revision: number; state: unknown }>('SELECT revision, state FROM deploy_registry WHERE id = 1');
      const row = rows[0];
      if (!row) return emptyRegistryState();
      if (!isRegistryState(row.state) || row.state.revision !== row.revision)
        throw new Error(`${where}: deploy_registry does not hold a deploy registry`);
      return row.state;
    },
    async save(state: RegistryState) {
      await ensureTable();
      const base = state.revision - 1;
      const json = JSON.stringify(state);
      const result =
        base === 0 ? await pool.query(INSERT_FIRST, [state.revision, json]) : await pool.query(UPDATE_FROM, [state.revision, json, base]);
      if (result.rowCount !== 1)
        throw new RegistryConflictError(
          `the deploy registry in ${where} is no longer at revision ${base}: another instance switched; read it again and retry`,
        );
    },
    files: {
      async put(bytes) {
        await ensureTable();
        const digest = sriOf(bytes);
        await pool.query('INSERT INTO deploy_release_files (digest, bytes) VALUES ($1, $2) ON CONFLICT (digest) DO NOTHING', [digest, bytes]);
        return digest;
      },
      async get(digest) {
        if (!isDigest(digest)) return null;
        await ensureTable();
        const { rows } = await pool.query<{ bytes: Buffer }>('SELECT bytes FROM deploy_release_files WHERE digest = $1', [digest]);
        return verified(rows[0]?.bytes ?? null, digest);
      },
    },
    previews: {
      async start({ id, releases, expires }) {
        await ensureTable();
        await pool.query('DELETE FROM deploy_previews WHERE expires < now()');
        await pool.query('INSERT INTO deploy_previews (id, releases, expires) VALUES ($1, $2::jsonb, $3) ON CONFLICT (id) DO NOTHING', [
          id,
          JSON.stringify(releases),
          new Date(expires),
        ]);
      },
      async end(id, expires) {
        await ensureTable();
        await pool.query('DELETE FROM deploy_previews_ended WHERE expires < now()');
        await pool.query('INSERT INTO deploy_previews_ended (id, expires) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [id, new Date(expires)]);
        await pool.query('DELETE FROM deploy_previews WHERE id = $1', [id]);
      },
      async active() {
        await ensureTable();
        const { rows } = await pool.query<{ id: string; releases: PreviewRecord['releases']; expires: Date }>(ACTIVE_PREVIEWS);
        return rows.map((row) => ({ id: row.id, releases: row.releases, expires: row.expires.getTime() }));
      },
      async ended(id) {
        await ensureTable();
        const { rows } = await pool.query('SELECT 1 FROM deploy_previews_ended WHERE id = $1 AND expires > now()', [id]);
        return rows.length > 0;
      },
    },
    lease: {
      async acquire(name, holder, ttlMs) {
        checkLeaseRequest(name, holder, ttlMs);
        await ensureTable();
        const result = await pool.query(ACQUIRE_LEASE, [name, holder, ttlMs]);
        return result.rowCount === 1;
      },
      async release(name, holder) {
        await ensureTable();
        await pool.query('DELETE FROM deploy_leases WHERE name = $1 AND holder = $2', [name, holder]);
      },
    },
    describe: () => where,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
