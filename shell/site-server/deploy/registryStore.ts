/**
 * Where the deploy registry keeps its state. The default is one JSON file, replaced atomically
 * (written aside, flushed, renamed, the folder flushed), so a crash mid-write leaves the old state
 * or the new one. A store shared by several site-server instances implements the same interface.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { RegistryState } from './registryState';
import { emptyRegistryState, isRegistryState } from './registryState';

export interface RegistryStore {
  load(): Promise<RegistryState>;
  /**
   * Saves a state one revision on from the stored one. A shared store refuses with
   * RegistryConflictError when another instance saved in between.
   */
  save(state: RegistryState): Promise<void>;
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

function fsyncPath(target: string, flags: string): void {
  const fd = openSync(target, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** A lock older than this was left by a process that died holding it. */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 5_000;

/** Runs `work` while holding a lock folder beside the file (mkdir is atomic across processes). */
async function withFileLock<T>(lock: string, work: () => T): Promise<T> {
  const until = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      } catch {
        // released meanwhile: try again
      }
      if (Date.now() > until) throw new Error(`${lock} is held by another process`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * `shared`: several processes on this machine (the site server's cluster) switch through the
 * file: a save takes a lock and refuses, as a shared database store does, when another process
 * saved since this one read.
 */
export function createFileRegistryStore(file: string, { shared = false }: { shared?: boolean } = {}): RegistryStore {
  const load = async (): Promise<RegistryState> => {
    if (!existsSync(file)) return emptyRegistryState();
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isRegistryState(parsed)) throw new Error(`${file} is not a deploy registry`);
    return parsed;
  };
  const write = (state: RegistryState): void => {
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    const fd = openSync(temp, 'w', 0o644);
    try {
      writeSync(fd, `${JSON.stringify(state, null, 2)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
    // The rename itself is durable only once the folder is flushed.
    fsyncPath(path.dirname(file), 'r');
  };
  return {
    load,
    async save(state) {
      if (!shared) return write(state);
      mkdirSync(path.dirname(file), { recursive: true });
      const stored = await withFileLock(`${file}.lock`, () => {
        const onDisk = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RegistryState).revision : 0;
        if (onDisk === state.revision - 1) write(state);
        return onDisk;
      });
      if (stored !== state.revision - 1) throw new RegistryConflictError(`another process saved revision ${stored} of the registry first`);
    },
    describe: () => file,
    shared,
  };
}
