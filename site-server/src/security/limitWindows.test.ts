/**
 * Limits shared through PostgreSQL: windows of two "processes" (each with its own store and
 * connection) on one real database count one key together, start a new window where the last one
 * ended, keep two windows' keys apart, and fall back to counting alone when the store fails.
 * Then the proof with real processes: two site servers on one database and one client, whose
 * wrong tokens count against one limit, where two servers without the database let in twice as many.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { sharedLimitWindows, type LimitWindows } from './limitWindows';
import { postgresWindowStore } from './postgresWindowStore';

const ADMIN_URL = process.env.SSB_TEST_DATABASE_URL;
// Skipped without SSB_TEST_DATABASE_URL (npm test): the windows shared by replicas live in
// PostgreSQL, and no double stands in for it; npm run test:pg runs them.
const describePg = ADMIN_URL ? describe : describe.skip;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('limit windows whose store does not answer', () => {
  it('count alone, say so once, and refuse at the limit all the same', async () => {
    const lines: string[] = [];
    // Nothing listens on port 1: every settlement fails.
    const windows = sharedLimitWindows({
      store: postgresWindowStore('postgres://ssb:x@127.0.0.1:1/ssb'),
      settleMs: 20,
      log: (level, line) => lines.push(`${level} ${line}`),
    });
    try {
      const window = windows.window({ name: 'test', perWindow: 3 });
      for (let i = 0; i < 3; i += 1) {
        expect(window.full('203.0.113.9')).toBe(false);
        window.add('203.0.113.9');
      }
      expect(window.full('203.0.113.9')).toBe(true);
      await pause(3_000);
      expect(window.full('203.0.113.9')).toBe(true);
      expect(lines.filter((line) => line.startsWith('warn limits counted per process for now'))).toHaveLength(1);
      expect(lines.join('\n')).not.toContain(':x@');
    } finally {
      await windows.close();
    }
  }, 15_000);
});

describePg(
  ADMIN_URL
    ? 'limit windows shared through PostgreSQL'
    : 'limit windows shared through PostgreSQL (needs SSB_TEST_DATABASE_URL: npm run test:pg runs it)',
  () => {
    const database = `ssb_test_limits_${randomBytes(6).toString('hex')}`;
    let databaseUrl: string;
    const opened: LimitWindows[] = [];
    const open = (settleMs = 20) => {
      const windows = sharedLimitWindows({ store: postgresWindowStore(databaseUrl), settleMs });
      opened.push(windows);
      return windows;
    };

    beforeAll(async () => {
      const admin = new Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const url = new URL(ADMIN_URL ?? '');
      url.pathname = `/${database}`;
      databaseUrl = url.toString();
    });

    afterAll(async () => {
      await Promise.all(opened.map((w) => w.close()));
      const admin = new Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    });

    it('counts one key of two processes against one limit, each seeing the other’s events once settled', async () => {
      const a = open().window({ name: 'wrong-tokens', perWindow: 10 });
      const b = open().window({ name: 'wrong-tokens', perWindow: 10 });
      for (let i = 0; i < 6; i += 1) a.add('198.51.100.7');
      await pause(200);
      expect(b.full('198.51.100.7')).toBe(false);
      for (let i = 0; i < 4; i += 1) b.add('198.51.100.7');
      await pause(200);
      // B's own four and A's six, settled: B is at the site's limit.
      expect(b.full('198.51.100.7')).toBe(true);
      // A has not settled since its six: asking about a key past half its limit brings it up to date.
      expect(a.full('198.51.100.7')).toBe(false);
      await pause(200);
      expect(a.full('198.51.100.7')).toBe(true);
      // Another address, and the same address in another window, are not.
      expect(a.full('198.51.100.8')).toBe(false);
      expect(open().window({ name: 'csp-reports', perWindow: 10 }).full('198.51.100.7')).toBe(false);
      const row = new Client({ connectionString: databaseUrl });
      await row.connect();
      const { rows } = await row.query<{ count: number }>("SELECT count FROM site_limit_window WHERE key = 'wrong-tokens:198.51.100.7'");
      await row.end();
      expect(rows).toEqual([{ count: 10 }]);
    });

    it('starts a new window where the last one ended, on the database’s clock', async () => {
      const a = open().window({ name: 'short', perWindow: 2, windowMs: 1_000 });
      const b = open().window({ name: 'short', perWindow: 2, windowMs: 1_000 });
      a.add('192.0.2.1');
      b.add('192.0.2.1');
      await pause(150);
      // Whichever settled first learns of the other's event at its next settlement (asked past half).
      a.full('192.0.2.1');
      await pause(150);
      expect(a.full('192.0.2.1')).toBe(true);
      expect(a.retryAfter('192.0.2.1')).toBe(1);
      await pause(1_100);
      expect(a.full('192.0.2.1')).toBe(false);
      a.add('192.0.2.1');
      await pause(150);
      expect(b.full('192.0.2.1')).toBe(false);
    });

    it('settles a busy key at once, before the next round, when it reaches a tenth of its limit', async () => {
      // A round every minute: only the early settlement can tell B in time.
      const a = open(60_000).window({ name: 'renders', perWindow: 20 });
      const b = open(60_000).window({ name: 'renders', perWindow: 20 });
      a.add('192.0.2.50');
      a.add('192.0.2.50');
      // A's two (a tenth of 20) went to the store at once, with no round due for a minute.
      await pause(500);
      for (let i = 0; i < 18; i += 1) b.add('192.0.2.50');
      await pause(500);
      // So did B's, as it counted: it has the site's 20.
      expect(b.full('192.0.2.50')).toBe(true);
      expect(b.retryAfter('192.0.2.50')).toBeGreaterThan(50);
    });
  },
);

// --- two real site-server processes and one client -----------------------------------------------

const ROOT = path.resolve(__dirname, '../../..');
const SECRET = 'limits-proof-token-0123456789';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface SiteProcess {
  child: ChildProcess;
  port: number;
  log: string[];
}

async function startSite(shellDir: string, varDir: string, env: Record<string, string>): Promise<SiteProcess> {
  const port = await freePort();
  const log: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'site-server/src/main.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      SSB_HOST: '127.0.0.1',
      SSB_SITE_PORT: String(port),
      SSB_SITE_PROCESSES: '1',
      SSB_SHELL_DIR: shellDir,
      SSB_VAR_DIR: varDir,
      SSB_DEPLOY_TOKEN: `ops:${SECRET}`,
      // The secret every site server shares with its API (required), though no API is asked here.
      SSB_SERVICE_TOKEN: randomBytes(32).toString('base64url'),
      // No API here: nothing this test asks needs one.
      SSB_API_URL: 'http://127.0.0.1:9',
      SSB_PAGE_CACHE_MS: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const until = Date.now() + 45_000;
  while (!log.join('').includes('the site is ready')) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`the site server did not start: ${log.join('').slice(-2000)}`);
    await pause(100);
  }
  return { child, port, log };
}

/** GET /metrics with a wrong token from one client address: its status. */
function wrongToken(site: SiteProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: site.port,
        path: '/metrics',
        localAddress: '127.0.0.23',
        headers: { authorization: 'Bearer not-the-token-0123456789' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('timed out')));
    req.end();
  });
}

