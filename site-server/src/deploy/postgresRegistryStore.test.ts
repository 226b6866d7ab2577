import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { finalizeRelease } from '@ssb/federation-config/release/finalizeRelease';
import { createRemoteServer } from '@ssb/federation-config/release/remoteServer';
import { writeFakeBuild } from '@ssb/federation-config/release/test/fakeBuild';
import { createSiteServer } from '../site-server';
import { createOriginAllowlist } from './originAllowlist';
import { createPostgresRegistryStore } from './postgresRegistryStore';
import { createDeployRegistry, type DeployRegistry } from './registry';
import { emptyRegistryState, registryEtag, type RegistryState } from './registryState';
import { RegistryConflictError, type RegistryStore } from './registryStore';
import { runtimeConfigOf } from './runtimeConfigView';
import { parseDeployTokens } from '../auth/tokens';

/** An admin URL whose role may CREATE DATABASE: each run makes its own database and drops it. */
const ADMIN_URL = process.env.SSB_TEST_DATABASE_URL;

const TOKEN = 'about-team:0123456789abcdef-secret';
const BEARER = { authorization: 'Bearer 0123456789abcdef-secret' };
const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><meta name="description" content="x" /><!--ssb:head--></head><body><div id="root"><span><!--ssb:brand--></span><!--/ssb:root--></div></body></html>`;
const SETTINGS = { apiBaseUrl: '/api', internetBankingUrl: 'https://ib.example', legalInternetBankingUrl: 'https://ib.example/legal' };

/** A state one switch on from `base`, naming `releaseId` as mfe_about's live release. */
function switched(base: RegistryState, releaseId: string): RegistryState {
  const next = structuredClone(base);
  const live = {
    manifestUrl: `http://127.0.0.1:1/releases/${releaseId}/mf-manifest.json`,
    releaseId,
    contractsRange: `^${CONTRACTS_VERSION}`,
    at: 'now',
    by: 'test',
  };
  next.remotes.mfe_about.live = live;
  next.remotes.mfe_about.history.unshift({ ...live, action: 'deploy' });
  next.remotes.mfe_about.revision += 1;
  next.revision += 1;
  return next;
}

describe('the PostgreSQL registry store, without a database', () => {
  it('describes its database without the password or the query', async () => {
    const store = createPostgresRegistryStore('postgres://deployer:s3cr3t-pw@db.example:5432/ssb?sslmode=require&password=other-secret');
    try {
      expect(store.describe()).toBe('postgres://deployer@db.example:5432/ssb');
      expect(store.shared).toBe(true);
    } finally {
      await store.close?.();
    }
  });
});

// These need a real PostgreSQL (no double stands in for it): without SSB_TEST_DATABASE_URL they
// are skipped, and `npm run test:pg` runs them against the local cluster.
const describePg = ADMIN_URL ? describe : describe.skip;
const TITLE = 'the deploy registry in PostgreSQL, shared by several instances';

