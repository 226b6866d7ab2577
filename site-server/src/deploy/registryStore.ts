/**
 * Where the deploy registry keeps its state, the files of the releases it pinned, and the
 * previews (the ones started, with their releases until they expire, and the ones ended). The
 * default is a folder beside `registry.json`: the state replaced whole (writeFileDurably), so a
 * crash mid-write leaves the old state or the new one; pinned files named by their digest;
 * previews and leases in JSON files beside it. A store shared by several site-server instances
 * (PostgreSQL) implements the same interface.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@ssb/contracts/node';
import type { RegistryState } from './registryState';
import { emptyRegistryState, isRegistryState } from './registryState';
import { writeFileDurably } from '@ssb/server-kit/durableFile';
import { LockBusyError, withMachineLock } from './machineLock';
import { createDirectoryFileStore, type ReleaseFileStore } from './releaseFiles';

// The registry's files are the site's alone: render processes run as another user and must not read them.
const PRIVATE = { mode: 0o600 };

/** A preview as the store keeps it: its cookie's id, the release ids it shows, when it expires (ms). */
export interface PreviewRecord {
  id: string;
  releases: Partial<Record<RemoteName, string>>;
  expires: number;
}

/**
 * The previews: each one started is recorded until its cookie expires (a prune keeps the releases
 * they show), and one ended before that is refused by every instance until then.
 */
interface PreviewRecords {
  start(preview: PreviewRecord): Promise<void>;
  end(id: string, expires: number): Promise<void>;
  ended(id: string): Promise<boolean>;
  /** The previews started and neither ended nor expired. */
  active(): Promise<PreviewRecord[]>;
}

/**
 * Named leases with an expiry, so that one site-server instance of all that share the store does
 * a job (the canary judge): whoever holds a lease renews it well before it expires; when its
 * holder dies, another takes it once it has expired.
 */
