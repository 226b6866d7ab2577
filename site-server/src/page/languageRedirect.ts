import { localizePath } from '@ssb/contracts/node';
import { readLangCookie } from '@ssb/shell/server';

/**
 * A returning visitor who chose Russian or English and opens `/` goes to `/ru` or `/en`
 * (302: the choice can change), with the query kept. Only the bare root: every other
 * address names its language in the path, and the path wins.
 */
export function languageRedirect(url: URL, cookieHeader: string | undefined): string | null {
  if (url.pathname !== '/') return null;
  const lang = readLangCookie(cookieHeader ?? '');
  if (lang === null || lang === 'tj') return null;
  return `${localizePath('/', lang)}${url.search}`;
}
