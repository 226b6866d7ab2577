/**
 * What the site server does with a render's answer is linear in its size: a page is the
 * template's pieces joined with its values, and nothing is searched for in a release's markup.
 * Measured here on adversarial markup (thousands of `<script`, `</body>` in attributes and text,
 * unclosed tags, the template's own markers) at 100 KB and at 1 MB: ten times the markup costs
 * about ten times the time, where the old search of the whole page cost a hundred.
 */
import { describe, expect, it } from '@jest/globals';
import type { RuntimeConfig } from '@ssb/contracts/node';
import { compileTemplate, renderIndexHtml } from './html';
import { inlineScriptHashes } from '../../page-cache/cachedPage';
import { fromHost } from '../../render/protocol';

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><meta name="description" content="x" /><!--ssb:head--><script defer src="/main.js"></script></head><body><noscript><p class="noscript"><!--ssb:noscript--></p></noscript><div id="root"><div class="boot"><!--ssb:brand--></div><!--/ssb:root--></div></body></html>`;

const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.example',
  legalInternetBankingUrl: 'https://ib.example/legal',
  remotes: { mfe_products: '', mfe_calculators: '', mfe_applications: '', mfe_about: '' },
};

/** Markup that a search of the page trips over, `bytes` long. */
function adversarial(bytes: number): string {
  const pieces = [
    '</body>',
    '<script ',
    '<p title="</body><script nonce=x>">',
    '<!--ssb:head-->',
    '<div id="root">',
    '<!--',
    '<a href=',
    '<body>',
    'text ',
  ];
  let markup = '';
  for (let i = 0; markup.length < bytes; i += 1) markup += pieces[i % pieces.length];
  return markup.slice(0, bytes);
}

/** Everything the site server does with a rendered answer: checks it, builds the page, hashes its scripts. */
function handle(template: ReturnType<typeof compileTemplate>, markup: string): string {
  const message = fromHost({
    t: 'rendered',
    id: 1,
    ms: 1,
    result: { html: markup, styleTags: '<style data-styled="true">.a{b:c}</style>', resources: {} },
  });
  if (!message || message.t !== 'rendered') throw new Error('the answer was refused');
  const page = renderIndexHtml(template, { lang: 'ru', path: '/about', config, origin: 'https://ssb.tj', rendered: message.result, nonce: 'n0nce' });
  inlineScriptHashes(page.inlineScripts);
  return page.html;
}

/** The fastest of a few runs (ms): what the work costs, with the machine's other noise left out. */
function fastest(run: () => void, times = 7): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe('a page around a release’s markup', () => {
  const template = compileTemplate(TEMPLATE);

  it('holds the markup once, whole, after every script and the nonce the site writes', () => {
    const markup = adversarial(100_000);
    const html = handle(template, markup);
    const at = html.indexOf(markup);
    expect(at).toBeGreaterThan(0);
    expect(html.indexOf(markup, at + 1)).toBe(-1);
    expect(html.slice(at + markup.length)).toBe('</div></body></html>');
    expect(html.slice(0, at)).toContain('nonce="n0nce"');
    expect(html.slice(0, at).match(/<script nonce="n0nce">/g)).toHaveLength(3);
  });

  it('takes time linear in the markup’s size: 1 MB costs about ten times 100 KB, not a hundred', () => {
    const small = adversarial(100_000);
    const large = adversarial(1_000_000);
    handle(template, large); // warm
    const smallMs = fastest(() => handle(template, small));
    const largeMs = fastest(() => handle(template, large));
    // Linear is about 10; a search of the whole page for each of its markers was about 100.
    expect(largeMs / Math.max(smallMs, 0.05)).toBeLessThan(30);
  });
});
