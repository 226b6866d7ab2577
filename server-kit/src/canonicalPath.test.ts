import { describe, expect, it } from '@jest/globals';
import { canonicalTarget, canonicalUrl } from './canonicalPath';

describe('canonicalTarget', () => {
  it('spells every way of writing /api/vitals as /api/vitals', () => {
    const spellings = [
      '/api/vitals',
      '/api/vitals/',
      '/api/vitals//',
      '//api//vitals',
      '/api/./vitals',
      '/api/x/../vitals',
      '/api/%2E/vitals',
      '/api/%2e%2e/api/vitals',
      '/api/%76itals',
      '/api/vitals/.',
      '/../api/vitals',
    ];
    for (const spelling of spellings) expect([spelling, canonicalUrl(spelling)]).toEqual([spelling, '/api/vitals']);
  });

  it('says whether the target was spelled otherwise', () => {
    expect(canonicalTarget('/api/vitals')).toEqual({ path: '/api/vitals', query: '', changed: false });
    expect(canonicalTarget('/api/vitals/')?.changed).toBe(true);
    expect(canonicalTarget('/')).toEqual({ path: '/', query: '', changed: false });
  });

  it('reads //host as a path, never as a host, and keeps the language of //ru//Credit//', () => {
    expect(canonicalTarget('//ru//Credit//?q=1')).toEqual({ path: '/ru/Credit', query: '?q=1', changed: true });
    expect(canonicalUrl('//h:99999/')).toBe('/h:99999');
    expect(canonicalUrl('//evil.example/x')).toBe('/evil.example/x');
  });

  it('keeps the query as it came', () => {
    expect(canonicalUrl('/api/Card/?language_id=1&q=%D0%B0/..')).toBe('/api/Card?language_id=1&q=%D0%B0/..');
  });

  it('decodes only unreserved characters, once, and writes every other escape in capitals', () => {
    expect(canonicalUrl('/a%7eb')).toBe('/a~b');
    expect(canonicalUrl('/%c4%80')).toBe('/%C4%80');
    expect(canonicalUrl('/api%2Fvitals')).toBe('/api%2Fvitals');
    // %25 is the percent sign itself: decoding it would let the router decode %61 a second time.
    expect(canonicalUrl('/api/vit%2561ls')).toBe('/api/vit%2561ls');
  });

  it('refuses what is no path of this form', () => {
    const refused = [
      'http://site/api/vitals',
      '*',
      '',
      '/a b',
      '/a\tb',
      '/\u00e9',
      '/a#b',
      '/a\\b',
      '/%zz',
      '/%4',
      '/%00',
      '/%0A',
      '/%7F',
      '/%c0',
      '/%85',
      '/%C4',
      '//%09/x',
      '//a%20b/%c0',
    ];
    for (const target of refused) expect([target, canonicalTarget(target)]).toEqual([target, null]);
  });

  it('takes escapes of visible characters that are not unreserved, and UTF-8', () => {
    expect(canonicalUrl('//a%20b/')).toBe('/a%20b');
    expect(canonicalUrl('//[::1/')).toBe('/[::1');
    expect(canonicalUrl('/ru/news/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D1%8C')).toBe('/ru/news/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D1%8C');
  });
});
