/**
 * Where uploaded documents live. An application's documents and its rows are stored so that a
 * name in the store always stands for a whole file of a committed application:
 * `stage` before the transaction, `write` inside it, `publish` after the commit, `discard`
 * when it did not commit. Two stores: the data folder's disk (the default, one instance) and
 * the database (several instances: no instance's disk holds what another needs).
 */
import type { Transaction } from 'kysely';
import type { Schema } from '../../db/schema';

export interface StoredDocument {
  storedName: string;
  data: Buffer;
}

export interface SweepResult {
  /** Documents of committed applications that a crash left half-published, now published. */
  finished: string[];
  /** Leftovers of applications never committed, and documents no application names. */
  removed: string[];
}

export interface UploadStore {
  readonly kind: 'disk' | 'database';
  stage(documents: StoredDocument[]): Promise<void>;
  write(trx: Transaction<Schema>, documents: StoredDocument[]): Promise<void>;
  publish(documents: StoredDocument[]): Promise<void>;
  discard(documents: StoredDocument[]): Promise<void>;
  read(storedName: string): Promise<Buffer | undefined>;
  /** A stored document's bytes replaced whole (sealed again under a new key), durably. */
  replace(storedName: string, data: Buffer): Promise<void>;
  /** After the rows naming them were deleted. */
  remove(storedNames: string[]): Promise<void>;
  /** At start, before requests: finish or remove what a crash left. */
  sweep(isNamed: (storedName: string) => Promise<boolean>): Promise<SweepResult>;
  /** For /readyz: can it take a document now. */
  ready(): Promise<string>;
}
