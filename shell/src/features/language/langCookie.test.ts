import { langCookie, readLangCookie } from './langCookie';

it('writes a year-long, site-wide, SameSite=Lax cookie', () => {
  expect(langCookie('ru', false)).toBe('lang=ru; Max-Age=31536000; Path=/; SameSite=Lax');
  expect(langCookie('en', true)).toMatch(/; Secure$/);
});

it('reads only tj, ru or en', () => {
  expect(readLangCookie('a=1; lang=en; b=2')).toBe('en');
  expect(readLangCookie('lang=ru')).toBe('ru');
  expect(readLangCookie('lang=de')).toBeNull();
  expect(readLangCookie('xlang=ru')).toBeNull();
  expect(readLangCookie('')).toBeNull();
});
