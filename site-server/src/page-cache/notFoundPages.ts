/**
 * The 404 page of a detail route (/Credit/:slug) is the same whatever the slug: it is rendered
 * and cached once per route pattern and language (and set of releases, as every page), not once
 * per address. So /en/Credit/zzz, /en/Credit/zzy, … cost no render and no API request each (their
 * parameter breaks the route's slug rule, @ssb/contracts' DETAIL_SLUG_RULES), and an id the API
 * has no record of costs its one API request but no render: a stream of made-up addresses is no
 * way around the page cache.
 */
import type { LangCode } from '@ssb/contracts/node';

/**
 * The cache's key of a detail route's 404 page: its pattern, its language and the audience tab
 * (`?type=`, which the header shows); nothing else of the address changes the 404 page. A page's
 * own key is its path, starting with '/': the two never meet.
 */
export function notFoundPageKey(lang: LangCode, pattern: string, search: string): string {
  return `404 ${lang} ${pattern} ${new URLSearchParams(search).get('type') ?? ''}`;
}

/** A detail's first answer saying there is no such record: 404, or 400 for a key the API refuses outright. */
export const noSuchRecord = (status: number | null | undefined): boolean => status === 404 || status === 400;
