import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { CONTENT_PREVIEW_COOKIE, CONTENT_PREVIEW_HEADER, createContentPreviewCodec } from '@ssb/server-kit/contentPreview';
import { createSiteServer } from '../site-server';
import { emptyRegistryState } from '../deploy/registryState';
import { runtimeConfigOf } from '../deploy/runtimeConfigView';
import { CONTENT_PREVIEW_BANNER_ID, CONTENT_PREVIEW_END_PATH, CONTENT_PREVIEW_PATH } from './contentPreview';

// The site server's half of a content preview: the back office's form starts it (the seal in the
// body, never the URL), the cookie is this browser's, its pages name it in a banner, are never
// cached, and carry the seal to the API; another browser's pages and the page cache never see it.
// The API is an edge here (the API's own tests read the seal: api/test/contentPreview.test.ts).

const SERVICE_TOKEN = 'site-service-token-0123456789abcdef';
const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><meta name="description" content="x" /><!--ssb:head--></head><body><div id="root"><span><!--ssb:brand--></span><!--/ssb:root--></div></body></html>`;
const codec = createContentPreviewCodec(SERVICE_TOKEN);
const sealed = (expires = Date.now() + 10 * 60_000) =>
  codec.seal({ change: '0b6c4a52-8f0e-4a57-9d59-2c1f3f0a7d11', kind: 'deposits', title: 'Амонати «Афзоянда» <b>', expires });

let dir: string;
let api: FastifyInstance;
let site: FastifyInstance;
/** The preview header of each read the API was asked, in order. */
const seen: (string | undefined)[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-content-preview-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  api = Fastify();
  api.get('/api/*', async (req) => {
    const header = req.headers[CONTENT_PREVIEW_HEADER];
    seen.push(typeof header === 'string' ? header : undefined);
    return { results: [] };
  });
  await api.listen({ host: '127.0.0.1', port: 0 });
  site = await createSiteServer({
    distDir: dir,
    runtimeConfig: () =>
      runtimeConfigOf(
        { apiBaseUrl: '/api', internetBankingUrl: 'https://ib.example', legalInternetBankingUrl: 'https://ib.example/l' },
        emptyRegistryState(),
      ),
    apiUpstream: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
    publicOrigin: 'https://ssb.tj',
    serviceToken: SERVICE_TOKEN,
    pageCacheMs: 60_000,
    preloadRemotes: false,
  });
  await site.ready();
});

afterAll(async () => {
  await site.close();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const start = (fields: Record<string, string>) =>
  site.inject({
    method: 'POST',
    url: CONTENT_PREVIEW_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const cookiePair = (setCookie: unknown) => String(setCookie).split(';')[0] ?? '';

describe('a content preview on the site', () => {
  it('starts from a posted seal: an HttpOnly, SameSite=Lax, Secure cookie for its life, and the page it is about', async () => {
    const res = await start({ token: sealed(), return: '/Deposit/8' });
    expect([res.statusCode, res.headers.location, res.headers['cache-control']]).toEqual([303, '/Deposit/8', 'no-store']);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${CONTENT_PREVIEW_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/);
    expect(Number(/Max-Age=(\d+)/.exec(setCookie)?.[1])).toBeGreaterThan(500);
    // Another site's address is not where it goes.
    expect((await start({ token: sealed(), return: '//evil.example/x' })).headers.location).toBe('/');
  });

  it('refuses a forged or ended seal, in the language asked, and sets nothing', async () => {
    for (const token of [
      `${sealed().split('.')[0] ?? ''}.AAAA`,
      sealed(Date.now() - 1),
      createContentPreviewCodec('another-token-0123456789abcdef').seal({ change: 'x', kind: 'news', title: 'x', expires: Date.now() + 60_000 }),
    ]) {
      const res = await start({ token, return: '/', lang: 'ru' });
      expect([res.statusCode, res.headers['set-cookie'], res.body]).toEqual([
        400,
        undefined,
        expect.stringContaining('Срок этого предпросмотра истёк'),
      ]);
    }
  });

  it('names the change on this browser’s pages, keeps them out of the page cache, and hands the seal to the API alone', async () => {
    const cookie = cookiePair((await start({ token: sealed(), return: '/Deposit/8' })).headers['set-cookie']);
    // Everyone's page first (stored), then the previewer's, then everyone's again.
    const before = await site.inject({ url: '/ru/news' });
    expect(before.body).not.toContain(CONTENT_PREVIEW_BANNER_ID);
    seen.length = 0;
    const own = await site.inject({ url: '/ru/news', headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.body).toContain(`id="${CONTENT_PREVIEW_BANNER_ID}"`);
    expect(own.body).toContain('Амонати «Афзоянда» &lt;b&gt;');
    expect(own.body).toContain(`action="${CONTENT_PREVIEW_END_PATH}"`);
    const after = await site.inject({ url: '/ru/news' });
    expect(after.body).not.toContain(CONTENT_PREVIEW_BANNER_ID);
    expect(after.headers['cache-control']).not.toContain('private');

    // The browser's own reads through /api carry it; a visitor's header of that name goes no further.
    seen.length = 0;
    await site.inject({ url: '/api/Deposit/8/?language_id=2', headers: { cookie } });
    await site.inject({ url: '/api/Deposit/8/?language_id=2', headers: { [CONTENT_PREVIEW_HEADER]: sealed() } });
    expect(seen).toEqual([cookie.split('=')[1], undefined]);

    const ended = await site.inject({
      method: 'POST',
      url: CONTENT_PREVIEW_END_PATH,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'return=%2Fru%2Fnews',
    });
    expect([ended.statusCode, ended.headers.location]).toEqual([303, '/ru/news']);
    expect(String(ended.headers['set-cookie'])).toMatch(/Max-Age=0/);
  });
});
