/**
 * A real clamd for the tests: Debian's clamav-daemon binary, run as this test's own process with
 * its own configuration, socket and a local signature database holding the EICAR test signature
 * (as a body signature, so EICAR is found inside any file, as clamd's official databases find
 * it). No ClamAV mirror is reachable here, and none is needed. Where clamd is not installed the
 * tests that need it are skipped, saying so (CI installs clamav-daemon: .ci/run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clamdScanner } from '../src/features/malware-scan/clamd';

export const CLAMD_BINARY = ['/usr/sbin/clamd', '/usr/bin/clamd'].find((p) => existsSync(p)) ?? null;

/** The EICAR test file: every scanner knows it, nothing in it can run. */
export const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');

export interface TestClamd {
  socket: string;
  stop(): Promise<void>;
  /** Starts it again on the same socket (after stop). */
  restart(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

export async function startClamd(): Promise<TestClamd> {
  if (!CLAMD_BINARY) throw new Error('clamd is not installed');
  const dir = mkdtempSync(path.join(tmpdir(), 'ssb-clamd-'));
  const db = path.join(dir, 'db');
  mkdirSync(db);
  writeFileSync(path.join(db, 'eicar.ndb'), `Eicar-Test-Signature:0:*:${EICAR.toString('hex')}\n`);
  const socket = path.join(dir, 'clamd.sock');
  const config = path.join(dir, 'clamd.conf');
  writeFileSync(
    config,
    [`Foreground yes`, `LocalSocket ${socket}`, `DatabaseDirectory ${db}`, `LogFile ${path.join(dir, 'clamd.log')}`, 'StreamMaxLength 25M', ''].join(
      '\n',
    ),
  );
  let child: ChildProcess | null = null;
  const start = async () => {
    rmSync(socket, { force: true });
    child = spawn(CLAMD_BINARY as string, ['-c', config], { stdio: 'ignore' });
    const scanner = clamdScanner(socket, 2_000);
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      if (existsSync(socket) && (await scanner.ping())) return;
      if (child.exitCode !== null) throw new Error(`clamd stopped (${child.exitCode}); see ${dir}/clamd.log`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('clamd did not answer within 60 s');
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    socket,
    stop,
    restart: start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
