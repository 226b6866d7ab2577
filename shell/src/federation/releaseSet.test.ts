/**
 * @jest-environment node
 */
// Real HTTP on 127.0.0.1 with Node's fetch (what the browser has; jsdom has none).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RuntimeConfig } from '@ssb/contracts';
import { createReleaseSetCheck, releaseSetOf } from './releaseSet';

const page: RuntimeConfig = {
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.example/',
  legalInternetBankingUrl: 'https://ib.example/b/',
  vitalsSample: 0.1,
  remotes: {
    mfe_products: 'http://127.0.0.1:8081/releases/1.4.0-a/mf-manifest.json',
    mfe_calculators: 'http://127.0.0.1:8082/releases/1.1.0-b/mf-manifest.json',
    mfe_applications: 'http://127.0.0.1:8083/releases/1.0.0-c/mf-manifest.json',
    mfe_about: 'http://127.0.0.1:8084/releases/1.2.0-d/mf-manifest.json',
  },
  releases: {
    mfe_products: { id: '1.4.0-a', contractsRange: '^2.0.0', manifest: '/_releases/manifests/aa.json' },
    mfe_about: { id: '1.2.0-d', contractsRange: '^2.0.0', manifest: '/_releases/manifests/dd.json' },
  },
  cohorts: { mfe_products: 'control' },
};

let server: Server;
let base: string;
let handle: (req: IncomingMessage, res: ServerResponse) => void;
let requests: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests += 1;
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = 0;
});

const answering = (body: unknown, status = 200) => {
  handle = (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
};

const check = (timeoutMs = 5_000) => createReleaseSetCheck(page, { url: `${base}/runtime-config.json`, timeoutMs });

it('answers "same" when the site names the page’s own set, whatever else in the config changed', async () => {
  answering({ ...page, vitalsSample: 0.5, apiBaseUrl: '/api2' });
  await expect(check()()).resolves.toEqual({ kind: 'same' });
});

it.each([
  [
    'a remote’s release changed',
    { ...page.releases, mfe_products: { id: '1.5.0-e', contractsRange: '^2.0.0', manifest: '/_releases/manifests/ee.json' } },
    undefined,
  ],
  [
    'a release’s pinned manifest changed',
    { ...page.releases, mfe_about: { id: '1.2.0-d', contractsRange: '^2.0.0', manifest: '/_releases/manifests/d2.json' } },
    undefined,
  ],
  ['the visitor changed cohorts', page.releases, { mfe_products: 'canary' }],
  ['the canary ended (no cohorts)', page.releases, null],
])('answers "changed" when %s', async (_what, releases, cohorts) => {
  const now: RuntimeConfig = { ...page, releases: releases ?? {} };
  if (cohorts === null) delete now.cohorts;
  else if (cohorts) now.cohorts = cohorts as RuntimeConfig['cohorts'];
  answering(now);
  await expect(check()()).resolves.toEqual({ kind: 'changed', to: releaseSetOf(now) });
});

it('answers "changed" when a remote’s manifest URL changed', async () => {
  const now = { ...page, remotes: { ...page.remotes, mfe_calculators: 'http://127.0.0.1:8082/releases/1.2.0-x/mf-manifest.json' } };
  answering(now);
  await expect(check()()).resolves.toEqual({ kind: 'changed', to: releaseSetOf(now) });
});

it('answers "unknown" for an error, a body that is not a runtime config, or a server that does not answer in time', async () => {
  answering({ error: 'busy' }, 503);
  await expect(check()()).resolves.toEqual({ kind: 'unknown' });
  answering('<html>');
  await expect(check()()).resolves.toEqual({ kind: 'unknown' });
  answering({ remotes: { mfe_products: 'x' } });
  await expect(check()()).resolves.toEqual({ kind: 'unknown' });
  handle = () => undefined; // accepted, never answered
  const started = Date.now();
  await expect(check(150)()).resolves.toEqual({ kind: 'unknown' });
  expect(Date.now() - started).toBeLessThan(1_000);
});

it('answers "unknown" when nothing listens', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const check = createReleaseSetCheck(page, { url: `http://127.0.0.1:${port}/runtime-config.json` });
  await expect(check()).resolves.toEqual({ kind: 'unknown' });
});

it('has at most one request in flight, asks without any cache, and asks again once it is answered', async () => {
  const inits: RequestInit[] = [];
  let release: () => void = () => undefined;
  let arrived: () => void = () => undefined;
  const received = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  handle = (_req, res) => {
    release = () => res.end(JSON.stringify(page));
    arrived();
  };
  const ask = createReleaseSetCheck(page, {
    url: `${base}/runtime-config.json`,
    timeoutMs: 5_000,
    fetch: (url, init) => {
      inits.push(init ?? {});
      return fetch(url, init);
    },
  });
  const [a, b] = [ask(), ask()];
  await received;
  // Asked again while the first is unanswered: still the one request.
  const c = ask();
  release();
  await expect(Promise.all([a, b, c])).resolves.toEqual([{ kind: 'same' }, { kind: 'same' }, { kind: 'same' }]);
  expect(requests).toBe(1);
  expect(inits[0]).toMatchObject({ cache: 'no-store' });
  answering(page);
  await ask();
  expect(requests).toBe(2);
});
