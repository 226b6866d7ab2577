/**
 * Step 1 of a page request: which page an address is, before the registry, the cache or the API is
 * asked anything. A file that is not there is a plain 404; a path with doubled slashes goes to its
 * one spelling (301); a returning visitor's bare `/` to the language they chose (302). Anything
 * else is a page: its language, its route (none: the 404 page), the address it is rendered and
 * cached under, and the 404 rules that the address alone decides.
 */
import { NOT_FOUND_PATH, isPossibleDetail, matchRoute, parseLocalizedPath, type LangCode } from '@ssb/contracts/node';
import { collapsedPath, pageAddress, type PageAddress } from '../page-cache/pageAddress';
import { noSuchRecord, notFoundPageKey } from '../page-cache/notFoundPages';
import { languageRedirect } from './languageRedirect';

type RouteMatch = NonNullable<ReturnType<typeof matchRoute>>;

export interface ResolvedPage {
  /** The request's URL as it came (its path and whole query). */
  url: URL;
  lang: LangCode;
  /** The language-neutral path (`/Credit/1` of `/ru/Credit/1`). */
  path: string;
  /** The route the path is; null: the 404 page. */
  match: RouteMatch | null;
  /** Only the query parameters pages read count (and are rendered with): page-cache/pageAddress.ts. */
  address: PageAddress;
  /**
   * A detail whose parameter breaks its route's slug rule has no record: the 404 page, with no API
   * request, from the cache of that route's 404 page (page-cache/notFoundPages.ts).
   */
  impossible: boolean;
  /** A detail page (/Credit/:slug): the API may have no record of it. */
  detail: boolean;
  /** The cache's key of its route's 404 page ('' without a route). */
  notFoundKey: string;
}

export type Resolution =
  { kind: 'no-file' } | { kind: 'redirect'; status: 301 | 302; location: string; varyCookie: boolean } | { kind: 'page'; page: ResolvedPage };

export function resolvePage(requestUrl: string, cookieHeader: string | undefined): Resolution {
  const url = new URL(requestUrl, 'http://site');
  // A request for a file that is not there is a plain 404, not the app.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return { kind: 'no-file' };
  // One page, one address: /ru/Credit//1 is /ru/Credit/1.
  const collapsed = collapsedPath(url.pathname);
  if (collapsed) return { kind: 'redirect', status: 301, location: `${collapsed}${url.search}`, varyCookie: false };
  const redirect = languageRedirect(url, cookieHeader);
  // Vary: a cache must not give one visitor's redirect to another.
  if (redirect) return { kind: 'redirect', status: 302, location: redirect, varyCookie: true };
  const { lang, path } = parseLocalizedPath(url.pathname);
  const match = path === NOT_FOUND_PATH ? null : matchRoute(path);
  const address = pageAddress(url);
  return {
    kind: 'page',
    page: {
      url,
      lang,
      path,
      match,
      address,
      impossible: match !== null && !isPossibleDetail(match.route.pattern, match.params),
      detail: match !== null && Object.keys(match.params).length > 0,
      notFoundKey: match ? notFoundPageKey(lang, match.route.pattern, address.search) : '',
    },
  };
}

/** The 404 rule the page's record decides: a detail page (/Credit/:slug) whose record the API does not have. */
export const isMissing = (page: ResolvedPage, recordStatus: number | null | undefined): boolean =>
  page.impossible || (page.detail && noSuchRecord(recordStatus));
