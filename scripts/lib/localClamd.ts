/**
 * npm start's clamd: Debian's clamav-daemon run as a process of the site's own, with its own
 * configuration and socket under SSB_VAR_DIR. It reads the machine's signature databases where
 * freshclam has filled /var/lib/clamav, else a database of the EICAR test signature alone (no
 * ClamAV mirror is reachable from these machines: production mounts the bank's signatures).
 * Without clamd installed it returns null, and the API stores documents as unscanned.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

const BINARY = ['/usr/sbin/clamd', '/usr/bin/clamd'].find((p) => existsSync(p));
const SYSTEM_DB = '/var/lib/clamav';
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

export interface LocalClamd {
  socket: string;
  /** Which signatures it has, for the log. */
  signatures: string;
  stop(): Promise<void>;
}

const ping = (socket: string) =>
  new Promise<boolean>((resolve) => {
    const s = connect({ path: socket }, () => s.write('zPING\0'));
    s.setTimeout(1_000, () => s.destroy());
    s.on('data', (d) => {
      resolve(d.toString().startsWith('PONG'));
      s.end();
    });
    s.on('error', () => resolve(false));
    s.on('close', () => resolve(false));
  });

export async function startLocalClamd(dir: string): Promise<LocalClamd | null> {
  if (!BINARY) return null;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const systemHasSignatures = existsSync(SYSTEM_DB) && readdirSync(SYSTEM_DB).some((f) => /\.(cvd|cld)$/.test(f));
  const database = systemHasSignatures ? SYSTEM_DB : path.join(dir, 'db');
  if (!systemHasSignatures) {
    mkdirSync(database, { recursive: true });
    writeFileSync(path.join(database, 'eicar.ndb'), `Eicar-Test-Signature:0:*:${Buffer.from(EICAR, 'latin1').toString('hex')}\n`);
  }
  const socket = path.join(dir, 'clamd.sock');
  rmSync(socket, { force: true });
  const config = path.join(dir, 'clamd.conf');
  writeFileSync(
    config,
    [
      `Foreground yes`,
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${database}`,
      `LogFile ${path.join(dir, 'clamd.log')}`,
      'StreamMaxLength 25M',
      '',
    ].join('\n'),
  );
  const child = spawn(BINARY, ['-c', config], { stdio: 'ignore' });
  const until = Date.now() + (systemHasSignatures ? 120_000 : 30_000);
  while (Date.now() < until && child.exitCode === null) {
    if (existsSync(socket) && (await ping(socket))) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    socket,
    signatures: systemHasSignatures ? `signatures from ${SYSTEM_DB}` : 'the EICAR test signature only: development',
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
