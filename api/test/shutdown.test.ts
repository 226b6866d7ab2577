/**
 * The API process on SIGTERM, as Kubernetes stops it (a real process, a real signal, real HTTP):
 * /readyz fails while requests are still served for SSB_DRAIN_MS, a request in flight is
 * finished, the outbox gives up its claims (even while its mail relay hangs), and the process
 * exits 0 within 10 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { GENERAL, TEST_SERVICE_TOKEN, form } from './helpers';

const API_ROOT = path.join(__dirname, '..');
let dir: string;
let relay: net.Server;
let held: net.Socket[] = [];
let api: ChildProcess | undefined;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-api-stop-'));
  // A mail relay that takes the connection and never says a word.
  relay = net.createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  api?.kill('SIGKILL');
  for (const socket of held) socket.destroy();
  held = [];
  await new Promise((resolve) => relay.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

async function startApiProcess(): Promise<string> {
  const { port } = relay.address() as net.AddressInfo;
  api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH,
      SSB_API_PORT: '0',
      SSB_DATA_DIR: dir,
      SSB_DRAIN_MS: '1500',
      SSB_SMTP_URL: `smtp://127.0.0.1:${port}`,
      SSB_OUTBOX_POLL_MS: '60000',
      SSB_DOCUMENT_THREADS: '1',
      SSB_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    api?.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /API listening on (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    api?.on('exit', (code) => reject(new Error(`the API exited (${code}) before it listened`)));
  });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

it('drains, finishes what is in flight, gives up the outbox’s claims, and exits 0 within 10 s', async () => {
  const base = await startApiProcess();
  for (const surname of ['Раҳимов', 'Саидов']) {
    const body = form({ ...GENERAL, surname, consent: 'true' });
    const res = await fetch(`${base}/api/sendEmailContent/`, { method: 'POST', headers: body.getHeaders(), body: body.getBuffer() });
    expect(res.status).toBe(201);
  }
  // The first message hangs on the relay; the second waits, claimed by this instance.
  await new Promise((resolve) => setTimeout(resolve, 500));

  // A request half sent when the signal comes: the rest follows during the drain.
  const { hostname, port } = new URL(base);
  const inFlight = new Promise<number>((resolve, reject) => {
    const req = http.request(
      { hostname, port, method: 'POST', path: '/api/vitals', headers: { 'content-type': 'application/json', 'content-length': 2 } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.write('[');
    setTimeout(() => req.end(']'), 1_000);
  });
  await new Promise((resolve) => setTimeout(resolve, 100));

  const signalled = Date.now();
  const child = api as ChildProcess;
  const exit = exited(child);
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  // Draining: not ready, still serving.
  expect((await fetch(`${base}/readyz`)).status).toBe(503);
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  expect(await inFlight).toBeLessThan(500);

  expect(await exit).toBe(0);
  const took = Date.now() - signalled;
  expect(took).toBeLessThan(10_000);
  expect(took).toBeGreaterThanOrEqual(1_500);
  await expect(fetch(`${base}/healthz`)).rejects.toThrow();

  const db = new Database(path.join(dir, 'ssb.sqlite'), { readonly: true });
  try {
    const rows = db.prepare('SELECT claimed_by, sent_at FROM outbox').all() as { claimed_by: string | null; sent_at: string | null }[];
    expect(rows).toHaveLength(2);
    // Nothing was sent, and nothing is left claimed by the instance that stopped.
    expect(rows).toEqual([
      { claimed_by: null, sent_at: null },
      { claimed_by: null, sent_at: null },
    ]);
  } finally {
    db.close();
  }
}, 30_000);
