/**
 * The render sandbox's walls, tried the way the penetration test tried them: hostile releases
 * (real releases, valid integrity, deployed through the registry with a real token) whose server
 * code attacks from inside its render process. Each attack fails with every wall up, and another
 * remote's page keeps answering 200, rendered on the server; then each wall is taken down alone
 * (a test-only option of createSiteServer, never a setting) to show that its attack succeeds
 * without it. Where an attack was made "outside Node's permission model", the permission model is
 * taken down first, as it was then: what is shown is what the sandbox holds by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProcessWall } from '../render/sandbox/walls';
import { attempt, serverBuild, startHostileSite, type HostileSite } from '../testing/hostileSite';

/** A site whose render processes have every wall but these. */
const siteWithout = (...walls: ProcessWall[]) =>
  startHostileSite({ render: { sandbox: { memoryMb: 1024, walls: 'sandbox', unsafeWithout: walls } } });

/** What the attack's lines say: `label: ALLOWED …` or `label: denied (…)`, by label. */
function outcomes(body: string): Record<string, string> {
  const root = body.slice(body.indexOf('data-server-rendered>') + 'data-server-rendered>'.length, body.lastIndexOf('</div>'));
  return Object.fromEntries(
    root.split('\n').flatMap((line) => {
      const at = line.indexOf(': ');
      return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 2)]] : [];
    }),
  );
}

/** Another render process's pid (the live mfe_products release's), as this machine sees it. */
const otherPid = (site: HostileSite): number => {
  const pid = site.processes().find((p) => p.key.startsWith('live:mfe_products:'))?.pid;
  if (!pid) throw new Error('no render process of mfe_products');
  return pid;
};

/** Reads another render process's memory and mappings and signals it, as the penetration test did; lists /proc. */
const procAttack = (pid: number) =>
  serverBuild(`const out = [];
    const fs = process.getBuiltinModule('node:fs');
    ${attempt('proc', `const pids = fs.readdirSync('/proc').filter((n) => /^\\d+$/.test(n)); return pids.length > 5 ? pids.length + ' processes, the other ' + (pids.includes('${pid}') ? 'among them' : 'not') : pids.join(',')`)}
    ${attempt('mem', `const fd = fs.openSync('/proc/${pid}/mem', 'r'); const b = Buffer.alloc(64); fs.readSync(fd, b, 0, 64, 0x400000); return b.toString('hex')`)}
    ${attempt('maps', `return fs.readFileSync('/proc/${pid}/maps', 'utf8').split('\\n').length + ' mappings'`)}
    ${attempt('signal', `process.kill(${pid}, 0); return 'signalled'`)}
    return out.join('\\n');`);

