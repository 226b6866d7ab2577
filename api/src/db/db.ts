// What every query and migration is handed: its own module, so the migrations can name it
// without importing the code that opens the database (which runs them).
import type { Kysely } from 'kysely';
import type { Schema } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  readonly kysely: Kysely<Schema>;
  readonly dialect: Dialect;
  /** Where it is, without a password: for the log and /readyz. */
  readonly describe: string;
  close(): Promise<void>;
}
