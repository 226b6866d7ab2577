/**
 * Where the deploy registry keeps its state. The default is one JSON file, replaced atomically
 * (written aside, flushed, renamed, the folder flushed), so a crash mid-write leaves the old state
 * or the new one. A store shared by several site-server instances implements the same interface.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
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

export function createFileRegistryStore(file: string): RegistryStore {
  return {
    async load() {
      if (!existsSync(file)) return emptyRegistryState();
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (!isRegistryState(parsed)) throw new Error(`${file} is not a deploy registry`);
      return parsed;
    },
    async save(state) {
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
    },
    describe: () => file,
  };
}
