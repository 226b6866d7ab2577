/**
 * The address a page is rendered and cached under. A query string is the client's to choose: each
 * new `?x=N` used to force a fresh render past the cache. So only the parameters pages read are
 * kept, in a fixed order; any other is dropped, from the cache's key and from the render alike
 * (a page that does not read it renders the same without it). A test keeps this list in step
 * with what the remotes' pages read.
 */
export const PAGE_QUERY_PARAMETERS: readonly string[] = ['amount', 'kind', 'months', 'page', 'product', 'q', 'type'];

/** A value longer than this is no search or calculator input: the page renders without it. */
const MAX_VALUE_LENGTH = 200;

export interface PageAddress {
  pathname: string;
  /** `?` and the kept parameters, or ''. */
  search: string;
  /** What the page cache keys it by. */
  key: string;
}

export function pageAddress(url: URL): PageAddress {
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMETERS) {
    // One value per name: a repeated parameter is another way to make a new key.
    const value = url.searchParams.get(name);
    if (value !== null && value.length <= MAX_VALUE_LENGTH) kept.set(name, value);
  }
  const query = kept.toString();
  const search = query ? `?${query}` : '';
  return { pathname: url.pathname, search, key: `${url.pathname}${search}` };
}

/** A path with repeated slashes (`/ru/Credit//1`): the one address it stands for. */
export const collapsedPath = (pathname: string): string | null => (/\/{2,}/.test(pathname) ? pathname.replace(/\/{2,}/g, '/') : null);
