import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { finalizeRelease } from '@ssb/federation-config/release/finalizeRelease';
import { createRemoteServer } from '@ssb/federation-config/release/remoteServer';
import { writeFakeBuild } from '@ssb/federation-config/release/test/fakeBuild';
import { createDeployRegistry } from './registry';
import { createFileRegistryStore } from './registryStore';
import { createOriginAllowlist } from './originAllowlist';
import { deployRoutes } from './deployRoutes';
import { parseDeployTokens } from '../auth/tokens';
import { createTokenGuard } from '../auth/tokenGuard';
import { runtimeConfigOf } from './runtimeConfigView';

const TOKEN = 'about-team:0123456789abcdef-secret';
const BEARER = { authorization: 'Bearer 0123456789abcdef-secret' };

/** A remote's dist/ with releases made by the real release tooling, served over real HTTP. */
let dist: string;
let origin: FastifyInstance;
let base: string;
let n = 0;

function makeRelease(text: string, options: { remote?: string; contractsVersion?: string } = {}) {
  const staging = path.join(dist, `.staging-${(n += 1)}`);
  writeFakeBuild(staging, { text, remote: options.remote ?? 'mfe_about' });
  const made = finalizeRelease({
    stagingDir: staging,
    distDir: dist,
    version: '1.0.0',
    contractsVersion: options.contractsVersion ?? CONTRACTS_VERSION,
    serverEntry: 'server/routes.cjs',
  });
  return { id: made.id, dir: made.dir, manifestUrl: `${base}/releases/${made.id}/mf-manifest.json` };
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'ssb-registry-dist-'));
  origin = await createRemoteServer(dist);
  await origin.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await origin.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the deploy registry over HTTP', () => {
  let varDir: string;
  let site: FastifyInstance;
  let logs: string[];

  async function startSite(allowSetting?: string) {
    const registry = await createDeployRegistry({
      store: createFileRegistryStore(path.join(varDir, 'registry.json')),
      checks: { allowlist: createOriginAllowlist(allowSetting), timeoutMs: 1_000 },
    });
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } as unknown as FastifyBaseLogger });
    const tokens = parseDeployTokens(TOKEN);
    await app.register(deployRoutes, { registry, tokens, guard: createTokenGuard({ tokens }) });
    app.get('/config', async () => runtimeConfigOf({ apiBaseUrl: '/api', internetBankingUrl: 'x', legalInternetBankingUrl: 'y' }, registry.state()));
    return app;
  }

  const deploy = (manifestUrl: string, headers: Record<string, string> = BEARER) =>
    site.inject({
      method: 'PUT',
      url: '/_deploy/remotes/mfe_about',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { manifestUrl },
    });

  beforeEach(async () => {
    varDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-registry-'));
    logs = [];
    site = await startSite();
  });
  afterEach(async () => {
    await site.close();
    rmSync(varDir, { recursive: true, force: true });
  });

  it('lists the four remotes with an ETag, and answers 304 when nothing changed', async () => {
    const res = await site.inject({ url: '/_deploy/remotes' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ remotes: Record<string, { live: unknown; history: unknown[] }> }>();
    expect(Object.keys(body.remotes).sort()).toEqual(['mfe_about', 'mfe_applications', 'mfe_calculators', 'mfe_products']);
    expect(body.remotes.mfe_about).toMatchObject({ live: null, history: [] });
    const again = await site.inject({ url: '/_deploy/remotes', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('deploys a checked release: live, in the history, by the token name, in the runtime config', async () => {
    const release = makeRelease('first');
    const res = await deploy(release.manifestUrl);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      remote: 'mfe_about',
      before: null,
      live: { releaseId: release.id, by: 'about-team', contractsRange: `^${CONTRACTS_VERSION}` },
    });
    const listed = (await site.inject({ url: '/_deploy/remotes' })).json<{
      remotes: { mfe_about: { live: { manifestUrl: string }; history: { releaseId: string }[] } };
    }>();
    expect(listed.remotes.mfe_about.live.manifestUrl).toBe(release.manifestUrl);
    expect(listed.remotes.mfe_about.history.map((h) => h.releaseId)).toEqual([release.id]);
    const config = (await site.inject({ url: '/config' })).json<{ remotes: { mfe_about: string }; releases: { mfe_about: { id: string } } }>();
    expect(config.remotes.mfe_about).toBe(release.manifestUrl);
    expect(config.releases.mfe_about.id).toBe(release.id);
    expect(logs.join('')).toContain(`deploy: mfe_about (none) → ${release.id} by about-team`);
  });

  it('survives a restart: a new server on the same store sees the live release', async () => {
    const release = makeRelease('durable');
    expect((await deploy(release.manifestUrl)).statusCode).toBe(200);
    await site.close();
    site = await startSite();
    const listed = (await site.inject({ url: '/_deploy/remotes' })).json<{ remotes: { mfe_about: { live: { releaseId: string } } } }>();
    expect(listed.remotes.mfe_about.live.releaseId).toBe(release.id);
  });

  it('refuses without a token or with a wrong one, logs the first attempt of the minute (never the token), changes nothing', async () => {
    const release = makeRelease('x');
    const none = await deploy(release.manifestUrl, {});
    expect(none.statusCode).toBe(401);
    const wrong = await deploy(release.manifestUrl, { authorization: 'Bearer not-the-token-at-all' });
    expect(wrong.statusCode).toBe(401);
    const rollback = await site.inject({ method: 'POST', url: '/_deploy/remotes/mfe_about/rollback' });
    expect(rollback.statusCode).toBe(401);
    const log = logs.join('');
    expect(log).toContain('deploy of mfe_about refused: no token (further refusals from 127.0.0.1 this minute are not logged)');
    expect(logs.filter((line) => line.includes('refused:'))).toHaveLength(1);
    expect(log).not.toContain('not-the-token-at-all');
    expect((await site.inject({ url: '/_deploy/remotes' })).json<{ revision: number }>().revision).toBe(0);
  });

  it('refuses with 412 when If-Match holds an ETag from before another switch', async () => {
    const etag = String((await site.inject({ url: '/_deploy/remotes' })).headers.etag);
    expect((await deploy(makeRelease('team-a').manifestUrl, { ...BEARER, 'if-match': etag })).statusCode).toBe(200);
    const late = makeRelease('team-b');
    const res = await deploy(late.manifestUrl, { ...BEARER, 'if-match': etag });
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({ error: 'precondition-failed' });
    const listed = (await site.inject({ url: '/_deploy/remotes' })).json<{ remotes: { mfe_about: { live: { releaseId: string } } } }>();
    expect(listed.remotes.mfe_about.live.releaseId).not.toBe(late.id);
  });

  it.each([
    ['contracts', () => makeRelease('future', { contractsVersion: '9.0.0' }).manifestUrl],
    ['remote-matches', () => makeRelease('other', { remote: 'mfe_products' }).manifestUrl],
    ['manifest-reachable', () => `${base}/releases/no-such-release/mf-manifest.json`],
    [
      'integrity',
      () => {
        const release = makeRelease('tampered');
        writeFileSync(path.join(release.dir, 'remoteEntry.js'), 'alert("changed after the build")');
        // The origin serves precompressed files first: change those too, as an attacker would.
        rmSync(path.join(release.dir, 'remoteEntry.js.br'), { force: true });
        rmSync(path.join(release.dir, 'remoteEntry.js.gz'), { force: true });
        return release.manifestUrl;
      },
    ],
    [
      'integrity',
      () => {
        const release = makeRelease('server-tampered');
        writeFileSync(path.join(release.dir, 'server/routes.cjs'), 'require("child_process")');
        return release.manifestUrl;
      },
    ],
  ])('answers 422 naming the failed check %s, and nothing switches', async (check, url) => {
    const good = makeRelease(`good-before-${check}`);
    expect((await deploy(good.manifestUrl)).statusCode).toBe(200);
    const res = await deploy(url());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'check-failed', check });
    const listed = (await site.inject({ url: '/_deploy/remotes' })).json<{ remotes: { mfe_about: { live: { releaseId: string } } } }>();
    expect(listed.remotes.mfe_about.live.releaseId).toBe(good.id);
  });

  it('gives up on a manifest that never answers, within its time limit', async () => {
    const silent: Server = createServer(() => undefined); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const res = await deploy(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/mf-manifest.json`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ check: 'manifest-reachable' });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('refuses an origin that is not allowed before fetching anything from it', async () => {
    await site.close();
    site = await startSite('https://cdn.ssb.tj');
    const release = makeRelease('elsewhere');
    const res = await deploy(release.manifestUrl);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ check: 'origin-allowed' });
  });

  it('rolls back to the release live before, then to the one before that, then has nothing left', async () => {
    const [a, b, c] = ['r-a', 'r-b', 'r-c'].map((t) => makeRelease(t));
    for (const r of [a, b, c]) expect((await deploy(r?.manifestUrl ?? '')).statusCode).toBe(200);
    const rollback = () => site.inject({ method: 'POST', url: '/_deploy/remotes/mfe_about/rollback', headers: BEARER });
    const first = await rollback();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ before: { releaseId: c?.id }, live: { releaseId: b?.id } });
    expect((await rollback()).json()).toMatchObject({ live: { releaseId: a?.id } });
    const none = await rollback();
    expect(none.statusCode).toBe(409);
    const history = (await site.inject({ url: '/_deploy/remotes/mfe_about' })).json<{ history: { releaseId: string; action: string }[] }>().history;
    expect(history.map((h) => `${h.action} ${h.releaseId}`)).toEqual([
      `rollback ${a?.id}`,
      `rollback ${b?.id}`,
      `deploy ${c?.id}`,
      `deploy ${b?.id}`,
      `deploy ${a?.id}`,
    ]);
  });

  it('refuses a body without a manifest URL and an unknown remote', async () => {
    const bad = await site.inject({
      method: 'PUT',
      url: '/_deploy/remotes/mfe_about',
      headers: { ...BEARER, 'content-type': 'application/json' },
      payload: { manifest: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'manifestUrl' });
    const unknown = await site.inject({
      method: 'PUT',
      url: '/_deploy/remotes/mfe_bank',
      headers: { ...BEARER, 'content-type': 'application/json' },
      payload: { manifestUrl: `${base}/x` },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps a valid registry file when a save is cut off: the old state or the new one', async () => {
    const file = path.join(varDir, 'registry.json');
    expect((await deploy(makeRelease('kept').manifestUrl)).statusCode).toBe(200);
    const saved = readFileSync(file, 'utf8');
    // A crash mid-write leaves only a temporary file beside the registry, never a half file in it.
    writeFileSync(`${file}.99999.1.tmp`, saved.slice(0, saved.length / 2));
    await site.close();
    site = await startSite();
    expect((await site.inject({ url: '/_deploy/remotes' })).json<{ revision: number }>().revision).toBe(1);
  });
});
