import { describe, expect, it } from '@jest/globals';
import type { RuntimeConfig } from '@ssb/contracts/node';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageCache } from './pageCache';
import { compressPage, inlineScriptHashes, preferredEncoding } from './cachedPage';

const config = (products: string): RuntimeConfig => ({
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.example',
  legalInternetBankingUrl: 'https://ib.example/legal',
  remotes: { mfe_products: products, mfe_calculators: 'c', mfe_applications: 'a', mfe_about: 'b' },
});

describe('page cache', () => {
  /** A page as the site server stores it; `text` is its body in every encoding here. */
  const page = (text: string) => ({
    bodies: { br: Buffer.from(text), gzip: Buffer.from(text), identity: Buffer.from(text) },
    headers: { 'content-security-policy': `script-src 'self'` },
  });
  const textOf = (stored: ReturnType<ReturnType<typeof createPageCache>['get']>) => stored?.bodies.identity.toString();

  it('keeps a page fresh for its lifetime, stale for as long again, then forgets it', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1_000, now: () => now });
    expect(cache.get('/', config('p1'))).toBeUndefined();
    cache.set('/', config('p1'), page('<p>home</p>'));
    now = 999;
    const fresh = cache.get('/', config('p1'));
    expect(textOf(fresh)).toBe('<p>home</p>');
    expect(fresh && cache.isFresh(fresh)).toBe(true);
    now = 1_000;
    const stale = cache.get('/', config('p1'));
    expect(textOf(stale)).toBe('<p>home</p>');
    expect(stale && cache.isFresh(stale)).toBe(false);
    now = 2_000;
    expect(cache.get('/', config('p1'))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops every page when a remote switches release, and on dropAll', () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    cache.get('/', config('p1'));
    cache.set('/', config('p1'), page('<p>home</p>'));
    cache.set('/ru', config('p1'), page('<p>ru</p>'));
    expect(textOf(cache.get('/ru', config('p1')))).toBe('<p>ru</p>');
    expect(cache.get('/', config('p2'))).toBeUndefined();
    expect(cache.size).toBe(0);
    // A page whose render began before the deploy is not stored for the new releases.
    cache.set('/', config('p1'), page('<p>old</p>'));
    expect(cache.get('/', config('p2'))).toBeUndefined();
    cache.set('/', config('p2'), page('<p>home</p>'));
    cache.dropAll();
    expect(cache.get('/', config('p2'))).toBeUndefined();
  });

  it('keeps the pages of a canary’s sets apart: canary, control and the rest each get their own', () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const rest = config('p1');
    const control: RuntimeConfig = { ...rest, cohorts: { mfe_products: 'control' } };
    const canary: RuntimeConfig = { ...rest, remotes: { ...rest.remotes, mfe_products: 'p2-canary' }, cohorts: { mfe_products: 'canary' } };
    cache.get('/', rest);
    cache.set('/', rest, page('<p>rest</p>'));
    expect(cache.get('/', control)).toBeUndefined();
    expect(cache.get('/', canary)).toBeUndefined();
    cache.set('/', control, page('<p>control</p>'));
    cache.set('/', canary, page('<p>canary</p>'));
    // Asking with the canary's releases is no deploy: nothing is dropped.
    expect(textOf(cache.get('/', canary))).toBe('<p>canary</p>');
    expect(textOf(cache.get('/', rest))).toBe('<p>rest</p>');
    expect(textOf(cache.get('/', control))).toBe('<p>control</p>');
    // The same releases with other cohorts (another canary's control too) are another set.
    expect(cache.get('/', { ...rest, cohorts: { mfe_products: 'control', mfe_about: 'control' } })).toBeUndefined();
    // A deploy drops every set's pages.
    expect(cache.get('/', config('p3'))).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.get('/', canary)).toBeUndefined();
  });

  it('keeps at most its bytes, dropping the least recently used, and never stores a page over its limit', () => {
    // Each test page is its text three times (br, gzip, identity) and 512 bytes of bookkeeping.
    const sized = (n: number) => page('x'.repeat(n));
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 3 * 3 * 1_000 + 3 * 512, maxPageBytes: 3 * 1_000 + 512 });
    cache.get('/a', config('p'));
    expect(cache.set('/a', config('p'), sized(1_000))).toBe(true);
    expect(cache.set('/b', config('p'), sized(1_000))).toBe(true);
    expect(cache.set('/c', config('p'), sized(1_000))).toBe(true);
    cache.get('/a', config('p'));
    expect(cache.set('/d', config('p'), sized(1_000))).toBe(true);
    expect(cache.get('/b', config('p'))).toBeUndefined();
    expect(cache.get('/a', config('p'))).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(3 * 3 * 1_000 + 3 * 512);
    // One byte over the page limit: refused, and nothing is dropped for it.
    expect(cache.set('/big', config('p'), sized(1_001))).toBe(false);
    expect(cache.get('/big', config('p'))).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('sweeps pages once their stale time is over, without being asked for them', async () => {
    const cache = createPageCache({ ttlMs: 40 });
    cache.get('/', config('p'));
    cache.set('/', config('p'), page('x'));
    expect(cache.size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('holds nothing when its lifetime is 0', () => {
    const cache = createPageCache({ ttlMs: 0 });
    cache.get('/', config('p'));
    cache.set('/', config('p'), page('x'));
    expect(cache.enabled).toBe(false);
    expect(cache.get('/', config('p'))).toBeUndefined();
  });
});

describe('a page made storable', () => {
  it('names each distinct inline script the site wrote by its sha256', () => {
    const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
    expect(inlineScriptHashes(['window.a=1;', 'window.b="қ";', 'window.a=1;'])).toEqual([sha('window.a=1;'), sha('window.b="қ";')]);
  });

  it('is compressed ahead in brotli and gzip, each giving the page back', async () => {
    const html = `<main>${'<p>Қарзҳо бо фоизи хуб.</p>'.repeat(300)}</main>`;
    const bodies = await compressPage(html);
    expect(bodies.identity.toString('utf8')).toBe(html);
    expect(brotliDecompressSync(bodies.br).toString('utf8')).toBe(html);
    expect(gunzipSync(bodies.gzip).toString('utf8')).toBe(html);
    expect(bodies.br.length).toBeLessThan(bodies.identity.length / 10);
  });

  it('answers in brotli when the browser takes it, else gzip, else as is', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});