describe('every wall up: what a hostile release’s server code cannot do', () => {
  let site: HostileSite;
  beforeAll(async () => {
    site = await startHostileSite();
  }, 60_000);
  afterAll(() => site.close());

  it('sees only itself in /proc, and cannot read, list or signal another release’s render process, even outside Node’s permission model', async () => {
    // Outside the permission model, as the penetration test was: the sandbox alone holds.
    const bare = await siteWithout('permission-model');
    try {
      const res = await bare.tryRelease(procAttack(otherPid(bare)));
      const seen = outcomes(res.body);
      expect(seen.proc).toBe('ALLOWED 1');
      expect(seen.mem).toMatch(/^denied \(ENOENT/);
      expect(seen.maps).toMatch(/^denied \(ENOENT/);
      expect(seen.signal).toMatch(/^denied \(ESRCH/);
      await bare.othersUnharmed();
    } finally {
      await bare.close();
    }
  }, 60_000);

  it('cannot write files with node:sqlite or anything else, nor read the site’s files: there is no sqlite, no /tmp, and the root is read-only', async () => {
    const registryFile = `${site.varDir}/deploy/registry.json`;
    // This machine's temporary folder, as the sandboxed process would name it.
    const tmpFile = path.join(os.tmpdir(), 'ssb-sandbox-owned');
    const res = await site.tryRelease(
      serverBuild(`const out = [];
      const fs = process.getBuiltinModule('node:fs');
      ${attempt('sqlite', `const s = process.getBuiltinModule('node:sqlite'); if (!s) throw new Error('no node:sqlite'); return typeof s`)}
      ${attempt('tmp', `fs.writeFileSync(${JSON.stringify(tmpFile)}, 'x'); return 'written'`)}
      ${attempt('registry', `return fs.readFileSync(${JSON.stringify(registryFile)}, 'utf8').slice(0, 20)`)}
      return out.join('\\n');`),
    );
    const seen = outcomes(res.body);
    expect(seen.sqlite).toBe('denied (no node:sqlite)');
    expect(seen.tmp).toMatch(/^denied/);
    expect(seen.registry).toMatch(/^denied/);
    await site.othersUnharmed();
  }, 30_000);
});

describe('each wall matters: taken down alone, its attack succeeds', () => {
  it('pid-namespace: without it, the other render process is in /proc and can be signalled', async () => {
    const bare = await siteWithout('permission-model', 'pid-namespace');
    try {
      const pid = otherPid(bare);
      const seen = outcomes((await bare.tryRelease(procAttack(pid))).body);
      expect(seen.proc).toMatch(/^ALLOWED \d+ processes, the other among them$/);
      expect(seen.signal).toBe('ALLOWED signalled');
      // Its memory stays closed even so: each sandbox is a user namespace of its own.
      expect(seen.mem).toMatch(/^denied \(EACCES|EPERM/);
    } finally {
      await bare.close();
    }
  }, 60_000);

  it('no-sqlite and mount-namespace: with both down, node:sqlite writes into the machine’s /tmp; with either up, it cannot', async () => {
    const file = `/tmp/ssb-sqlite-attack-${process.pid}.db`;
    rmSync(file, { force: true });
    const code = serverBuild(`const out = [];
      ${attempt(
        'vacuum',
        `const { DatabaseSync } = process.getBuiltinModule('node:sqlite'); const db = new DatabaseSync(':memory:');
         db.exec("CREATE TABLE t (x TEXT); INSERT INTO t VALUES ('owned')"); db.exec("VACUUM INTO '${file}'"); return 'written'`,
      )}
      return out.join('\\n');`);
    for (const walls of [['no-sqlite'], ['no-sqlite', 'mount-namespace']] as ProcessWall[][]) {
      const bare = await siteWithout(...walls);
      try {
        const seen = outcomes((await bare.tryRelease(code)).body);
        if (walls.length === 1) {
          // node:sqlite is there, but there is no /tmp to write into and the root is read-only.
          expect(seen.vacuum).toMatch(/^denied/);
          expect(existsSync(file)).toBe(false);
        } else {
          expect(seen.vacuum).toBe('ALLOWED written');
          expect(readFileSync(file).includes(Buffer.from('owned'))).toBe(true);
        }
      } finally {
        rmSync(file, { force: true });
        await bare.close();
      }
    }
  }, 90_000);

  it('network-namespace: without it, the release reaches the API’s port itself, past the relay', async () => {
    const bare = await siteWithout('network-namespace');
    try {
      const port = new URL(bare.apiBase).port;
      const before = bare.apiRequests.length;
      const code = serverBuild(`const out = [];
        ${attempt(
          'connect',
          `const net = process.getBuiltinModule('node:net');
           return await new Promise((resolve, reject) => { const s = net.connect(${port}, '127.0.0.1', () => { s.end('GET /internal/owned HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n'); resolve('connected'); }); s.on('error', reject); })`,
        )}
        return out.join('\\n');`);
      const seen = outcomes((await bare.tryRelease(code)).body);
      expect(seen.connect).toBe('ALLOWED connected');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(bare.apiRequests.slice(before).map((r) => r.url)).toContain('/internal/owned');
    } finally {
      await bare.close();
    }
  }, 60_000);

  it('permission-model: without it (the sandbox still up), a release starts a child process of Node inside its sandbox', async () => {
    const bare = await siteWithout('permission-model');
    try {
      const code = serverBuild(`const out = [];
        ${attempt('child', `return process.getBuiltinModule('node:child_process').spawnSync('/node', ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout`)}
        return out.join('\\n');`);
      const seen = outcomes((await bare.tryRelease(code)).body);
      // A process of its own, inside the sandbox's PID namespace (so a small pid).
      expect(seen.child).toMatch(/^ALLOWED \d$/);
      await bare.othersUnharmed();
    } finally {
      await bare.close();
    }
  }, 60_000);
});
