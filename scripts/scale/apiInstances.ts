/**
 * API instances as the production runs them: `node --import tsx api/src/main.ts`, one process
 * each, on the run's database, each with its own data folder (where it writes the notifications
 * it sends, as .eml files, since no SMTP server is set).
 */
import { newKeyRingText } from '@ssb/server-kit/keyRing';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/repoRoot';
import type { Cleanup } from './cleanup';

export interface ApiInstance {
  name: string;
  /** http://127.0.0.1:<port> */
  url: string;
  dataDir: string;
  running(): boolean;
  /** The end of its output, for a failure's message. */
  output(): string;
  /** SIGKILL: no chance to finish anything, as a machine that dies. */
  kill(): void;
}

const READY = /API listening on (http:\/\/\S+)/;
/** The secret the scale test's API instances and site servers share (SSB_SERVICE_TOKEN). */
export const SCALE_SERVICE_TOKEN = `scale-${'s'.repeat(40)}`;

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;
const OUTPUT_KEPT = 4_000;

/**
 * The settings of the brief, and none inherited: an SSB_* or DATABASE_URL of the shell that runs
 * the test (an SMTP URL, another database) would change what is measured.
 */
/** The key ring both instances seal and open personal data with (the checks open the stored documents with it). */
export const SCALE_DATA_KEYS = newKeyRingText('scale');

function apiEnvironment(databaseUrl: string, dataDir: string): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('SSB_') && key !== 'DATABASE_URL'));
  return {
    ...inherited,
    DATABASE_URL: databaseUrl,
    SSB_API_HOST: '127.0.0.1',
    SSB_API_PORT: '0',
    SSB_DATA_DIR: dataDir,
    SSB_UPLOAD_STORE: 'database',
    SSB_DATA_KEYS: SCALE_DATA_KEYS,
    SSB_API_EXPOSE_APPLICATIONS: '1',
    SSB_RATE_LIMIT_MAX: '100000',
    SSB_OUTBOX_POLL_MS: '500',
    SSB_OUTBOX_CLAIM_MS: '3000',
    SSB_SERVICE_TOKEN: SCALE_SERVICE_TOKEN,
    LOG_LEVEL: 'warn',
  };
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Resolves true when the process has exited, false when it is still running after `ms`. */
function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (!isRunning(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** SIGTERM (it closes its server and its database pool), then SIGKILL if it lingers. */
async function stop(child: ChildProcess): Promise<void> {
  if (!isRunning(child)) return;
  child.kill('SIGTERM');
  if (await exited(child, STOP_TIMEOUT_MS)) return;
  child.kill('SIGKILL');
  if (!(await exited(child, STOP_TIMEOUT_MS))) throw new Error(`process ${child.pid} did not exit after SIGKILL`);
}

export function startApi(name: string, databaseUrl: string, dataDir: string, cleanup: Cleanup): Promise<ApiInstance> {
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')], {
    cwd: repoRoot,
    env: apiEnvironment(databaseUrl, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.add(`stopping ${name}`, () => stop(child));
  // Should this process die before the cleanup runs, its child must not outlive it.
  const orphanGuard = () => void (isRunning(child) && child.kill('SIGKILL'));
  process.once('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    const onData = () => {
      const url = READY.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({
        name,
        url: url.replace(/\/$/, ''),
        dataDir,
        running: () => isRunning(child),
        output: () => output,
        kill: () => void child.kill('SIGKILL'),
      });
    };
    child.stdout?.on('data', onData);
    child.once('error', (error) => reject(new Error(`${name} could not be started: ${error.message}`)));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${signal ?? `code ${code}`}) before it was ready:\n${output}`));
    });
  });
}