interface Lease {
  /** True when `holder` holds `name` for `ttlMs` from now: it was free, expired, or `holder`'s already (renewed). */
  acquire(name: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Lets go of `name` if `holder` holds it (another's lease is left alone). */
  release(name: string, holder: string): Promise<void>;
}

const LEASE_NAME = /^[a-z0-9][a-z0-9._-]{0,99}$/i;

/** Refuses what no store should keep: an odd or endless name or holder, a lease of no time. */
export function checkLeaseRequest(name: string, holder: string, ttlMs: number): void {
  if (!LEASE_NAME.test(name) || !holder || holder.length > 200)
    throw new RangeError('a lease needs a name (letters, digits, dot, dash, underscore; ≤ 100) and a holder (≤ 200 characters)');
  if (!Number.isInteger(ttlMs) || ttlMs <= 0 || ttlMs > 24 * 60 * 60 * 1000) throw new RangeError(`a lease lasts 1 ms to a day, got ${ttlMs}`);
}

export interface RegistryStore {
  load(): Promise<RegistryState>;
  /**
   * Saves a state one revision on from the stored one. A shared store refuses with
   * RegistryConflictError when another instance saved in between, and RegistryBusyError when
   * another process is saving and does not finish in time.
   */
  save(state: RegistryState): Promise<void>;
  files: ReleaseFileStore;
  previews: PreviewRecords;
  lease: Lease;
  /** Where it is, for /readyz and the log (never a secret). */
  describe(): string;
  /** Other instances switch through it too: re-read it before a switch. */
  readonly shared?: boolean;
  /** Lets go of what it holds open (connections). */
  close?(): Promise<void>;
}

/** Another instance saved the registry since this one read it: nothing was overwritten. */
export class RegistryConflictError extends Error {
  override readonly name = 'RegistryConflictError';
}

/** Another process is switching right now: try again in a moment. */
export class RegistryBusyError extends Error {
  override readonly name = 'RegistryBusyError';
}

const locked = async <T>(file: string, work: () => T): Promise<T> => {
  try {
    return await withMachineLock(file, work);
  } catch (error) {
    throw error instanceof LockBusyError ? new RegistryBusyError(`another deploy is being saved: ${error.message}`) : error;
  }
};

/** A JSON file of the registry's (id → a record with an expiry), read again only when it changed. */
function expiringFile<T>(file: string, expiresOf: (value: T) => number) {
  let cache: { mtimeMs: number; ids: Record<string, T> } | null = null;
  const read = (): Record<string, T> => {
    if (!existsSync(file)) return {};
    const { mtimeMs } = statSync(file);
    if (cache?.mtimeMs !== mtimeMs) cache = { mtimeMs, ids: JSON.parse(readFileSync(file, 'utf8')) as Record<string, T> };
    return cache.ids;
  };
  /** Changes the records under the machine's lock; the expired ones are dropped at every write. */
  const change = (edit: (ids: Record<string, T>) => void) =>
    locked(file, () => {
      const now = Date.now();
      const kept = Object.fromEntries(Object.entries(read()).filter(([, value]) => expiresOf(value) > now));
      edit(kept);
      writeFileDurably(file, `${JSON.stringify(kept)}\n`, PRIVATE);
    });
  return { read, change };
}

/**
 * The previews in two JSON files beside the registry: the started ones (id → releases and
 * expiry) and the ended ones (id → when their cookie expires).
 */
function previewFiles(dir: string): PreviewRecords {
  const started = expiringFile<Omit<PreviewRecord, 'id'>>(path.join(dir, 'previews-started.json'), (p) => p.expires);
  const ended = expiringFile<number>(path.join(dir, 'previews-ended.json'), (until) => until);
  return {
    start: ({ id, releases, expires }) =>
      started.change((ids) => {
        ids[id] = { releases, expires };
      }),
    async end(id, expires) {
      await ended.change((ids) => {
        ids[id] = expires;
      });
      if (started.read()[id])
        await started.change((ids) => {
          delete ids[id];
        });
    },
    ended: async (id) => (ended.read()[id] ?? 0) > Date.now(),
    async active() {
      const now = Date.now();
      const refused = ended.read();
      return Object.entries(started.read())
        .filter(([id, preview]) => preview.expires > now && !((refused[id] ?? 0) > now))
        .map(([id, preview]) => ({ id, ...preview }));
    },
  };
}

/**
 * Leases in a JSON file beside the registry (name → holder and expiry), read and written under
 * the machine's lock: the processes sharing the file are on this machine, so its clock is theirs.
 */
function leaseFile(file: string): Lease {
  type Leases = Record<string, { holder: string; expires: number }>;
  const read = (): Leases => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Leases) : {});
  // Expired leases are dropped at every write, so the file stays as small as the jobs are few.
  const write = (leases: Leases) => {
    const at = Date.now();
    const kept = Object.fromEntries(Object.entries(leases).filter(([, lease]) => lease.expires > at));
    writeFileDurably(file, `${JSON.stringify(kept)}\n`, PRIVATE);
  };
  return {
    acquire: async (name, holder, ttlMs) => {
      checkLeaseRequest(name, holder, ttlMs);
      return locked(file, () => {
        const leases = read();
        const held = leases[name];
        const at = Date.now();
        if (held && held.holder !== holder && held.expires > at) return false;
        write({ ...leases, [name]: { holder, expires: at + ttlMs } });
        return true;
      });
    },
    release: (name, holder) =>
      locked(file, () => {
        const leases = read();
        if (leases[name]?.holder !== holder) return;
        delete leases[name];
        write(leases);
      }),
  };
}

/**
 * `shared`: several processes on this machine (the site server's cluster) switch through the
 * file: a save takes the machine's lock (one that dies with its holder) and refuses, as a shared
 * database store does, when another process saved since this one read.
 */
export function createFileRegistryStore(file: string, { shared = false }: { shared?: boolean } = {}): RegistryStore {
  const dir = path.dirname(file);
  const load = async (): Promise<RegistryState> => {
    if (!existsSync(file)) return emptyRegistryState();
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isRegistryState(parsed)) throw new Error(`${file} is not a deploy registry`);
    return parsed;
  };
  const write = (state: RegistryState) => writeFileDurably(file, `${JSON.stringify(state, null, 2)}\n`, PRIVATE);
  return {
    load,
    async save(state) {
      if (!shared) return write(state);
      const stored = await locked(file, () => {
        const onDisk = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RegistryState).revision : 0;
        if (onDisk === state.revision - 1) write(state);
        return onDisk;
      });
      if (stored !== state.revision - 1) throw new RegistryConflictError(`another process saved revision ${stored} of the registry first`);
    },
    files: createDirectoryFileStore(path.join(dir, 'files')),
    previews: previewFiles(dir),
    lease: leaseFile(path.join(dir, 'leases.json')),
    describe: () => file,
    shared,
  };
}
