/**
 * The registry file store's leases (one site-server process of all that share the file runs the
 * canary judge): two stores on one file, as two processes of the site server open it.
 */
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDeployRegistry } from './registry';
import { createFileRegistryStore, type RegistryStore } from './registryStore';
import { createOriginAllowlist } from './originAllowlist';

let dir: string;
let a: RegistryStore;
let b: RegistryStore;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-lease-'));
  const file = path.join(dir, 'registry.json');
  [a, b] = [createFileRegistryStore(file, { shared: true }), createFileRegistryStore(file, { shared: true })];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('gives a lease to one of two holders asking at once, and not to the other while it lasts', async () => {
  const results = await Promise.all([a.lease.acquire('canary-judge', 'site-a', 10_000), b.lease.acquire('canary-judge', 'site-b', 10_000)]);
  expect(results.filter(Boolean)).toHaveLength(1);
  const winner = results[0] ? 'site-a' : 'site-b';
  const loser = winner === 'site-a' ? 'site-b' : 'site-a';
  expect(await b.lease.acquire('canary-judge', loser, 10_000)).toBe(false);
  // Another name is another lease.
  expect(await b.lease.acquire('other-job', loser, 10_000)).toBe(true);
  // Kept beside the registry, readable by the site alone.
  const file = path.join(dir, 'leases.json');
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ 'canary-judge': { holder: winner }, 'other-job': { holder: loser } });
  expect(statSync(file).mode & 0o777).toBe(0o600);
});

it('lets the other holder in once the lease has expired, and then not the first', async () => {
  expect(await a.lease.acquire('canary-judge', 'site-a', 150)).toBe(true);
  expect(await b.lease.acquire('canary-judge', 'site-b', 150)).toBe(false);
  await sleep(250);
  expect(await b.lease.acquire('canary-judge', 'site-b', 10_000)).toBe(true);
  expect(await a.lease.acquire('canary-judge', 'site-a', 10_000)).toBe(false);
});

it('renews the lease of its holder, which keeps it past its first expiry', async () => {
  expect(await a.lease.acquire('canary-judge', 'site-a', 300)).toBe(true);
  for (let i = 0; i < 4; i += 1) {
    await sleep(150);
    expect(await a.lease.acquire('canary-judge', 'site-a', 300)).toBe(true);
    expect(await b.lease.acquire('canary-judge', 'site-b', 300)).toBe(false);
  }
});

it('releases only the holder’s own lease', async () => {
  expect(await a.lease.acquire('canary-judge', 'site-a', 10_000)).toBe(true);
  await b.lease.release('canary-judge', 'site-b');
  expect(await b.lease.acquire('canary-judge', 'site-b', 10_000)).toBe(false);
  await a.lease.release('canary-judge', 'site-a');
  expect(await b.lease.acquire('canary-judge', 'site-b', 10_000)).toBe(true);
});

it('refuses a lease of no time or without a holder, and is the registry’s lease too', async () => {
  await expect(a.lease.acquire('canary-judge', 'site-a', 0)).rejects.toThrow(RangeError);
  await expect(a.lease.acquire('canary-judge', '', 1_000)).rejects.toThrow(RangeError);
  await expect(a.lease.acquire('', 'site-a', 1_000)).rejects.toThrow(RangeError);
  const registry = await createDeployRegistry({ store: a, checks: { allowlist: createOriginAllowlist(undefined) } });
  expect(await registry.lease.acquire('canary-judge', 'site-a', 10_000)).toBe(true);
  expect(await b.lease.acquire('canary-judge', 'site-b', 10_000)).toBe(false);
  // Nothing but the registry's own files beside it (the registry itself is written at the first switch).
  expect(readdirSync(dir)).toEqual(['leases.json']);
});
