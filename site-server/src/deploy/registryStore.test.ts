import { expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RegistryConflictError, createFileRegistryStore } from './registryStore';

/**
 * A process that saves the registry as fast as it can (each save a larger state), killed with
 * SIGKILL in the middle: the file left is a whole registry, never a torn one.
 */
const WRITER = `
import { createFileRegistryStore } from ${JSON.stringify(path.join(__dirname, 'registryStore.ts'))};
import { emptyRegistryState } from ${JSON.stringify(path.join(__dirname, 'registryState.ts'))};
const store = createFileRegistryStore(process.argv[1]);
const state = emptyRegistryState();
for (let i = 1; ; i += 1) {
  state.revision = i;
  state.remotes.mfe_about.history.unshift({ manifestUrl: 'http://127.0.0.1/x'.repeat(50), releaseId: 'r' + i, contractsRange: '^1.2.0', at: 'now', by: 'crash-test', action: 'deploy' });
  await store.save(state);
  if (i === 20) console.log('saving');
}
`;

it('survives SIGKILL in the middle of saves: the old state or the new one, never a broken file', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-crash-'));
  const file = path.join(dir, 'registry.json');
  try {
    for (let round = 0; round < 3; round += 1) {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', WRITER, file], { stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      await new Promise((r) => setTimeout(r, 30 + round * 40));
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      const state = await createFileRegistryStore(file).load();
      expect(state.revision).toBeGreaterThanOrEqual(20);
      expect(state.remotes.mfe_about.history[0]?.releaseId).toBe(`r${state.revision}`);
    }
    // Leftovers of an interrupted save are temporary files beside it, never the registry itself.
    expect(readdirSync(dir).filter((f) => !f.endsWith('.tmp'))).toEqual(['registry.json']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

it('as a file several processes share, refuses a save that does not build on the stored revision', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-shared-'));
  const file = path.join(dir, 'registry.json');
  try {
    const [a, b] = [createFileRegistryStore(file, { shared: true }), createFileRegistryStore(file, { shared: true })];
    expect(a.shared).toBe(true);
    const first = await a.load();
    const stale = await b.load();
    await a.save({ ...first, revision: 1 });
    // b read revision 0 too: its save of revision 1 would overwrite a's.
    await expect(b.save({ ...stale, revision: 1 })).rejects.toThrow(RegistryConflictError);
    expect((await b.load()).revision).toBe(1);
    await b.save({ ...(await b.load()), revision: 2 });
    expect((await a.load()).revision).toBe(2);
    // The lock is released after each save, refused or not.
    expect(readdirSync(dir)).toEqual(['registry.json']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('keeps the previews started until they end or expire, for every process reading the folder', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-previews-'));
  const file = path.join(dir, 'registry.json');
  try {
    const [a, b] = [createFileRegistryStore(file, { shared: true }), createFileRegistryStore(file, { shared: true })];
    const hour = Date.now() + 3_600_000;
    await a.previews.start({ id: 'p1', releases: { mfe_about: '1.0.0-aaa' }, expires: hour });
    await a.previews.start({ id: 'p2', releases: { mfe_about: '1.0.0-bbb', mfe_products: '2.0.0-ccc' }, expires: hour });
    // Expired already: never listed, and dropped at the next write.
    await b.previews.start({ id: 'old', releases: { mfe_about: '1.0.0-old' }, expires: Date.now() - 1 });
    const ids = async () => (await b.previews.active()).map((p) => p.id).sort();
    expect(await ids()).toEqual(['p1', 'p2']);
    expect((await b.previews.active()).find((p) => p.id === 'p2')).toEqual({
      id: 'p2',
      releases: { mfe_about: '1.0.0-bbb', mfe_products: '2.0.0-ccc' },
      expires: hour,
    });
    await b.previews.end('p1', hour);
    expect(await a.previews.ended('p1')).toBe(true);
    expect(await ids()).toEqual(['p2']);
    expect((await a.previews.active()).map((p) => p.id)).toEqual(['p2']);
    await a.previews.start({ id: 'p3', releases: { mfe_about: '1.0.0-ddd' }, expires: hour });
    expect(Object.keys(JSON.parse(readFileSync(path.join(dir, 'previews-started.json'), 'utf8')) as object).sort()).toEqual(['p2', 'p3']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
