/**
 * Server-side sessions, in PostgreSQL with DATABASE_URL (every instance of the back office sees
 * them), else in a SQLite file. The browser holds only a random 256-bit id in its cookie; the
 * database holds its SHA-256, so a copy of the table opens no session, and the tokens the
 * provider gave (access, refresh, ID token) are sealed under a key derived from the cookie's id
 * itself (AES-256-GCM), so they are readable only while that browser presents its cookie.
 * A login under way (its state, nonce and PKCE verifier) is kept the same way for 10 minutes.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';

interface SessionTable {
  id_hash: string;
  created_at: number;
  seen_at: number;
  sub: string;
  name: string;
  roles: string;
  csrf: string;
  lang: string;
  tokens: string;
}

interface LoginTable {
  id_hash: string;
  created_at: number;
  sealed: string;
}

interface Schema {
  backoffice_session: SessionTable;
  backoffice_login: LoginTable;
}

export interface SessionTokens {
  accessToken: string;
  /** When the access token expires (ms since the epoch). */
  accessExpiresAt: number;
  refreshToken: string | null;
  idToken: string | null;
}

export interface Session {
  sub: string;
  name: string;
  roles: string[];
  csrf: string;
  lang: string;
  createdAt: number;
  seenAt: number;
  tokens: SessionTokens;
}

export interface LoginTransaction {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  lang: string;
}

const LOGIN_MS = 10 * 60_000;

const hashOf = (id: string) => createHash('sha256').update(id, 'utf8').digest('hex');
const keyOf = (id: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', Buffer.from(id, 'utf8'), Buffer.alloc(0), `ssb-backoffice:${purpose}`, 32));

function seal(id: string, purpose: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(id, purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function open<T>(id: string, purpose: string, sealed: string): T {
  const data = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(id, purpose), data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8')) as T;
}

/** A new random id for a cookie: 256 bits. */
export const newId = () => randomBytes(32).toString('base64url');

export async function openSessionStore(options: { databaseUrl: string | undefined; dataDir: string }) {
  let kysely: Kysely<Schema>;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 5,
      connectionTimeoutMillis: 5_000,
      statement_timeout: 10_000,
      application_name: 'ssb-backoffice',
    });
    pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`));
    kysely = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: pool as pg.Pool & { options: object } }) });
  } else {
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    const sqlite = new Database(path.join(options.dataDir, 'sessions.sqlite'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 5000');
    kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const big = options.databaseUrl ? sql`BIGINT` : sql`INTEGER`;
  await sql`CREATE TABLE IF NOT EXISTS backoffice_session (
    id_hash TEXT PRIMARY KEY, created_at ${big} NOT NULL, seen_at ${big} NOT NULL, sub TEXT NOT NULL, name TEXT NOT NULL,
    roles TEXT NOT NULL, csrf TEXT NOT NULL, lang TEXT NOT NULL, tokens TEXT NOT NULL)`.execute(kysely);
  await sql`CREATE INDEX IF NOT EXISTS backoffice_session_seen ON backoffice_session (seen_at)`.execute(kysely);
  await sql`CREATE TABLE IF NOT EXISTS backoffice_login (id_hash TEXT PRIMARY KEY, created_at ${big} NOT NULL, sealed TEXT NOT NULL)`.execute(kysely);

  return {
    describe: options.databaseUrl ? 'postgres' : 'sqlite',
    async create(id: string, session: Omit<Session, 'createdAt' | 'seenAt'>, now: number): Promise<void> {
      await kysely
        .insertInto('backoffice_session')
        .values({
          id_hash: hashOf(id),
          created_at: now,
          seen_at: now,
          sub: session.sub,
          name: session.name,
          roles: JSON.stringify(session.roles),
          csrf: session.csrf,
          lang: session.lang,
          tokens: seal(id, 'tokens', session.tokens),
        })
        .execute();
    },
    /** The session of a cookie's id, or null (unknown, or its tokens do not open with this id). */
    async find(id: string): Promise<Session | null> {
      const row = await kysely.selectFrom('backoffice_session').selectAll().where('id_hash', '=', hashOf(id)).executeTakeFirst();
      if (!row) return null;
      try {
        return {
          sub: row.sub,
          name: row.name,
          roles: JSON.parse(row.roles) as string[],
          csrf: row.csrf,
          lang: row.lang,
          createdAt: Number(row.created_at),
          seenAt: Number(row.seen_at),
          tokens: open<SessionTokens>(id, 'tokens', row.tokens),
        };
      } catch {
        return null;
      }
    },
    async touch(id: string, now: number, changes: { tokens?: SessionTokens; lang?: string } = {}): Promise<void> {
      await kysely
        .updateTable('backoffice_session')
        .set({
          seen_at: now,
          ...(changes.tokens ? { tokens: seal(id, 'tokens', changes.tokens) } : {}),
          ...(changes.lang ? { lang: changes.lang } : {}),
        })
        .where('id_hash', '=', hashOf(id))
        .execute();
    },
    async remove(id: string): Promise<void> {
      await kysely.deleteFrom('backoffice_session').where('id_hash', '=', hashOf(id)).execute();
    },
    /** Sessions past their idle or absolute time, and logins never finished. */
    async prune(now: number, idleMs: number, absoluteMs: number): Promise<void> {
      await kysely
        .deleteFrom('backoffice_session')
        .where((eb) => eb.or([eb('seen_at', '<', now - idleMs), eb('created_at', '<', now - absoluteMs)]))
        .execute();
      await kysely
        .deleteFrom('backoffice_login')
        .where('created_at', '<', now - LOGIN_MS)
        .execute();
    },
    async startLogin(id: string, login: LoginTransaction, now: number): Promise<void> {
      await kysely
        .insertInto('backoffice_login')
        .values({ id_hash: hashOf(id), created_at: now, sealed: seal(id, 'login', login) })
        .execute();
    },
    /** The login of a cookie's id, used once: it is deleted as it is read. */
    async takeLogin(id: string, now: number): Promise<LoginTransaction | null> {
      const row = await kysely
        .deleteFrom('backoffice_login')
        .where('id_hash', '=', hashOf(id))
        .returning(['created_at', 'sealed'])
        .executeTakeFirst();
      if (!row || Number(row.created_at) < now - LOGIN_MS) return null;
      try {
        return open<LoginTransaction>(id, 'login', row.sealed);
      } catch {
        return null;
      }
    },
    close: () => kysely.destroy(),
  };
}
