import { langFromLanguageId, localizePath, parseLocalizedPath } from './locales';

describe('locales', () => {
  it('reads the language from the path prefix; Tajik has none', () => {
    expect(parseLocalizedPath('/ru/Credit/3')).toEqual({ lang: 'ru', path: '/Credit/3' });
    expect(parseLocalizedPath('/en')).toEqual({ lang: 'en', path: '/' });
    expect(parseLocalizedPath('/Credit')).toEqual({ lang: 'tj', path: '/Credit' });
    expect(parseLocalizedPath('/rules-card')).toEqual({ lang: 'tj', path: '/rules-card' });
    expect(parseLocalizedPath('/russia')).toEqual({ lang: 'tj', path: '/russia' });
  });
  it('builds localised paths', () => {
    expect(localizePath('/', 'tj')).toBe('/');
    expect(localizePath('/', 'ru')).toBe('/ru');
    expect(localizePath('/Deposit/6', 'en')).toBe('/en/Deposit/6');
    expect(localizePath('news', 'tj')).toBe('/news');
  });
  it('maps language ids 1, 2, 3', () => {
    expect([1, 2, 3, 4].map(langFromLanguageId)).toEqual(['tj', 'ru', 'en', undefined]);
  });
});
