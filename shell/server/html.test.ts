import { describe, expect, it } from '@jest/globals';
import type { RuntimeConfig } from '@ssb/contracts/node';
import { renderIndexHtml } from './html';

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><meta name="description" content="x" /><!--ssb:head--><script defer src="/main.js"></script></head><body><noscript><p class="noscript"><!--ssb:noscript--></p></noscript><div id="root"><div class="boot"><!--ssb:brand--></div><!--/ssb:root--></div></body></html>`;

const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.example',
  legalInternetBankingUrl: 'https://ib.example/legal',
  remotes: { mfe_products: '', mfe_calculators: '', mfe_applications: '', mfe_about: '' },
};

const FONT = '<link rel="preload" href="/assets/font.woff2" as="font" />';
const SCRIPT = '<link rel="preload" as="script" href="/bootstrap.1.js" />';

const render = (rendered: Parameters<typeof renderIndexHtml>[1]['rendered']) =>
  renderIndexHtml(TEMPLATE, { lang: 'ru', path: '/Rates', config, origin: 'https://ssb.tj', preloads: FONT, appPreloads: SCRIPT, rendered });

describe('the HTML of a page', () => {
  it('without a server render: the boot header, and the app fetched at once from the head', () => {
    const html = render(null);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(FONT);
    expect(head).toContain(SCRIPT);
    expect(head).toContain('<script defer src="/main.js"></script>');
    expect(html).toContain('<div id="root"><div class="boot">Банк SSB</div>');
    expect(html).not.toContain('data-server-rendered');
    // What needs JavaScript, said in the page's language.
    expect(html).toContain('<p class="noscript">Заявки, калькуляторы и поиск работают только с JavaScript: включите его в браузере.</p>');
  });

  it('with a server render: the page in #root, its styles and answers, and the app fetched only after the page has loaded', () => {
    const html = render({
      html: '<main><h1>Курсы валют $&</h1></main>',
      styleTags: '<style data-styled="true">.a{color:red}</style>',
      resources: { 'r1|/rates': { status: 'ready', data: { usd: 10.9 } } },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(FONT); // the first paint still needs its fonts
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
});
