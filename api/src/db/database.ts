/**
 * The API's database: SQLite (one file in the data folder, the zero-set-up default) or
 * PostgreSQL when a `postgres://` URL is given (several API instances share it). Every feature
 * writes its queries once with Kysely; the few places where the two differ (full-text search,
 * locking) ask `dialect`.
 */
import Database from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Schema } from './schema';
import type { Db } from './db';
import { migrateToLatest, waitForSchema, type SchemaWait } from './migrations';

export interface DatabaseSettings {
  /** The data folder (the SQLite file lives here when no URL is given). */
  dataDir: string;
  /** postgres://user:password@host:port/database; absent: SQLite. */
  databaseUrl?: string | undefined;
  /** Connections per instance (PostgreSQL). */
  poolSize?: number;
  /** How long a write waits for another writer's lock before the request is answered 503 (ms). */
  lockTimeoutMs?: number;
  /**
   * `migrate` (the default): missing migrations are applied now, under PostgreSQL's advisory lock.
   * `wait`: nothing is changed; the database is polled until another process (the migration Job,
   * `npm run migrate`) has applied them. `leave`: neither (the migration command itself).
   */
  schema?: 'migrate' | 'wait' | 'leave';
  /** How long `wait` waits, and who is told that it does. */
  schemaWait?: SchemaWait;
}

/** The URL without its password, for logs. */
export function redactUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

function openSqlite(dataDir: string, lockTimeoutMs: number): Db {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'ssb.sqlite');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.round(lockTimeoutMs)}`);
  const kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  // One connection, in this process, that nothing waits for: better-sqlite3 runs each query at once.
  const pool = { max: 1, open: () => 1, idle: () => 1, waiting: () => 0 };
  return { kysely, dialect: 'sqlite', describe: `sqlite:${path.basename(file)}`, pool, close: () => kysely.destroy() };
}

const INT8_OID = 20;

function openPostgres(url: string, poolSize: number, lockTimeoutMs: number): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A database that does not answer fails the request instead of holding it.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    idle_in_transaction_session_timeout: 30_000,
    application_name: 'ssb-api',
    // Counters and times in milliseconds are BIGINT: read them as numbers (all are below 2^53).
    types: { getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) },
  });
  // A connection dropped while idle (a database restart) must not crash the process.
  pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`));
  // pg's Pool has `options` at run time; its type declarations leave it out.
  const kysely = new Kysely<Schema>({
    dialect: new PostgresDialect({
      pool: pool as pg.Pool & { options: object },
      // A lock held by a stuck transaction fails the waiting request instead of holding it.
      onCreateConnection: async (connection) => {
        await connection.executeQuery(CompiledQuery.raw(`SET lock_timeout = ${Math.round(lockTimeoutMs)}`));
        // The value PostgreSQL's manual gives for storage where a random read costs about a
        // sequential one (SSDs, or tables held in memory, as the search index is). With the
        // default 4, meant for spinning disks, the planner read every row of the search index
        // (0.7 → 2.4 ms a search at 10× the seed) rather than its language's GIN index.
        await connection.executeQuery(CompiledQuery.raw('SET random_page_cost = 1.1'));
      },
    }),
  });
  const figures = { max: poolSize, open: () => pool.totalCount, idle: () => pool.idleCount, waiting: () => pool.waitingCount };
  return { kysely, dialect: 'postgres', describe: redactUrl(url), pool: figures, close: () => kysely.destroy() };
}

export async function openDatabase(settings: DatabaseSettings): Promise<Db> {
  const lockTimeoutMs = settings.lockTimeoutMs ?? 5_000;
  const db = settings.databaseUrl
    ? openPostgres(settings.databaseUrl, settings.poolSize ?? 10, lockTimeoutMs)
    : openSqlite(settings.dataDir, lockTimeoutMs);
  try {
    if (settings.schema === 'wait') await waitForSchema(db, settings.schemaWait ?? { timeoutMs: 300_000 });
    else if (settings.schema !== 'leave') await migrateToLatest(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** A unique index refused a row (two requests with one Idempotency-Key at once). */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
};