describePg(ADMIN_URL ? TITLE : `${TITLE} (needs SSB_TEST_DATABASE_URL: npm run test:pg runs it)`, () => {
  const database = `ssb_test_registry_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string;
  let dir: string;
  let origin: FastifyInstance;
  let base: string;
  let n = 0;
  let stores: RegistryStore[] = [];

  /** A store as one site-server instance opens it; closed after the test. */
  const openStore = () => {
    const store = createPostgresRegistryStore(databaseUrl);
    stores.push(store);
    return store;
  };

  const openRegistry = (store: RegistryStore = openStore()) =>
    createDeployRegistry({ store, checks: { allowlist: createOriginAllowlist(undefined), timeoutMs: 2_000 } });

  async function asAdmin<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  /** A release made by the real release tooling, served by a remote's real static server. */
  function makeRelease(text: string) {
    const staging = path.join(dir, 'dist', `.staging-${(n += 1)}`);
    writeFakeBuild(staging, { text, remote: 'mfe_about' });
    const made = finalizeRelease({
      stagingDir: staging,
      distDir: path.join(dir, 'dist'),
      version: '1.0.0',
      contractsVersion: CONTRACTS_VERSION,
      serverEntry: 'server/routes.cjs',
    });
    return { id: made.id, manifestUrl: `${base}/releases/${made.id}/mf-manifest.json` };
  }

  beforeAll(async () => {
    const admin = new URL(ADMIN_URL ?? '');
    await asAdmin(admin.toString(), (client) => client.query(`CREATE DATABASE ${database}`));
    admin.pathname = `/${database}`;
    databaseUrl = admin.toString();
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-pg-registry-'));
    mkdirSync(path.join(dir, 'dist'));
    mkdirSync(path.join(dir, 'shell'));
    writeFileSync(path.join(dir, 'shell/index.html'), TEMPLATE);
    origin = await createRemoteServer(path.join(dir, 'dist'));
    await origin.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await origin?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await asAdmin(ADMIN_URL ?? '', (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  });

  // Every test starts from a database without the table, as a first deploy of the site does.
  beforeEach(async () => {
    await asAdmin(databaseUrl, (client) => client.query('DROP TABLE IF EXISTS deploy_registry'));
  });
  afterEach(async () => {
    await Promise.all(stores.map((store) => store.close?.()));
    stores = [];
  });

  it('loads the empty state from an empty database (and makes the table)', async () => {
    expect(await openStore().load()).toEqual(emptyRegistryState());
    const { rows } = await asAdmin(databaseUrl, (client) => client.query("SELECT to_regclass('deploy_registry') AS name"));
    expect(rows[0]).toEqual({ name: 'deploy_registry' });
  });

  it('gives back what it saved, to this instance and to a new one', async () => {
    const store = openStore();
    const first = switched(emptyRegistryState(), 'r-one');
    await store.save(first);
    const second = switched(first, 'r-two');
    await store.save(second);
    expect(await store.load()).toEqual(second);
    expect(await openStore().load()).toEqual(second);
  });

  it('lets exactly one of two saves from the same revision win; the other is a conflict', async () => {
    const [a, b] = [openStore(), openStore()];
    for (const from of [emptyRegistryState(), switched(emptyRegistryState(), 'r-base')]) {
      if (from.revision > 0) await a.save(from);
      const results = await Promise.allSettled([a.save(switched(from, 'r-a')), b.save(switched(from, 'r-b'))]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const lost = results.find((r) => r.status === 'rejected');
      expect(lost?.status === 'rejected' && lost.reason).toBeInstanceOf(RegistryConflictError);
      const winner = results[0]?.status === 'fulfilled' ? 'r-a' : 'r-b';
      const stored = await b.load();
      expect(stored.revision).toBe(from.revision + 1);
      expect(stored.remotes.mfe_about.live?.releaseId).toBe(winner);
      await asAdmin(databaseUrl, (client) => client.query('DELETE FROM deploy_registry'));
    }
  });

  it('refuses a save on top of an old revision, and keeps the newer state', async () => {
    const store = openStore();
    const one = switched(emptyRegistryState(), 'r-one');
    await store.save(one);
    await store.save(switched(one, 'r-two'));
    await expect(store.save(switched(one, 'r-stale'))).rejects.toThrow(RegistryConflictError);
    await expect(store.save(switched(emptyRegistryState(), 'r-first-again'))).rejects.toThrow(/another instance switched/);
    expect((await store.load()).remotes.mfe_about.live?.releaseId).toBe('r-two');
  });

  it('makes the table once when several instances start together', async () => {
    const loads = await Promise.all(Array.from({ length: 6 }, () => openStore().load()));
    for (const state of loads) expect(state).toEqual(emptyRegistryState());
  });

  it('names the database in describe(), never its password', async () => {
    const store = openStore();
    const { password } = new URL(ADMIN_URL ?? '');
    const described = store.describe();
    expect(described).toContain(database);
    expect(new URL(described).password).toBe('');
    if (password) expect(described).not.toContain(`:${password}@`);
  });

  it('keeps the previews one instance starts for every instance until they end or expire', async () => {
    const [a, b] = [openStore(), openStore()];
    const hour = Date.now() + 3_600_000;
    await a.previews.start({ id: 'pg-p1', releases: { mfe_about: '1.0.0-aaa' }, expires: hour });
    await a.previews.start({ id: 'pg-p2', releases: { mfe_about: '1.0.0-bbb', mfe_products: '2.0.0-ccc' }, expires: hour });
    await b.previews.start({ id: 'pg-old', releases: { mfe_about: '1.0.0-old' }, expires: Date.now() - 1_000 });
    const ids = async (store: RegistryStore) => (await store.previews.active()).map((p) => p.id).sort();
    expect(await ids(b)).toEqual(['pg-p1', 'pg-p2']);
    expect((await b.previews.active()).find((p) => p.id === 'pg-p2')).toEqual({
      id: 'pg-p2',
      releases: { mfe_about: '1.0.0-bbb', mfe_products: '2.0.0-ccc' },
      expires: hour,
    });
    await b.previews.end('pg-p1', hour);
    expect(await a.previews.ended('pg-p1')).toBe(true);
    expect(await ids(a)).toEqual(['pg-p2']);
  });

  it("shows one instance's deploy to another at its refresh", async () => {
    const [a, b] = [await openRegistry(), await openRegistry()];
    const seen: number[] = [];
    b.onChange((state) => seen.push(state.revision));
    const release = makeRelease('seen-by-b');
    expect((await a.deploy({ remote: 'mfe_about', manifestUrl: release.manifestUrl, by: 'test' })).ok).toBe(true);
    expect(b.state().remotes.mfe_about.live).toBeNull();
    await b.refresh();
    expect(b.state().remotes.mfe_about.live?.releaseId).toBe(release.id);
    expect(seen).toEqual([1]);
  });

  it('applies a switch on a stale instance on top of the newest state, keeping the other deploy', async () => {
    const [a, b] = [await openRegistry(), await openRegistry()];
    const [first, second] = [makeRelease('by-a'), makeRelease('by-stale-b')];
    expect((await a.deploy({ remote: 'mfe_about', manifestUrl: first.manifestUrl, by: 'a' })).ok).toBe(true);
    // b has not refreshed: without If-Match its deploy builds on a's, not on what b read at start.
    const outcome = await b.deploy({ remote: 'mfe_about', manifestUrl: second.manifestUrl, by: 'b' });
    expect(outcome).toMatchObject({ ok: true, before: { releaseId: first.id }, after: { releaseId: second.id } });
    const stored = await openStore().load();
    expect(stored.revision).toBe(2);
    expect(stored.remotes.mfe_about.history.map((h) => h.releaseId)).toEqual([second.id, first.id]);
    expect(stored.remotes.mfe_about.previous[0]?.releaseId).toBe(first.id);
  });

  /** Instance b's store as it is, except that instance a switches once between b's read and b's write. */
  async function racingInstances(winnerUrl: string) {
    const a = await openRegistry();
    const real = openStore();
    let raced = false;
    const racing: RegistryStore = {
      ...real,
      async save(state) {
        if (!raced) {
          raced = true;
          expect((await a.deploy({ remote: 'mfe_about', manifestUrl: winnerUrl, by: 'a' })).ok).toBe(true);
        }
        return real.save(state);
      },
    };
    return { b: await openRegistry(racing), real };
  }

  it('answers 412 to a switch with If-Match that lost the race, takes the winner’s state and overwrites nothing', async () => {
    const [winner, loser] = [makeRelease('race-winner'), makeRelease('race-loser')];
    const { b, real } = await racingInstances(winner.manifestUrl);
    const ifMatch = registryEtag(b.state());
    const outcome = await b.deploy({ remote: 'mfe_about', manifestUrl: loser.manifestUrl, by: 'b', ifMatch });
    expect(outcome).toMatchObject({ ok: false, status: 412, error: 'precondition-failed' });
    expect(b.state().remotes.mfe_about.live?.releaseId).toBe(winner.id);
    const stored = await real.load();
    expect(stored.revision).toBe(1);
    expect(stored.remotes.mfe_about.live?.releaseId).toBe(winner.id);
  });

  it('applies a switch without If-Match that lost the race on top of the winner’s: the later one wins', async () => {
    const [winner, later] = [makeRelease('race-first'), makeRelease('race-later')];
    const { b, real } = await racingInstances(winner.manifestUrl);
    const outcome = await b.deploy({ remote: 'mfe_about', manifestUrl: later.manifestUrl, by: 'b' });
    expect(outcome).toMatchObject({ ok: true, before: { releaseId: winner.id }, after: { releaseId: later.id } });
    const stored = await real.load();
    expect(stored.revision).toBe(2);
    expect(stored.remotes.mfe_about.history.map((h) => h.releaseId)).toEqual([later.id, winner.id]);
  });

  it('gives a lease to one of two instances at once, on the database’s clock; renews it; lets the other in when it expires', async () => {
    const [a, b] = [openStore(), openStore()];
    const name = `canary-judge-${randomBytes(4).toString('hex')}`;
    const results = await Promise.all([a.lease.acquire(name, 'site-a', 10_000), b.lease.acquire(name, 'site-b', 10_000)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const [winner, loser] = results[0] ? [a, b] : [b, a];
    const [winnerName, loserName] = results[0] ? ['site-a', 'site-b'] : ['site-b', 'site-a'];
    expect(await loser.lease.acquire(name, loserName, 10_000)).toBe(false);
    // A renewal moves the expiry on: a short lease renewed as long is held past its first expiry.
    expect(await winner.lease.acquire(name, winnerName, 200)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await loser.lease.acquire(name, loserName, 10_000)).toBe(true);
    expect(await winner.lease.acquire(name, winnerName, 10_000)).toBe(false);
    const { rows } = await asAdmin(databaseUrl, (client) =>
      client.query<{ holder: string; left: number }>(
        'SELECT holder, extract(epoch FROM expires_at - now()) AS left FROM deploy_leases WHERE name = $1',
        [name],
      ),
    );
    expect(rows[0]?.holder).toBe(loserName);
    expect(Number(rows[0]?.left)).toBeGreaterThan(9);
    // Released by its holder only.
    await winner.lease.release(name, winnerName);
    expect(await winner.lease.acquire(name, winnerName, 10_000)).toBe(false);
    await loser.lease.release(name, loserName);
    expect(await winner.lease.acquire(name, winnerName, 10_000)).toBe(true);
  });

  it('renews a lease again and again for its holder while another instance keeps asking', async () => {
    const [a, b] = [openStore(), openStore()];
    const name = `canary-judge-${randomBytes(4).toString('hex')}`;
    expect(await a.lease.acquire(name, 'site-a', 300)).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await a.lease.acquire(name, 'site-a', 300)).toBe(true);
      expect(await b.lease.acquire(name, 'site-b', 300)).toBe(false);
    }
  });

  it('keeps a canary in the shared registry: every instance sees it, and none deploys over it', async () => {
    const [a, b] = [await openRegistry(), await openRegistry()];
    const [live, next, other] = [makeRelease('canary-live'), makeRelease('canary-next'), makeRelease('canary-other')];
    expect((await a.deploy({ remote: 'mfe_about', manifestUrl: live.manifestUrl, by: 'a' })).ok).toBe(true);
    const started = await a.canary({ remote: 'mfe_about', manifestUrl: next.manifestUrl, share: 0.05, by: 'a' });
    expect(started).toMatchObject({ ok: true, canary: { share: 0.05, controlReleaseId: live.id } });
    // b has not re-read: its deploy still sees the canary in the newest state and is refused.
    expect(await b.deploy({ remote: 'mfe_about', manifestUrl: other.manifestUrl, by: 'b' })).toMatchObject({ ok: false, error: 'canary-running' });
    expect(b.state().remotes.mfe_about.canary?.salt).toBe(started.ok ? started.canary?.salt : 'none');
    expect(await b.canary({ remote: 'mfe_about', manifestUrl: other.manifestUrl, share: 0.05, by: 'b' })).toMatchObject({
      ok: false,
      error: 'canary-running',
    });
    const stepped = await b.canaryStep({ remote: 'mfe_about', share: 0.25, by: 'judge', decision: { by: 'judge', reason: 'steady' } });
    expect(stepped).toMatchObject({ ok: true, canary: { share: 0.25 } });
    // a aborts; b, which last saw the canary running, deploys once it has read that it ended.
    expect(await a.abortCanary({ remote: 'mfe_about', by: 'a', action: 'canary-abort' })).toMatchObject({ ok: true, canary: null });
    expect(b.state().remotes.mfe_about.canary).not.toBeNull();
    expect(await b.deploy({ remote: 'mfe_about', manifestUrl: other.manifestUrl, by: 'b' })).toMatchObject({
      ok: true,
      after: { releaseId: other.id },
    });
    const stored = await openStore().load();
    expect(stored.remotes.mfe_about.history.map((h) => h.action)).toEqual(['deploy', 'canary-abort', 'canary-step', 'canary', 'deploy']);
    expect(stored.remotes.mfe_about.canary).toBeNull();
  });

  it('serves a deploy made through instance A from instance B within 5 s', async () => {
    const sites: FastifyInstance[] = [];
    const registries: DeployRegistry[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        const registry = await openRegistry();
        registries.push(registry);
        const site = await createSiteServer({
          distDir: path.join(dir, 'shell'),
          runtimeConfig: () => runtimeConfigOf(SETTINGS, registry.state()),
          deploy: { registry, tokens: parseDeployTokens(TOKEN) },
          registryPollMs: 100,
          apiUpstream: 'http://127.0.0.1:1',
          publicOrigin: 'https://ssb.tj',
          preloadRemotes: false,
        });
        await site.listen({ host: '127.0.0.1', port: 0 });
        sites.push(site);
      }
      const [urlA, urlB] = sites.map((site) => `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`);
      const release = makeRelease('through-a');
      const res = await fetch(`${urlA}/_deploy/remotes/mfe_about`, {
        method: 'PUT',
        headers: { ...BEARER, 'content-type': 'application/json' },
        body: JSON.stringify({ manifestUrl: release.manifestUrl }),
      });
      expect(res.status).toBe(200);
      const deployed = Date.now();
      let served: string | undefined;
      while (Date.now() - deployed < 5_000) {
        const config = (await (await fetch(`${urlB}/runtime-config.json`)).json()) as { remotes: Record<string, string> };
        served = config.remotes.mfe_about;
        if (served === release.manifestUrl) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(served).toBe(release.manifestUrl);
      expect(Date.now() - deployed).toBeLessThan(5_000);
      const listed = (await (await fetch(`${urlB}/_deploy/remotes`)).json()) as {
        revision: number;
        remotes: { mfe_about: { live: { releaseId: string } } };
      };
      expect(listed.revision).toBe(1);
      expect(listed.remotes.mfe_about.live.releaseId).toBe(release.id);
    } finally {
      // Closing a site server stops its polling and closes its registry's store.
      await Promise.all(sites.map((site) => site.close()));
    }
    await expect(registries[0]?.refresh()).rejects.toThrow();
  }, 20_000);
});
