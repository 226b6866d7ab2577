/**
 * Canary releases in the registry, over real HTTP: releases made by the real release tooling and
 * served by a remote's real origin, the registry's routes on a real port, its state in a file.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { createRemoteServer } from '@ssb/federation-config/release/remoteServer';
import { publishFakeRelease } from '@ssb/federation-config/release/test/fakeBuild';
import { createTokenGuard } from '../auth/tokenGuard';
import { deployRoutes } from './deployRoutes';
import { createOriginAllowlist } from './originAllowlist';
import { createDeployRegistry, type DeployRegistry } from './registry';
import { emptyRegistryState, isRegistryState, type HistoryEntry } from './registryState';
import { createFileRegistryStore } from './registryStore';
import { parseDeployTokens } from '../auth/tokens';

const ADMIN = 'ops:ops-secret-0123456789abcdef';
const TEAM = 'about-team@mfe_about:about-secret-0123456789';
const OTHER_TEAM = 'products-team@mfe_products:products-secret-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token.slice(token.indexOf(':') + 1)}` });

let dist: string;
let origin: FastifyInstance;
let originUrl: string;

const makeRelease = (text: string, remote = 'mfe_about') => publishFakeRelease(dist, originUrl, { text, remote });

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'ssb-canary-dist-'));
  origin = await createRemoteServer(dist);
  await origin.listen({ host: '127.0.0.1', port: 0 });
  originUrl = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await origin.close();
  rmSync(dist, { recursive: true, force: true });
});

interface View {
  remote: string;
  action: string;
  before: { releaseId: string } | null;
  live: { releaseId: string } | null;
  rollbackTo: { releaseId: string } | null;
  canary: {
    release: { releaseId: string; by: string; manifestDigest: string };
    share: number;
    stepAt: string;
    controlReleaseId: string | null;
  } | null;
  history: HistoryEntry[];
  etag: string;
  remoteEtag: string;
}

describe('canary releases in the deploy registry', () => {
  let varDir: string;
  let file: string;
  let site: FastifyInstance;
  let siteUrl: string;
  let registry: DeployRegistry;
  let clock: Date;
  let told: string[];
  let afterSwitches: number;

  async function startSite() {
    registry = await createDeployRegistry({
      store: createFileRegistryStore(file),
      checks: { allowlist: createOriginAllowlist(undefined), timeoutMs: 2_000 },
      now: () => clock,
    });
    const tokens = parseDeployTokens(`${ADMIN},${TEAM},${OTHER_TEAM}`);
    site = Fastify();
    await site.register(deployRoutes, {
      registry,
      tokens,
      guard: createTokenGuard({ tokens }),
      onOutcome: (remote, action, ok) => told.push(`${remote} ${action} ${ok ? 'done' : 'refused'}`),
      afterSwitch: async () => {
        afterSwitches += 1;
      },
    });
    await site.listen({ host: '127.0.0.1', port: 0 });
    siteUrl = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  }

  async function call(
    method: string,
    route: string,
    { token = TEAM, body, headers = {} }: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const res = await fetch(`${siteUrl}${route}`, {
      method,
      headers: { ...(token ? bearer(token) : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: res.status,
      etag: res.headers.get('etag'),
      body: (await res.json()) as View & { error?: string; field?: string; message?: string; check?: string },
    };
  }
  const deploy = (manifestUrl: string) => call('PUT', '/_deploy/remotes/mfe_about', { body: { manifestUrl } });
  const startCanary = (body: unknown, options: { token?: string | null; headers?: Record<string, string> } = {}) =>
    call('POST', '/_deploy/remotes/mfe_about/canary', { body, ...options });

  /** A live release, and a canary of the next one at 5 %. */
  let round = 0;
  async function liveAndCanary() {
    round += 1;
    const [live, next] = [makeRelease(`live-${round}`), makeRelease(`next-${round}`)];
    expect((await deploy(live.manifestUrl)).status).toBe(200);
    const started = await startCanary({ manifestUrl: next.manifestUrl });
    expect(started.status).toBe(201);
    return { live, next };
  }

  beforeEach(async () => {
    varDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-canary-'));
    file = path.join(varDir, 'registry.json');
    clock = new Date('2026-03-01T10:00:00.000Z');
    told = [];
    afterSwitches = 0;
    await startSite();
  });
  afterEach(async () => {
    await site.close();
    rmSync(varDir, { recursive: true, force: true });
  });

  it('starts a canary: pinned as a deploy pins it, in the history, saved, shown without its salt', async () => {
    const { live, next } = await liveAndCanary();
    const canary = registry.state().remotes.mfe_about.canary;
    expect(canary).toMatchObject({
      release: { releaseId: next.id, manifestUrl: next.manifestUrl, by: 'about-team', at: clock.toISOString() },
      share: 0.05,
      stepAt: clock.toISOString(),
      controlReleaseId: live.id,
    });
    // 16 random bytes, base64url: 22 characters, and another canary gets another salt.
    expect(canary?.salt).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Pinned: the manifest is in the store by digest, as a deploy's is.
    const pinned = await registry.files.get(canary?.release.manifestDigest ?? '');
    expect(JSON.parse(pinned?.toString('utf8') ?? '{}')).toMatchObject({ metaData: { release: { id: next.id } } });
    // Live is untouched; the history says what happened.
    expect(registry.state().remotes.mfe_about.live?.releaseId).toBe(live.id);
    expect(registry.state().remotes.mfe_about.history[0]).toMatchObject({ action: 'canary', releaseId: next.id, share: 0.05, by: 'about-team' });
    // Durable: the file holds it, and a new registry on it sees it.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ remotes: { mfe_about: { canary: { salt: canary?.salt } } } });
    await site.close();
    await startSite();
    expect(registry.state().remotes.mfe_about.canary).toEqual(canary);

    const read = await call('GET', '/_deploy/remotes/mfe_about/canary', { token: null });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ canary: { release: { releaseId: next.id }, share: 0.05, controlReleaseId: live.id }, etag: read.etag });
    const listing = (await call('GET', '/_deploy/remotes', { token: null })).body as unknown as { remotes: Record<string, View> };
    expect(listing.remotes.mfe_about?.canary).toMatchObject({ release: { releaseId: next.id } });
    expect(listing.remotes.mfe_products?.canary).toBeNull();
    for (const shown of [JSON.stringify(read.body), JSON.stringify(listing)]) expect(shown).not.toContain(canary?.salt);
  });

  it('answers the start with 201 and the remote’s view, tells the metrics and the other processes', async () => {
    const [live, next] = [makeRelease('view-live'), makeRelease('view-next')];
    await deploy(live.manifestUrl);
    const res = await startCanary({ manifestUrl: next.manifestUrl, share: 0.1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      remote: 'mfe_about',
      action: 'canary',
      live: { releaseId: live.id },
      canary: { release: { releaseId: next.id }, share: 0.1 },
      etag: '"registry-2"',
      remoteEtag: '"mfe_about-2"',
    });
    expect(res.body.canary).not.toHaveProperty('salt');
    expect(res.etag).toBe('"registry-2"');
    expect(told).toEqual(['mfe_about deploy done', 'mfe_about canary done']);
    expect(afterSwitches).toBe(2);
  });

  it('refuses a second canary, a share out of range, a remote with nothing live, the live release, and a failed check', async () => {
    const first = makeRelease('only-one');
    const nothing = await startCanary({ manifestUrl: first.manifestUrl });
    expect(nothing).toMatchObject({ status: 409, body: { error: 'nothing-live' } });
    expect(nothing.body.message).toContain('deploy a release first');

    expect((await deploy(first.manifestUrl)).status).toBe(200);
    expect(await startCanary({ manifestUrl: first.manifestUrl })).toMatchObject({ status: 409, body: { error: 'already-live' } });

    const next = makeRelease('second-try');
    for (const share of [0.7, 0, -0.1, 0.5000001])
      expect(await startCanary({ manifestUrl: next.manifestUrl, share })).toMatchObject({ status: 400, body: { field: 'share' } });
    expect(await startCanary({ manifestUrl: next.manifestUrl, share: '0.1' })).toMatchObject({ status: 400, body: { field: 'share' } });
    expect(await startCanary({ manifestUrl: next.manifestUrl, salt: 'mine' })).toMatchObject({ status: 400, body: { field: 'salt' } });
    expect(await startCanary({ manifestUrl: 'ftp://127.0.0.1/x' })).toMatchObject({ status: 400, body: { field: 'manifestUrl' } });
    expect(await startCanary(['not', 'an', 'object'])).toMatchObject({ status: 400 });

    const otherRemote = makeRelease('products-release', 'mfe_products');
    expect(await startCanary({ manifestUrl: otherRemote.manifestUrl })).toMatchObject({
      status: 422,
      body: { error: 'check-failed', check: 'remote-matches' },
    });
    expect(registry.state().revision).toBe(1);

    expect((await startCanary({ manifestUrl: next.manifestUrl, share: 0.5 })).status).toBe(201);
    const second = await startCanary({ manifestUrl: makeRelease('third').manifestUrl });
    expect(second).toMatchObject({ status: 409, body: { error: 'canary-running' } });
    expect(second.body.message).toContain(`promote or abort the canary of ${next.id} first`);
    expect(registry.state().remotes.mfe_about.canary?.release.releaseId).toBe(next.id);
    expect(told.filter((line) => line.endsWith('refused'))).toHaveLength(8);
  });

  it('refuses without a token, with a wrong one, and with a token scoped to other remotes', async () => {
    const [live, next] = [makeRelease('auth-live'), makeRelease('auth-next')];
    await deploy(live.manifestUrl);
    const body = { manifestUrl: next.manifestUrl };
    expect((await startCanary(body, { token: null })).status).toBe(401);
    expect((await startCanary(body, { token: 'x:not-the-token-0123456789' })).status).toBe(401);
    const scoped = await startCanary(body, { token: OTHER_TEAM });
    expect(scoped).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(registry.state().remotes.mfe_about.canary ?? null).toBeNull();
    // The admin's token acts on every remote; the team's on its own.
    expect((await startCanary(body, { token: ADMIN })).status).toBe(201);
    for (const step of ['promote', 'abort']) {
      expect((await call('POST', `/_deploy/remotes/mfe_about/canary/${step}`, { token: null })).status).toBe(401);
      expect((await call('POST', `/_deploy/remotes/mfe_about/canary/${step}`, { token: OTHER_TEAM })).status).toBe(403);
    }
    expect(registry.state().remotes.mfe_about.canary?.release.releaseId).toBe(next.id);
  });

  it('honours If-Match: a canary started on a state read before another switch is refused with 412', async () => {
    const [a, b, next] = [makeRelease('im-a'), makeRelease('im-b'), makeRelease('im-next')];
    await deploy(a.manifestUrl);
    const read = await call('GET', '/_deploy/remotes/mfe_about', { token: null });
    await deploy(b.manifestUrl);
    const late = await startCanary({ manifestUrl: next.manifestUrl }, { headers: { 'if-match': String(read.etag) } });
    expect(late).toMatchObject({ status: 412, body: { error: 'precondition-failed' } });
    const fresh = await call('GET', '/_deploy/remotes/mfe_about', { token: null });
    expect((await startCanary({ manifestUrl: next.manifestUrl }, { headers: { 'if-match': String(fresh.etag) } })).status).toBe(201);
  });

  it('refuses deploys and rollbacks of the remote while its canary runs, and of that remote only', async () => {
    const [older] = [makeRelease('older')];
    await deploy(older.manifestUrl);
    const { next } = await liveAndCanary();
    const refusedDeploy = await deploy(makeRelease('meanwhile').manifestUrl);
    expect(refusedDeploy).toMatchObject({ status: 409, body: { error: 'canary-running' } });
    expect(refusedDeploy.body.message).toContain(`promote or abort the canary of ${next.id} first`);
    const refusedRollback = await call('POST', '/_deploy/remotes/mfe_about/rollback');
    expect(refusedRollback).toMatchObject({ status: 409, body: { error: 'canary-running' } });
    // Another remote deploys as ever.
    const products = makeRelease('products', 'mfe_products');
    expect((await call('PUT', '/_deploy/remotes/mfe_products', { token: ADMIN, body: { manifestUrl: products.manifestUrl } })).status).toBe(200);
  });

  it('steps the share up with the judge’s decision in the history; never down, never past half', async () => {
    await liveAndCanary();
    const { salt } = registry.state().remotes.mfe_about.canary ?? {};
    clock = new Date('2026-03-01T11:00:00.000Z');
    const decision = { by: 'judge' as const, reason: 'no metric crossed its margin after 2 h', figures: { inp: { canary: 180, control: 176 } } };
    const stepped = await registry.canaryStep({ remote: 'mfe_about', share: 0.25, by: 'canary-judge', decision });
    expect(stepped).toMatchObject({ ok: true, action: 'canary-step', canary: { share: 0.25, stepAt: clock.toISOString(), salt } });
    expect(stepped.ok && stepped.entry).toMatchObject({ action: 'canary-step', share: 0.25, by: 'canary-judge', decision, at: clock.toISOString() });
    expect(registry.state().remotes.mfe_about.history[0]).toEqual(stepped.ok ? stepped.entry : null);

    expect(await registry.canaryStep({ remote: 'mfe_about', share: 0.25, by: 'canary-judge', decision })).toMatchObject({
      ok: false,
      status: 409,
      error: 'share-not-raised',
    });
    expect(await registry.canaryStep({ remote: 'mfe_about', share: 0.6, by: 'canary-judge', decision })).toMatchObject({
      ok: false,
      status: 400,
      error: 'bad-request',
    });
    expect(await registry.canaryStep({ remote: 'mfe_products', share: 0.5, by: 'canary-judge', decision })).toMatchObject({
      ok: false,
      status: 409,
      error: 'no-canary',
    });
    expect(registry.state().remotes.mfe_about.canary?.share).toBe(0.25);
    // Saved before it answered.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ remotes: { mfe_about: { canary: { share: 0.25 } } } });
  });

  it('promotes: the canary’s release is live, the old live release is what a rollback returns to', async () => {
    const { live, next } = await liveAndCanary();
    const promoted = await call('POST', '/_deploy/remotes/mfe_about/canary/promote');
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({
      action: 'canary-promote',
      before: { releaseId: live.id },
      live: { releaseId: next.id },
      rollbackTo: { releaseId: live.id },
      canary: null,
    });
    const state = registry.state().remotes.mfe_about;
    expect(state.live).toMatchObject({ releaseId: next.id, by: 'about-team', manifestDigest: expect.stringMatching(/^sha384-/) });
    expect(state.previous[0]?.releaseId).toBe(live.id);
    expect(state.history[0]).toMatchObject({
      action: 'canary-promote',
      releaseId: next.id,
      decision: { by: 'manual', reason: 'promoted by about-team' },
    });
    expect(told).toContain('mfe_about canary-promote done');

    expect(await call('POST', '/_deploy/remotes/mfe_about/canary/promote')).toMatchObject({ status: 409, body: { error: 'no-canary' } });
    const back = await call('POST', '/_deploy/remotes/mfe_about/rollback');
    expect(back).toMatchObject({ status: 200, body: { before: { releaseId: next.id }, live: { releaseId: live.id } } });
  });

  it('aborts: the canary ends and the live release stays; the judge’s rollback is recorded as its own', async () => {
    const { live, next } = await liveAndCanary();
    expect(await call('POST', '/_deploy/remotes/mfe_about/canary/abort', { body: { reason: 'x' } })).toMatchObject({ status: 400 });
    const aborted = await call('POST', '/_deploy/remotes/mfe_about/canary/abort');
    expect(aborted).toMatchObject({ status: 200, body: { action: 'canary-abort', live: { releaseId: live.id }, canary: null } });
    expect(registry.state().remotes.mfe_about.history[0]).toMatchObject({
      action: 'canary-abort',
      releaseId: next.id,
      decision: { by: 'manual', reason: 'aborted by about-team' },
    });
    expect(await call('POST', '/_deploy/remotes/mfe_about/canary/abort')).toMatchObject({ status: 409, body: { error: 'no-canary' } });
    expect(await call('GET', '/_deploy/remotes/mfe_about/canary', { token: null })).toMatchObject({ status: 200, body: { canary: null } });

    // The next canary gets a salt of its own; the judge rolls it back.
    const before = registry.state().remotes.mfe_about.history.length;
    expect((await startCanary({ manifestUrl: next.manifestUrl })).status).toBe(201);
    const decision = { by: 'judge' as const, reason: 'INP p75 +24 % (interval +14 % to +35 %) crossed its margin of +10 %' };
    const rolled = await registry.abortCanary({ remote: 'mfe_about', by: 'canary-judge', decision, action: 'canary-rollback' });
    expect(rolled).toMatchObject({ ok: true, action: 'canary-rollback', canary: null, live: { releaseId: live.id } });
    const { history } = registry.state().remotes.mfe_about;
    expect(history.length).toBe(before + 2);
    expect(history[0]).toMatchObject({ action: 'canary-rollback', releaseId: next.id, by: 'canary-judge', decision });
    // A deploy goes through again once no canary runs.
    expect((await deploy(next.manifestUrl)).status).toBe(200);
  });

  it('loads a registry saved before canaries existed, starts a canary on it, and refuses a canary that is not one', async () => {
    await site.close();
    const live = makeRelease('old-registry');
    const old = emptyRegistryState();
    const release = {
      manifestUrl: live.manifestUrl,
      releaseId: live.id,
      contractsRange: `^${CONTRACTS_VERSION}`,
      at: '2025-12-01T00:00:00.000Z',
      by: 'deploy',
    };
    old.remotes.mfe_about = { live: release, previous: [], history: [{ ...release, action: 'deploy' }], revision: 1 };
    old.revision = 1;
    writeFileSync(file, JSON.stringify(old));
    expect(JSON.parse(readFileSync(file, 'utf8')).remotes.mfe_about).not.toHaveProperty('canary');
    await startSite();
    expect(registry.state().remotes.mfe_about.live?.releaseId).toBe(live.id);
    // Its live release was never pinned: the canary's control is what is live all the same.
    const next = makeRelease('after-upgrade');
    expect((await startCanary({ manifestUrl: next.manifestUrl })).body).toMatchObject({ canary: { controlReleaseId: live.id } });

    const broken = structuredClone(registry.state());
    for (const bad of [{ share: 0.9 }, { salt: '' }, { release: null }]) {
      const canary = { ...broken.remotes.mfe_about.canary, ...bad };
      expect(isRegistryState({ ...broken, remotes: { ...broken.remotes, mfe_about: { ...broken.remotes.mfe_about, canary } } })).toBe(false);
    }
    const history = [{ ...release, action: 'canary-jump' }];
    expect(isRegistryState({ ...broken, remotes: { ...broken.remotes, mfe_about: { ...broken.remotes.mfe_about, history } } })).toBe(false);
  });
});
