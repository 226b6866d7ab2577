/**
 * The registry's file store under real crashes: processes deploying in a loop are killed with
 * SIGKILL at random moments, and two deploy at once. After every kill the registry is whole (the
 * old state or the new one), the live release's pinned files are there and sound, and the next
 * deploy goes through at once: no lock is left behind. Concurrent deploys without If-Match all
 * go through, each on top of the other's (the later one wins), never a refusal or an error.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDeployRegistry } from './registry';
import { createFileRegistryStore } from './registryStore';
import { createOriginAllowlist } from './originAllowlist';
import { startReleaseOrigin, type ReleaseOrigin } from '../testing/serverBuildManifest';

let dir: string;
let origin: ReleaseOrigin;
let urls: string[];
const loop = path.join(__dirname, '../testing/deployLoop.ts');

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-crash-'));
  origin = await startReleaseOrigin();
  urls = ['a', 'b', 'c'].map((id) => origin.add({ id: `1.0.0-${id}`, remote: 'mfe_about', code: `module.exports = { id: '${id}' };` }));
});
afterAll(async () => {
  await origin.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Starts a deploying process; resolves once it has deployed `atLeast` times. */
function deployer(file: string, lines: string[], atLeast = 1): { child: ChildProcess; going: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', loop, file, ...urls], { stdio: ['ignore', 'pipe', 'inherit'] });
  const going = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      lines.push(...chunk.toString().trim().split('\n'));
      if (lines.filter((l) => l.startsWith('deployed')).length >= atLeast) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the deploying process ended (${code}): ${lines.slice(-3).join(' | ')}`)));
  });
  going.catch(() => undefined);
  return { child, going };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

it('stays whole and unlocked when a deploying process is killed at any moment', async () => {
  const file = path.join(dir, 'killed', 'registry.json');
  for (let round = 0; round < 6; round += 1) {
    const lines: string[] = [];
    const { child, going } = deployer(file, lines);
    await going;
    // Somewhere in the middle of a later deploy: fetching, pinning, locked or writing.
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.floor(Math.random() * 60)));
    await killed(child);
    const registry = await createDeployRegistry({
      store: createFileRegistryStore(file, { shared: true }),
      checks: { allowlist: createOriginAllowlist(undefined), timeoutMs: 5_000 },
    });
    const live = registry.state().remotes.mfe_about.live;
    expect(live?.manifestDigest).toBeDefined();
    expect(await registry.files.get(live?.manifestDigest ?? '')).not.toBeNull();
    const started = Date.now();
    const next = await registry.deploy({ remote: 'mfe_about', manifestUrl: urls[round % urls.length] ?? '', by: 'after-kill' });
    expect(next.ok).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  }
}, 120_000);

it('applies every one of concurrent deploys from two processes without If-Match, the later on top', async () => {
  const file = path.join(dir, 'concurrent', 'registry.json');
  const first: string[] = [];
  const second: string[] = [];
  const a = deployer(file, first, 10);
  const b = deployer(file, second, 10);
  await Promise.all([a.going, b.going]);
  await Promise.all([killed(a.child), killed(b.child)]);
  const outcomes = [...first, ...second].filter(Boolean);
  expect(outcomes.filter((l) => !l.startsWith('deployed '))).toEqual([]);
  expect(outcomes.length).toBeGreaterThanOrEqual(20);
}, 120_000);

it('takes a lock at once whose holder was killed while holding it', async () => {
  const key = path.join(dir, 'held', 'registry.json');
  const script = `import(${JSON.stringify(path.join(__dirname, 'machineLock.ts'))}).then((m) => m.withMachineLock(${JSON.stringify(key)}, () => { console.log('held'); setInterval(() => undefined, 1000); return new Promise(() => undefined); }))`;
  const holder = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => holder.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve()));
  const { withMachineLock, LockBusyError } = await import('./machineLock');
  await expect(withMachineLock(key, () => 'mine', { waitMs: 200 })).rejects.toBeInstanceOf(LockBusyError);
  await killed(holder);
  const started = Date.now();
  expect(await withMachineLock(key, () => 'mine', { waitMs: 200 })).toBe('mine');
  expect(Date.now() - started).toBeLessThan(200);
}, 30_000);
