import { DETAIL_SLUG_RULES, isPossibleDetail } from './slugRules';
import { ROUTE_TABLE, matchRoute } from './routes';

const possible = (path: string) => {
  const match = matchRoute(path);
  if (!match) throw new Error(`${path} is no route`);
  return isPossibleDetail(match.route.pattern, match.params);
};

describe('detail slug rules', () => {
  it('has a rule for every pattern with a parameter, and none for another', () => {
    const detail = ROUTE_TABLE.filter((r) => r.pattern.includes(':')).map((r) => r.pattern);
    expect(Object.keys(DETAIL_SLUG_RULES).sort()).toEqual([...detail].sort());
  });

  it('takes only whole numbers from 1 where the API asks a record by id', () => {
    for (const section of ['Credit', 'Deposit', 'Card', 'vacancy']) {
      expect(possible(`/${section}/7`)).toBe(true);
      expect(possible(`/${section}/123456789012345`)).toBe(true);
      for (const bad of ['zzz', 'abc', '0', '007', '-1', '1.5', '7a', '1234567890123456'])
        expect([section, bad, possible(`/${section}/${bad}`)]).toEqual([section, bad, false]);
    }
  });

  it('takes words of letters, digits and hyphens where the API asks by slug or id', () => {
    for (const section of ['news', 'services', 'transfers']) {
      expect(possible(`/${section}/annual-report-2024`)).toBe(true);
      expect(possible(`/${section}/12`)).toBe(true);
      for (const bad of ['a_b', 'a.b', 'ё', 'x'.repeat(101)]) expect(possible(`/${section}/${encodeURIComponent(bad)}`)).toBe(false);
    }
  });

  it('reads only the parameters of the pattern itself', () => {
    expect(isPossibleDetail('/Credit/:slug', { lang: 'ru', slug: '7' })).toBe(true);
    expect(isPossibleDetail('/Credit/:slug', { lang: '7', slug: 'ru' })).toBe(false);
    expect(isPossibleDetail('/Credit/:slug', {})).toBe(false);
  });

  it('leaves pages without parameters alone', () => {
    expect(possible('/Credit')).toBe(true);
    expect(possible('/Credit/faq')).toBe(true);
    expect(possible('/services/view')).toBe(true);
  });
});
