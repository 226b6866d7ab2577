import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LANG_COOKIE } from '@ssb/shell/server';
import { createSiteServer } from './site-server';

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><meta name="description" content="x" /><!--ssb:head--></head><body><div id="root"><span><!--ssb:brand--></span></div></body></html>`;

const MANIFEST = {
  name: 'mfe_products',
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    pageChunks: { 'page-Credit-slug': ['622.9.js', 'page-Credit-slug.4.js'], 'page-Credit': ['page-Credit.5.js'] },
    pageData: {
      '/Credit/:slug': ['/Credit/:slug/?language_id={languageId}', '/slow/?language_id={languageId}', '/broken/'],
      '/Credit': ['/huge/'],
      '/Deposit/:slug': ['/Deposit/:slug/?language_id={languageId}'],
      '/news/:slug': ['/news/:slug/?language_id={languageId}'],
      '/about-bank': ['/pages/about-bank/?language_id={languageId}'],
    },
  },
  exposes: [{ name: 'routes', assets: { js: { sync: ['routes.abc.js'], async: ['page-x.1.js', 'i18n-ru.2.js', 'i18n-en.3.js'] } } }],
};

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const descriptionOf = (html: string) => {
  const found = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return found === undefined ? undefined : decode(found);
};
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('site server', () => {
  let dir: string;
  let remote: Server;
  let manifestUrl: string;
  let site: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-site-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), TEMPLATE);
    writeFileSync(path.join(dir, 'dist/preload.json'), JSON.stringify({ scripts: ['bootstrap.1.js', '470.2.js'] }));
    // A real HTTP server stands in for a remote's static server and for the API.
    remote = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      // What the /api proxy passes on is the path's one spelling (no trailing slash); the page data is asked as its templates say.
      const proxied = (req.url ?? '').replace(/\/$/, '');
      if (req.url === '/api/Credit/3/?language_id=2') return void res.end(JSON.stringify({ id: 3, name: '</script><b>$& Қарз' }));
      if (proxied.startsWith('/api/slow')) return void setTimeout(() => res.end('{"late":true}'), 1_000);
      if (proxied === '/api/broken') return void res.writeHead(500).end('{}');
      if (proxied === '/api/huge') return void res.end(JSON.stringify({ results: 'x'.repeat(100_000) }));
      if (req.url === '/api/Deposit/5/?language_id=3')
        return void res.end(JSON.stringify({ id: 5, title: 'Term "Growth" deposit', summary: 'Up to 14% a year in somoni.' }));
      if (req.url === '/api/Deposit/5/?language_id=1')
        return void res.end(JSON.stringify({ id: 5, title: 'Амонати «Афзоиш»', description: `${'Фоизи баланд '.repeat(20)}ва пардохти ҳармоҳа.` }));
      if (req.url === '/api/pages/about-bank/?language_id=2')
        return void res.end(JSON.stringify({ name: 'about-bank', title: 'О банке', summary: 'От микрокредитного фонда до коммерческого банка.' }));
      if (/^\/api\/(Deposit|news)\/(999|nope)\//.test(req.url ?? '')) return void res.writeHead(404).end('{"error":"not_found"}');
      if (req.url?.startsWith('/api/Credit/7/')) return void res.writeHead(500).end('{}');
      if (proxied === '/api/echo-id') return void res.end(JSON.stringify({ id: req.headers['x-request-id'] ?? null }));
      res.end(req.url === '/mf-manifest.json' ? JSON.stringify(MANIFEST) : '{}');
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    manifestUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/mf-manifest.json`;
    const remotes = {
      mfe_products: manifestUrl,
      mfe_calculators: 'http://127.0.0.1:1/mf-manifest.json', // nothing listens there
      mfe_applications: manifestUrl,
      mfe_about: manifestUrl,
    };
    const config = { apiBaseUrl: '/api', internetBankingUrl: 'https://ib.example', legalInternetBankingUrl: 'https://ib.example/legal', remotes };
    site = await createSiteServer({
      distDir: path.join(dir, 'dist'),
      runtimeConfig: () => config,
      apiUpstream: new URL(manifestUrl).origin,
      publicOrigin: 'https://ssb.tj',
    });
  });

  afterAll(async () => {
    await site.close();
    await new Promise((resolve) => remote.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives each request an id, names it in the answer and carries it through the /api proxy', async () => {
    const first = await site.inject({ url: '/api/echo-id/' });
    const id = first.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.json()).toEqual({ id });
    // A load balancer's well-formed id is kept; anything else (a forged log line) is replaced.
    const kept = await site.inject({ url: '/api/echo-id/', headers: { 'x-request-id': 'lb-7f3a9c21' } });
    expect(kept.json()).toEqual({ id: 'lb-7f3a9c21' });
    const forged = await site.inject({ url: '/api/echo-id/', headers: { 'x-request-id': 'x\n{"level":50}' } });
    expect(forged.json<{ id: string }>().id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await site.inject({ url: '/ru/Credit/3' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('links the page in each language from the configured public origin, never from the Host header', async () => {
    const res = await site.inject({ url: '/ru/Credit/3', headers: { host: 'evil.example' } });
    const alternates = [...res.body.matchAll(/<link rel="alternate" hreflang="([a-z-]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => `${lang} ${href}`,
    );
    expect(alternates).toEqual([
      'tg https://ssb.tj/Credit/3',
      'ru https://ssb.tj/ru/Credit/3',
      'en https://ssb.tj/en/Credit/3',
      'x-default https://ssb.tj/Credit/3',
    ]);
    expect(res.body).not.toContain('evil.example');
  });

  it('answers a known localised route with 200, its language and the owner remote preloaded', async () => {
    const res = await site.inject({ url: '/ru/Credit/3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="ru-RU"');
    expect(res.body).toContain('<span>Банк SSB</span>'); // painted before any script runs
    const base = new URL('.', manifestUrl).href;
    expect(res.body).toContain(`<link rel="preload" as="script" href="${base}remoteEntry.js" fetchpriority="low" />`);
    expect(res.body).toContain(`href="${base}routes.abc.js"`);
    expect(res.body).toContain(`href="${base}i18n-ru.2.js"`);
    expect(res.body).not.toContain('i18n-en.3.js'); // only the page's language
    expect(res.body).not.toContain('page-x.1.js');
    // The requested page's own files, and not another page's.
    expect(res.body).toContain(`<link rel="preload" as="script" href="${base}page-Credit-slug.4.js" fetchpriority="low" />`);
    expect(res.body).toContain(`href="${base}622.9.js"`);
    expect(res.body).not.toContain('page-Credit.5.js');
    // The manifest the runtime fetches is already on its way.
    expect(res.body).toContain(`<link rel="preload" as="fetch" href="${manifestUrl}" crossorigin="anonymous" />`);
    expect(res.body).toContain('window.__SSB_RUNTIME_CONFIG__=');
    // The shell's bootstrap chunks download with main.js, not after it runs; main.js first.
    expect(res.body.indexOf('href="/main.js"')).toBeLessThan(res.body.indexOf('href="/bootstrap.1.js"'));
    expect(res.body).toContain('<link rel="preload" as="script" href="/bootstrap.1.js" fetchpriority="low" />');
    expect(res.body).toContain('<link rel="preload" as="script" href="/470.2.js" fetchpriority="low" />');
  });

  it("puts the page's declared API answers into the HTML, leaving out slow, failing and large ones", async () => {
    const started = Date.now();
    const res = await site.inject({ url: '/ru/Credit/3' });
    expect(Date.now() - started).toBeLessThan(900); // the slow answer is not waited for
    const seed = /<script nonce="[^"]+">window\.__SSB_PAGE_DATA__=(.*?);<\/script><\/body>/.exec(res.body)?.[1];
    expect(seed).toBeDefined();
    expect(seed).not.toContain('</script>'); // escaped inside the script element
    expect(JSON.parse(seed ?? '{}')).toEqual({ '/api/Credit/3/?language_id=2': { id: 3, name: '</script><b>$& Қарз' } });
    const list = await site.inject({ url: '/ru/Credit' });
    expect(list.body).not.toContain('__SSB_PAGE_DATA__');
  });

  it('answers an unknown route with 404 and the app, without preloads', async () => {
    const res = await site.inject({ url: '/en/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<html lang="en-US"');
    expect(res.body).not.toContain('remoteEntry.js');
  });

  describe('a detail page whose record does not exist', () => {
    it.each(['/ru/Deposit/999', '/en/news/nope', '/Deposit/999'])('%s is answered 404 with the 404 page, for the app too', async (url) => {
      const res = await site.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('window.__SSB_NOT_FOUND__=true;');
      expect(res.body).not.toContain('<link rel="canonical"');
      // No preloads of a page that is not shown.
      expect(res.body).not.toContain('remoteEntry.js');
      expect(res.body).not.toContain('__SSB_PAGE_DATA__');
    });

    it('titles the 404 page in its language', async () => {
      const ru = await site.inject({ url: '/ru/Deposit/999' });
      expect(titleOf(ru.body)).toBe('Эта страница не найдена — Банк SSB');
      expect(descriptionOf(ru.body)).toBe('Запрошенная страница на сайте Банка SSB не найдена.');
      expect(titleOf((await site.inject({ url: '/en/no/such/page' })).body)).toBe('This page could not be found — SSB Bank');
    });

    it('is a page like any other when its record exists, and when the API does not say 404', async () => {
      const found = await site.inject({ url: '/en/Deposit/5' });
      expect(found.statusCode).toBe(200);
      expect(found.body).not.toContain('__SSB_NOT_FOUND__=true');
      // A failing or slow API is no proof of a missing record.
      const broken = await site.inject({ url: '/ru/Credit/7' });
      expect(broken.statusCode).toBe(200);
    });
  });

  describe("each page's title, description and canonical address in the HTML", () => {
    it.each([
      ['/en/Deposit/5', 'Term "Growth" deposit — SSB Bank', 'Up to 14% a year in somoni.', 'https://ssb.tj/en/Deposit/5'],
      ['/ru/about-bank?type=4', 'О банке — Банк SSB', 'От микрокредитного фонда до коммерческого банка.', 'https://ssb.tj/ru/about-bank'],
      [
        '/calculators',
        'Ҳисобкунакҳои қарз ва амонат — Бонки SSB',
        'Пардохти ҳармоҳаи қарз ва даромади амонатро дар Бонки SSB ҳисоб кунед ва ҷадвали пардохтҳоро бинед.',
        'https://ssb.tj/calculators',
      ],
      [
        '/ru/apply',
        'Как подать заявку — Банк SSB',
        'Заявка на кредит, депозит или карту: на сайте, в SSB Mobile или в филиале Банка SSB.',
        'https://ssb.tj/ru/apply',
      ],
      [
        '/en/about',
        'About us — SSB Bank',
        'SSB Bank: history, management, documents, news, vacancies and branch addresses.',
        'https://ssb.tj/en/about',
      ],
      ['/ru/Card/', 'Карты — Банк SSB', 'Банк SSB: депозиты, кредиты, карты, денежные переводы и курсы валют.', 'https://ssb.tj/ru/Card'],
      [
        '/en',
        'SSB Bank — deposits, loans, cards and money transfers',
        'SSB Bank: deposits, loans, cards, money transfers and exchange rates.',
        'https://ssb.tj/en',
      ],
    ])('%s', async (url, title, description, canonical) => {
      const res = await site.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(titleOf(res.body)).toBe(title);
      expect(descriptionOf(res.body)).toBe(description);
      expect(canonicalOf(res.body)).toBe(canonical);
    });

    it("shortens a record's long description at a word, and escapes what it writes", async () => {
      const res = await site.inject({ url: '/Deposit/5' });
      expect(titleOf(res.body)).toBe('Амонати «Афзоиш» — Бонки SSB');
      const description = descriptionOf(res.body) ?? '';
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).toMatch(/^Фоизи баланд .*баланд…$/);
      expect((await site.inject({ url: '/en/Deposit/5' })).body).toContain('<title>Term &quot;Growth&quot; deposit — SSB Bank</title>');
    });
  });

  it('still serves the page quickly when the owner remote is down', async () => {
    const started = Date.now();
    const res = await site.inject({ url: '/calculators' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('remoteEntry.js');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('redirects a returning Russian visitor from / to /ru, keeping the query', async () => {
    const res = await site.inject({ url: '/?type=1', headers: { cookie: `${LANG_COOKIE}=ru` } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ru?type=1');
    const tj = await site.inject({ url: '/', headers: { cookie: `${LANG_COOKIE}=tj` } });
    expect(tj.statusCode).toBe(200);
  });

  it('is alive, and not ready while a remote of the config does not answer', async () => {
    expect((await site.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const res = await site.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    // The public answer says whether, not why (the log does; health/readiness.test.ts has the detail).
    expect(res.json()).toEqual({ ready: false, status: 'not-ready', serverRendering: {} });
  });

  it('answers a missing file with a plain 404, not the app', async () => {
    const res = await site.inject({ url: '/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Not found');
  });
});
