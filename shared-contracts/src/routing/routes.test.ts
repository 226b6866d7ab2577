import { ROUTE_TABLE, matchRoute } from './routes';

describe('route ownership', () => {
  it('gives each fixed page of the site an owner', () => {
    for (const path of ['/', '/Deposit', '/Credit/faq', '/Rates', '/addresses', '/news', '/search', '/services/view', '/legal-person'])
      expect(matchRoute(path)).not.toBeNull();
  });
  it('prefers a static pattern over a parameter', () => {
    expect(matchRoute('/Credit/faq')?.route.pattern).toBe('/Credit/faq');
    expect(matchRoute('/services/view')?.route.pattern).toBe('/services/view');
    expect(matchRoute('/Credit/7')).toEqual({ route: { pattern: '/Credit/:slug', owner: 'mfe_products' }, params: { slug: '7' } });
  });
  it('routes news and vacancies to mfe-about', () => {
    expect(matchRoute('/news/12')?.route.owner).toBe('mfe_about');
    expect(matchRoute('/vacancy/3/')?.route.owner).toBe('mfe_about');
  });
  it('knows nothing of unknown paths', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/Credit/7/extra')).toBeNull();
  });
  it('has no pattern twice', () => {
    const patterns = ROUTE_TABLE.map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
