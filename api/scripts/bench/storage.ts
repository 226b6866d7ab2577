/**
 * Where the bench's API instances keep their data: a temp folder (SQLite), and for PostgreSQL a
 * throwaway database `ssb_bench_<hex>` as well, made with a role that may create databases.
 * Everything made here is removed by `remove()`, or by `removeAll()` when the bench is stopped.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asAdmin, createThrowawayDatabase, type ThrowawayDatabase } from '../throwawayDatabase';
import { redactUrl } from '../../src/db/database';
import type { Dialect } from '../../src/db/db';

export interface Storage {
  dialect: Dialect;
  /** What buildApp and openDatabase take. */
  options: { dataDir: string; databaseUrl: string | undefined };
  remove(): Promise<void>;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Storages not yet removed: a bench stopped half-way (Ctrl-C) still removes them. */
const live = new Set<Storage>();

export async function removeAll(): Promise<void> {
  await Promise.allSettled([...live].map((s) => s.remove()));
}

function track(storage: Storage): Storage {
  live.add(storage);
  let removing: Promise<void> | undefined;
  return {
    ...storage,
    // Once only, even when a signal and the normal end both ask.
    remove: () => (removing ??= storage.remove().finally(() => live.delete(storage))),
  };
}

export function sqliteStorage(): Storage {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ssb-bench-'));
  return track({
    dialect: 'sqlite',
    options: { dataDir, databaseUrl: undefined },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  });
}

export async function postgresStorage(adminUrl: string): Promise<Storage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ssb-bench-'));
  let database: ThrowawayDatabase;
  try {
    database = await createThrowawayDatabase(adminUrl, 'ssb_bench');
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return track({
    dialect: 'postgres',
    options: { dataDir, databaseUrl: database.url },
    async remove() {
      try {
        await database.drop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  });
}

const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

/**
 * The admin URL of a PostgreSQL the bench may create databases on: SSB_BENCH_DATABASE_URL, or
 * the local cluster that scripts/pg/local-cluster.sh starts (and prints). A reason instead when
 * there is none, so that the bench reports SQLite alone.
 */
export async function findPostgres(): Promise<{ url: string } | { skipped: string }> {
  let url = process.env.SSB_BENCH_DATABASE_URL || undefined;
  if (!url) {
    const script = path.join(repoRoot, 'scripts/pg/local-cluster.sh');
    const printed = await new Promise<{ url: string } | { skipped: string }>((resolve) =>
      // Minutes when it has to install PostgreSQL first.
      execFile('bash', [script], { timeout: 600_000 }, (error, stdout, stderr) =>
        resolve(error ? { skipped: `scripts/pg/local-cluster.sh failed: ${lastLine(stderr) || error.message}` } : { url: lastLine(stdout) }),
      ),
    );
    if ('skipped' in printed) return printed;
    url = printed.url;
  }
  try {
    await asAdmin(url, 'SELECT 1');
    return { url };
  } catch (error) {
    return { skipped: `no PostgreSQL at ${redact(url)}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export function redact(url: string): string {
  try {
    return redactUrl(url);
  } catch {
    return 'an invalid URL';
  }
}
