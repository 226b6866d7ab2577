/**
 * One visitor request followed through the logs (W3C Trace Context): a real API and a real site
 * server in front of it, over real HTTP, each logging JSON lines; a page rendered in a real render
 * process whose API read the site relays. Every line of the request, the site's and the API's,
 * carries one trace id: the visitor's `traceparent`'s, or one the site starts.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { buildApp } from '@ssb/api/app';
import { createSiteServer } from './site-server';
import { parseDeployTokens } from './auth/tokens';
import { createTestRegistry, deployOrFail, pinnedConfig, startReleaseOrigin, type ReleaseOrigin } from './testing/serverBuildManifest';

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><!--ssb:head--></head><body><div id="root"><!--/ssb:root--></div><script defer src="/main.js"></script></body></html>`;

/** The shell's server build, reduced to a render that reads the API (through the site's relay). */
const FAKE_SHELL_BUILD = `
exports.sharedModule = () => ({});
exports.renderApp = async ({ loadRoutes, apiOrigin, notFound }) => {
  if (!notFound) await loadRoutes('mfe_products');
  const credits = await (await fetch(apiOrigin + '/api/Credit/?language_id=2')).json();
  return { html: '<main data-credits="' + credits.results.length + '"></main>', styleTags: '', resources: {} };
};`;

const ROUTES_BUILD = `module.exports = { buildId: 'b', contractsVersion: '${CONTRACTS_VERSION}', pages: {} };`;

const TRACE = '0af7651916cd43dd8448eb211c80319c';
const PARENT = 'b7ad6b7169203331';
const HEX32 = /^[0-9a-f]{32}$/;

interface Line {
  msg: string;
  reqId?: string;
  trace_id?: string;
  span_id?: string;
  req?: { url: string };
}

/** A pino destination collecting JSON lines. */
function logInto(lines: Line[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().trim().split('\n')) lines.push(JSON.parse(line) as Line);
      done();
    },
  });
}

describe('one request through the site server, its render and the API, in the logs', () => {
  let dir: string;
  let origin: ReleaseOrigin;
  let api: FastifyInstance;
  let site: FastifyInstance;
  let base: string;
  const siteLines: Line[] = [];
  const apiLines: Line[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-tracing-'));
    mkdirSync(path.join(dir, 'dist'));
    mkdirSync(path.join(dir, 'api'));
    writeFileSync(path.join(dir, 'dist/index.html'), TEMPLATE);
    writeFileSync(path.join(dir, 'render.cjs'), FAKE_SHELL_BUILD);
    api = await buildApp({ dataDir: path.join(dir, 'api'), logger: { level: 'info', stream: logInto(apiLines) } });
    await api.listen({ host: '127.0.0.1', port: 0 });
    origin = await startReleaseOrigin();
    const registry = await createTestRegistry(mkdtempSync(path.join(dir, 'registry-')));
    const pageData = { '/Credit/:slug': ['/Credit/:slug/?language_id={languageId}'] };
    await deployOrFail(registry, 'mfe_products', origin.add({ id: 'r1', remote: 'mfe_products', code: ROUTES_BUILD, metaData: { pageData } }));
    site = await createSiteServer({
      distDir: path.join(dir, 'dist'),
      runtimeConfig: () => pinnedConfig(registry),
      deploy: { registry, tokens: parseDeployTokens('test:0123456789abcdef-secret') },
      apiUpstream: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
      publicOrigin: 'https://ssb.tj',
      serverBuildFile: path.join(dir, 'render.cjs'),
      pageCacheMs: 0,
      logger: { level: 'info', stream: logInto(siteLines) },
    });
    await site.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  }, 30_000);

  afterAll(async () => {
    await site.close();
    await api.close();
    await origin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The request's answer, and the site's and the API's lines of it (by the request id both log), once both have logged its end. */
  async function follow(url: string, headers: Record<string, string> = {}, apiRequests = 1) {
    const res = await fetch(`${base}${url}`, { headers });
    const body = await res.text();
    const reqId = res.headers.get('x-request-id') ?? '';
    const of = (lines: Line[]) => lines.filter((line) => line.reqId === reqId);
    const completed = (lines: Line[]) => of(lines).filter((line) => line.msg === 'request completed').length;
    for (let waited = 0; waited < 2_000 && (completed(siteLines) < 1 || completed(apiLines) < apiRequests); waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return { res, body, site: of(siteLines), api: of(apiLines) };
  }

  it('carries the visitor’s trace id through the /api proxy to the API', async () => {
    const { res, site: seen, api: reached } = await follow('/api/Credit/?language_id=2', { traceparent: `00-${TRACE}-${PARENT}-01` });
    expect(res.status).toBe(200);
    // The proxy's own lines too (its upstream request and answer).
    expect(seen.map((l) => l.msg)).toEqual(['incoming request', 'fetching from remote server', 'response received', 'request completed']);
    expect(reached.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    for (const line of [...seen, ...reached]) expect(line.trace_id).toBe(TRACE);
    // A span per hop: the site's is not the visitor's, the API's is not the site's.
    const [siteSpan, apiSpan] = [seen[0]?.span_id, reached[0]?.span_id];
    expect(new Set([PARENT, siteSpan, apiSpan]).size).toBe(3);
    expect(seen.every((l) => l.span_id === siteSpan) && reached.every((l) => l.span_id === apiSpan)).toBe(true);
  });

  it('starts a trace for a request without a usable traceparent, shared by the site’s lines and the API’s', async () => {
    const cases: Record<string, string>[] = [
      {},
      { traceparent: `00-${TRACE.toUpperCase()}-${PARENT}-01` },
      { traceparent: `forged-${PARENT}"},"level":60` },
    ];
    for (const headers of cases) {
      const { res, site: seen, api: reached } = await follow('/api/Credit/?language_id=2', headers);
      expect(res.status).toBe(200);
      const traceId = seen[0]?.trace_id;
      expect(traceId).toMatch(HEX32);
      expect(traceId).not.toBe(TRACE);
      expect(reached).toHaveLength(2);
      for (const line of [...seen, ...reached]) expect(line.trace_id).toBe(traceId);
    }
    expect(JSON.stringify([...siteLines, ...apiLines])).not.toContain('forged');
  });

  it('carries it to the API’s reads of a page: the site’s own and its render process’s', async () => {
    const { res, body, site: seen, api: reached } = await follow('/ru/Credit/1', { traceparent: `00-${TRACE}-${PARENT}-01` }, 2);
    expect(res.status).toBe(200);
    // Rendered on the server, with the answer of the render's own read.
    expect(res.headers.get('server-timing')).toContain('render;desc="server"');
    expect(body).toMatch(/data-credits="[1-9]/);
    expect(seen.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    // The page's record, read by the site server; the list, read by the render through the relay
    // (the API logs a path in its one spelling, as it routed it).
    const asked = reached.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url);
    expect(asked.sort()).toEqual(['/api/Credit/1?language_id=2', '/api/Credit?language_id=2']);
    for (const line of [...seen, ...reached]) expect(line.trace_id).toBe(TRACE);
    expect(new Set(reached.map((l) => l.span_id)).size).toBe(2);
    expect(reached.map((l) => l.span_id)).not.toContain(seen[0]?.span_id);
  });
});
