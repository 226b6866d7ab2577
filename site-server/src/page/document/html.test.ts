import { describe, expect, it } from '@jest/globals';
import { JSDOM } from 'jsdom';
import type { RuntimeConfig } from '@ssb/contracts/node';
import { compileTemplate, renderIndexHtml } from './html';

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><meta name="description" content="x" /><!--ssb:head--><script defer src="/main.js"></script></head><body><noscript><p class="noscript"><!--ssb:noscript--></p></noscript><div id="root"><div class="boot"><!--ssb:brand--></div><!--/ssb:root--></div></body></html>`;

const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.example',
  legalInternetBankingUrl: 'https://ib.example/legal',
  remotes: { mfe_products: '', mfe_calculators: '', mfe_applications: '', mfe_about: '' },
};

const CONNECT = '<link rel="preconnect" href="https://r.example" />';
const SCRIPT = '<link rel="preload" as="script" href="/bootstrap.1.js" />';

const CHUNKS = ['/bootstrap.1.js', '/470.2.js'];
const REMOTE = ['a', 'b', 'c', 'd', 'e'].map((n) => `<link rel="preload" as="script" href="https://r.example/${n}.js" />`).join('');

const render = (rendered: Parameters<typeof renderIndexHtml>[1]['rendered'], appPreloads = SCRIPT) =>
  renderIndexHtml(compileTemplate(TEMPLATE), {
    lang: 'ru',
    path: '/Rates',
    config,
    origin: 'https://ssb.tj',
    preloads: CONNECT,
    appPreloads,
    appChunks: CHUNKS,
    rendered,
  }).html;

const RENDERED = {
  html: '<main><h1>Курсы валют $&</h1></main>',
  styleTags: '<style data-styled="true">.a{color:red}</style>',
  resources: { 'r1|/rates': { status: 'ready' as const, data: { usd: 10.9 } } },
};

/** Resolves once `done()` holds, checking every 10 ms; fails after 5 s. */
async function until(done: () => boolean, limitMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > limitMs) throw new Error(`not done within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the HTML of a page', () => {
  it('carries the icons and the page’s link preview (Open Graph, with its own address), a 404 page the icons alone', () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const page = head(render(null));
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(page).toContain('<link rel="manifest" href="/site.webmanifest" />');
    expect(page).toContain('<meta property="og:url" content="https://ssb.tj/ru/Rates" />');
    expect(page).toContain('<meta property="og:title" content="Банк SSB" />');
    expect(page).toContain('<meta property="og:locale" content="ru_RU" />');
    expect(page).toContain('<meta property="og:image" content="https://ssb.tj/og-image.png" />');
    const missing = head(
      renderIndexHtml(compileTemplate(TEMPLATE), { lang: 'en', path: '/Credit/zzz', config, origin: 'https://ssb.tj', notFound: true }).html,
    );
    expect(missing).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(missing).not.toContain('og:');
    expect(missing).not.toContain('zzz');
  });

  it('without a server render: the boot header, and the app fetched at once from the head', () => {
    const html = render(null);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(CONNECT);
    expect(head).toContain(SCRIPT);
    expect(head).toContain('<script defer src="/main.js"></script>');
    expect(html).toContain('<div id="root"><div class="boot">Банк SSB</div>');
    expect(html).not.toContain('data-server-rendered');
    // What needs JavaScript, said in the page's language.
    expect(html).toContain('<p class="noscript">Заявки, калькуляторы и поиск работают только с JavaScript: включите его в браузере.</p>');
  });

  it('with a server render: the page in #root, its styles and answers, and the app fetched only after the page has loaded', () => {
    const html = render(RENDERED);
    // The app's preloads wait inert in a <template> (checked below): they are no fetch of the head.
    const head = html.slice(0, html.indexOf('</head>')).replace(/<template id="ssb-app-preloads">[\s\S]*?<\/template>/, '');
    expect(head).toContain(CONNECT); // the first paint's connections
    expect(head).toContain('<style data-styled="true">.a{color:red}</style>');
    expect(head).not.toContain(SCRIPT);
    expect(head).not.toContain('src="/main.js"');
    expect(html).toContain('<div id="root" data-server-rendered><main><h1>Курсы валют $&</h1></main></div>');
    expect(html).toContain('window.__SSB_RESOURCES__={"r1|/rates":{"status":"ready","data":{"usd":10.9}}}');
    // Inert in a <template> until the loader moves it into the head after `load`.
    expect(html).toContain(`<template id="ssb-app-preloads">${SCRIPT}</template>`);
    expect(html).toMatch(/addEventListener\('load',\w+\)/);
    expect(html).toContain('["/main.js"]');
  });

  it('with a server render, in a browser: after load the app comes in as scripts (main.js first, in order) and the remote preloads a few per task', async () => {
    const dom = new JSDOM(render(RENDERED, REMOTE), { runScripts: 'dangerously', pretendToBeVisual: true, url: 'http://localhost/ru/Rates' });
    const { document } = dom.window;
    const scripts = () => [...document.head.querySelectorAll('script[src]')].map((e) => e.getAttribute('src'));
    const preloads = () => document.head.querySelectorAll('link[rel="preload"][as="script"]').length;
    // The storage is opened before main.js (whose federation runtime reads it) is even requested.
    const storageReads: [string, number][] = [];
    const getItem = dom.window.Storage.prototype.getItem;
    dom.window.Storage.prototype.getItem = function (this: Storage, key: string) {
      storageReads.push([key, scripts().length]);
      return getItem.call(this, key);
    };
    // Nodes the loader adds to the head, one entry per task (a mutation batch is delivered after the task that made it).
    const batches: number[] = [];
    new dom.window.MutationObserver((records) => batches.push(records.reduce((n, r) => n + r.addedNodes.length, 0))).observe(document.head, {
      childList: true,
    });
    expect(scripts()).toEqual([]); // nothing before the page has loaded
    await new Promise<void>((resolve) => dom.window.addEventListener('load', () => resolve()));
    // Waits on what happens, not on a fixed time: a busy machine may take longer than a frame.
    await until(() => scripts().length === 1 + CHUNKS.length && preloads() === 5);
    expect(scripts()).toEqual(['/main.js', ...CHUNKS]);
    expect(storageReads).toEqual([['lang', 0]]);
    expect((document.head.querySelector('script[src="/main.js"]') as HTMLScriptElement).async).toBe(false);
    expect(batches.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...batches)).toBeLessThanOrEqual(4);
    dom.window.close();
  });
});
