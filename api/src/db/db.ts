// What every query and migration is handed, and the one module that names it: the migrations
// can name it without importing the code that opens the database (which runs them).
import type { Kysely } from 'kysely';
import type { Schema } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  readonly kysely: Kysely<Schema>;
  readonly dialect: Dialect;
  /** Where it is, without a password: for the log and /readyz. */
  readonly describe: string;
  /** The connections, for the metrics: PostgreSQL's pool, or SQLite's one connection. */
  readonly pool?: PoolFigures;
  close(): Promise<void>;
}

export interface PoolFigures {
  /** The most connections this instance opens. */
  readonly max: number;
  /** Connections open now, idle among them, and requests waiting for one. */
  open(): number;
  idle(): number;
  waiting(): number;
}
