import { describe, expect, it } from '@jest/globals';
import type { RuntimeConfig } from '@ssb/contracts/node';
import { createPageCache } from './pageCache';

const config = (products: string): RuntimeConfig => ({
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.example',
  legalInternetBankingUrl: 'https://ib.example/legal',
  remotes: { mfe_products: products, mfe_calculators: 'c', mfe_applications: 'a', mfe_about: 'b' },
});

describe('page cache', () => {
  it('gives the page back with whatever nonce the answer has, never the stored one', () => {
    const cache = createPageCache({ ttlMs: 1_000 });
    cache.set('/ru', config('p1'), '<script nonce="N1">a</script><p>x</p><script nonce="N1">b</script>', 'N1');
    const page = cache.get('/ru', config('p1'));
    expect(page?.parts.join('N2')).toBe('<script nonce="N2">a</script><p>x</p><script nonce="N2">b</script>');
  });

  it('forgets a page after its lifetime', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1_000, now: () => now });
    cache.set('/', config('p1'), '<p>home</p>', 'n');
    now = 999;
    expect(cache.get('/', config('p1'))).toBeDefined();
    now = 1_000;
    expect(cache.get('/', config('p1'))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops every page when a remote switches release, and on dropAll', () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    cache.set('/', config('p1'), '<p>home</p>', 'n');
    cache.set('/ru', config('p1'), '<p>ru</p>', 'n');
    expect(cache.get('/', config('p2'))).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('/', config('p2'), '<p>home</p>', 'n');
    cache.dropAll();
    expect(cache.get('/', config('p2'))).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('/a', config('p'), 'a', 'n');
    cache.set('/b', config('p'), 'b', 'n');
    cache.get('/a', config('p'));
    cache.set('/c', config('p'), 'c', 'n');
    expect(cache.get('/b', config('p'))).toBeUndefined();
    expect(cache.get('/a', config('p'))?.parts).toEqual(['a']);
    expect(cache.get('/c', config('p'))?.parts).toEqual(['c']);
  });

  it('holds nothing when its lifetime is 0', () => {
    const cache = createPageCache({ ttlMs: 0 });
    cache.set('/', config('p'), 'x', 'n');
    expect(cache.enabled).toBe(false);
    expect(cache.get('/', config('p'))).toBeUndefined();
  });
});
