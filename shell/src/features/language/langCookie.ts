/**
 * The `lang` cookie (tj|ru|en) that lets the site server send a returning visitor of `/` to
 * their language. No runtime imports: the site server (Node) uses this module too.
 */
import type { LangCode } from '@ssb/contracts';

export const LANG_COOKIE = 'lang';
const COOKIE_DAYS = 365;

/** The cookie for `lang`: a year, the whole site, SameSite=Lax (Secure on https). */
export function langCookie(lang: LangCode, secure: boolean): string {
  const maxAge = COOKIE_DAYS * 24 * 60 * 60;
  return `${LANG_COOKIE}=${lang}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The language in a Cookie header, or null when there is none (or nonsense). */
export function readLangCookie(cookieHeader: string): LangCode | null {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader);
  const value = match?.[1];
  return value === 'tj' || value === 'ru' || value === 'en' ? value : null;
}