/**
 * 30 wrong tokens, one at a time, to the two servers in turn, 20 ms apart (50 guesses a second, more
 * than a person types and slower than a round trip to the database): how many got 401 before the 429s.
 */
async function guesses(a: SiteProcess, b: SiteProcess): Promise<{ unauthorized: number; statuses: number[] }> {
  const statuses: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    statuses.push(await wrongToken(i % 2 === 0 ? a : b));
    await pause(20);
  }
  return { unauthorized: statuses.filter((s) => s === 401).length, statuses };
}

describePg(ADMIN_URL ? 'two site processes and one client' : 'two site processes and one client (needs SSB_TEST_DATABASE_URL)', () => {
  const database = `ssb_test_limits_proc_${randomBytes(6).toString('hex')}`;
  let dir: string;
  let shellDir: string;
  let databaseUrl: string;
  const sites: SiteProcess[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-limits-'));
    shellDir = path.join(dir, 'shell');
    mkdirSync(path.join(shellDir, 'dist'), { recursive: true });
    writeFileSync(
      path.join(shellDir, 'dist/index.html'),
      '<!doctype html><html><head><!--ssb:head--></head><body><div id="root"><!--/ssb:root--></div></body></html>',
    );
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(ADMIN_URL ?? '');
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    await Promise.all(
      sites.map(
        (site) =>
          new Promise((resolve) => {
            if (site.child.exitCode !== null) return resolve(null);
            site.child.once('exit', resolve);
            site.child.kill('SIGTERM');
          }),
      ),
    );
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds one client to one limit of wrong tokens across both servers, where each alone would allow its own', async () => {
    // Without the database each server counts its own ten: the limit doubles with the replicas.
    const alone = [await startSite(shellDir, path.join(dir, 'var-a'), {}), await startSite(shellDir, path.join(dir, 'var-b'), {})];
    sites.push(...alone);
    const apart = await guesses(alone[0] as SiteProcess, alone[1] as SiteProcess);
    expect(apart.unauthorized).toBe(20);

    const shared = [
      await startSite(shellDir, path.join(dir, 'var-c'), { DATABASE_URL: databaseUrl }),
      await startSite(shellDir, path.join(dir, 'var-d'), { DATABASE_URL: databaseUrl }),
    ];
    sites.push(...shared);
    for (const site of shared) expect(site.log.join('')).toContain('limits per address: shared through postgres://');
    // Their stores connect (and make their table) as they start: on a loaded machine, give them a moment.
    await pause(1_000);
    const together = await guesses(shared[0] as SiteProcess, shared[1] as SiteProcess);
    // The site's ten, and at most one more per server that the other had not settled yet.
    expect(together.unauthorized).toBeGreaterThanOrEqual(10);
    expect(together.unauthorized).toBeLessThanOrEqual(12);
    // Once the limit is reached, only 429s, from both.
    expect(together.statuses.slice(together.unauthorized + 1)).toEqual(Array(29 - together.unauthorized).fill(429));
    await pause(300);
    expect([await wrongToken(shared[0] as SiteProcess), await wrongToken(shared[1] as SiteProcess)]).toEqual([429, 429]);
  }, 120_000);
});
