import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { CONTRACTS_VERSION, REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@ssb/contracts/node';
import { finalizeRelease } from '@ssb/federation-config/release/finalizeRelease';
import { createRemoteServer } from '@ssb/federation-config/release/remoteServer';
import { writeFakeBuild } from '@ssb/federation-config/release/test/fakeBuild';
import { createReleaseReader } from '../deploy/releaseReader';
import { createDeployRegistry, type DeployRegistry } from '../deploy/registry';
import { createFileRegistryStore } from '../deploy/registryStore';
import { createOriginAllowlist } from '../deploy/originAllowlist';
import { runtimeConfigOf } from '../deploy/runtimeConfigView';
import { mkdirSync, writeFileSync } from 'node:fs';
import { healthRoutes } from './healthRoutes';
import { createTokenGuard } from '../auth/tokenGuard';
import { parseDeployTokens } from '../auth/tokens';

const SECRET = 'readiness-secret-0123456789';
/** The detail is for a deploy token's holder; the public answer says ready or not. */
const DETAIL = { authorization: `Bearer ${SECRET}` };

let dist: string;
let origin: FastifyInstance;
let registry: DeployRegistry;
let releaseId: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'ssb-ready-'));
  origin = await createRemoteServer(dist);
  await origin.listen({ host: '127.0.0.1', port: 0 });
  registry = await createDeployRegistry({
    store: createFileRegistryStore(path.join(dist, 'deploy', 'registry.json')),
    checks: { allowlist: createOriginAllowlist(undefined), timeoutMs: 5_000 },
  });
  // A real release of every remote, made by the release tooling and deployed (so pinned).
  for (const remote of REMOTE_NAMES) {
    writeFakeBuild(path.join(dist, '.staging'), { remote, text: remote });
    const id = finalizeRelease({
      stagingDir: path.join(dist, '.staging'),
      distDir: dist,
      version: '1.0.0',
      contractsVersion: CONTRACTS_VERSION,
      serverEntry: 'server/routes.cjs',
    }).id;
    if (remote === 'mfe_about') releaseId = id;
    const manifestUrl = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}/releases/${id}/mf-manifest.json`;
    const outcome = await registry.deploy({ remote, manifestUrl, by: 'test' });
    if (!outcome.ok) throw new Error(outcome.message);
  }
}, 30_000);
afterAll(async () => {
  await origin.close();
  rmSync(dist, { recursive: true, force: true });
});

async function site(
  config: RuntimeConfig,
  api: string,
  hosted?: DeployRegistry,
  serverRenderingOff?: (config: RuntimeConfig) => Partial<Record<RemoteName, string>>,
) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _e, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } as unknown as FastifyBaseLogger });
  await app.register(healthRoutes, {
    runtimeConfig: () => config,
    releaseOf: createReleaseReader({ files: registry.files }),
    serverRenderingOff,
    apiUpstream: api,
    registry: hosted,
    guard: createTokenGuard({ tokens: parseDeployTokens(`ops:${SECRET}`) }),
  });
  await app.ready();
  return { app, lines };
}

/** The registry's live releases, with mfe_about's range as given (the registry would refuse a range it does not accept). */
const config = (range: string): RuntimeConfig => {
  const live = runtimeConfigOf({ apiBaseUrl: '/api', internetBankingUrl: 'x', legalInternetBankingUrl: 'y' }, registry.state());
  const about = live.releases?.mfe_about;
  return { ...live, releases: { ...live.releases, ...(about ? { mfe_about: { ...about, contractsRange: range } } : {}) } };
};

it('reports a live release this shell does not accept, at start in the log and in /readyz', async () => {
  const { app, lines } = await site(config('^9.0.0'), 'http://127.0.0.1:1');
  try {
    expect(lines.join('')).toMatch(/mfe_about: live release .* needs contracts \^9\.0\.0; this shell has /);
    expect(lines.join('')).toContain(`this shell has ${CONTRACTS_VERSION}`);
    const res = await app.inject({ url: '/readyz', headers: DETAIL });
    expect(res.statusCode).toBe(503);
    const body = res.json<{
      ready: boolean;
      api: { ok: boolean };
      remotes: Record<string, { ok: boolean; accepted: boolean; reachable: boolean; releaseId: string }>;
    }>();
    expect(body.api.ok).toBe(false); // nothing listens on port 1
    expect(body.remotes.mfe_about).toMatchObject({ ok: false, reachable: true, accepted: false, releaseId });
    expect(body.remotes.mfe_products).toMatchObject({ ok: true, accepted: true });
  } finally {
    await app.close();
  }
});

it('is degraded, still ready, while a remote’s pages are not rendered on the server, and says which and why', async () => {
  const api = Fastify();
  api.get('/healthz', async () => ({ status: 'ok' }));
  await api.listen({ host: '127.0.0.1', port: 0 });
  const off = { mfe_about: `release ${releaseId}: its server build cannot be loaded (it throws, crashes, loops or is refused at import)` };
  const { app } = await site(config(`^${CONTRACTS_VERSION}`), `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`, undefined, () => off);
  try {
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ready: true, status: 'degraded', serverRendering: off });
  } finally {
    await app.close();
    await api.close();
  }
});

it('is ready when the API answers and every remote is reachable and accepted', async () => {
  const api = Fastify();
  api.get('/healthz', async () => ({ status: 'ok' }));
  await api.listen({ host: '127.0.0.1', port: 0 });
  const { app, lines } = await site(config(`^${CONTRACTS_VERSION}`), `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`);
  try {
    const res = await app.inject({ url: '/readyz', headers: DETAIL });
    expect(res.json()).toMatchObject({
      ready: true,
      status: 'ready',
      serverRendering: {},
      contractsVersion: CONTRACTS_VERSION,
      remotes: { mfe_about: { detail: `release ${releaseId}` } },
    });
    expect(res.statusCode).toBe(200);
    expect(lines.join('')).not.toContain('needs contracts');
  } finally {
    await app.close();
    await api.close();
  }
});

it('a registry file that cannot be read makes the site unready; the answer names no file, the log does', async () => {
  const file = path.join(dist, 'torn', 'registry.json');
  const torn = await createDeployRegistry({
    store: createFileRegistryStore(file),
    checks: { allowlist: createOriginAllowlist(undefined), timeoutMs: 1_000 },
  });
  mkdirSync(path.dirname(file));
  writeFileSync(file, '{ torn');
  const { app, lines } = await site(config(`^${CONTRACTS_VERSION}`), 'http://127.0.0.1:1', torn);
  try {
    const res = await app.inject({ url: '/readyz', headers: DETAIL });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ ready: false, registry: { ok: false, detail: 'cannot be read (the log says why)' } });
    expect(res.body).not.toContain(dist);
    expect(lines.join('')).toContain('readiness: registry (');
    expect(lines.join('')).toContain(file);
  } finally {
    await app.close();
  }
});

it('tells the public only whether the site is ready, and which remotes are rendered in the browser for now; the detail needs a token', async () => {
  const off = { mfe_about: `release ${releaseId}: its render process ended and restarts in 1 s` };
  const { app } = await site(config('^9.0.0'), 'http://127.0.0.1:1', undefined, () => off);
  try {
    const open = await app.inject({ url: '/readyz' });
    expect(open.statusCode).toBe(503);
    expect(open.json()).toEqual({ ready: false, status: 'not-ready', serverRendering: off });
    expect(open.body).not.toMatch(/127\.0\.0\.1|mf-manifest|contracts/);
    expect((await app.inject({ url: '/readyz', headers: { authorization: 'Bearer wrong-0123456789abcdef' } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/readyz', headers: DETAIL })).json()).toMatchObject({
      api: { ok: false },
      remotes: { mfe_about: { accepted: false } },
    });
  } finally {
    await app.close();
  }
});

it('is ready but degraded on a new site with no release deployed, so that its first deploys can reach it', async () => {
  const api = Fastify();
  api.get('/healthz', async () => ({ status: 'ok' }));
  await api.listen({ host: '127.0.0.1', port: 0 });
  const empty = { ...config(`^${CONTRACTS_VERSION}`), remotes: { ...config(`^${CONTRACTS_VERSION}`).remotes, mfe_about: '' } };
  const { app } = await site(empty, `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`);
  try {
    const res = await app.inject({ url: '/readyz', headers: DETAIL });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ready: true,
      status: 'degraded',
      remotes: { mfe_about: { ok: true, reachable: false, detail: 'no live release yet: deploy one' }, mfe_products: { ok: true, reachable: true } },
    });
  } finally {
    await app.close();
    await api.close();
  }
});
