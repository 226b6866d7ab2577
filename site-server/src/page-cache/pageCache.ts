/**
 * A short-lived cache of anonymous server-rendered pages, so that a popular page is rendered
 * once every few seconds rather than once per visitor, and compressed once rather than per answer.
 *
 * What it holds is the same for every visitor of a set: a page is stored only when it was rendered
 * on the server without a preview session and answered 200, and without a nonce: its
 * Content-Security-Policy names the hashes of exactly its inline scripts instead (cachedPage.ts),
 * which is as strict and needs nothing per answer. While a canary runs, visitors come in sets
 * (its canary cohort, its control cohort, the rest), whose pages differ in the releases they
 * name and the `cohorts` of their inline config: a page is stored under its set as well as its
 * address (`pageKey`), and only ever served to a visitor of the same set. Cohort pages are
 * cached rather than rendered per request: at a 50 % step every visitor is in a cohort, and
 * both cohorts alike get cached pages, so the comparison stays fair.
 *
 * A page is fresh for `ttlMs`. For as long again it is stale: served only while one request
 * renders it anew, so that an expiring popular page never makes its visitors wait. Entries are
 * dropped after that, when the live releases change (a deploy, through this instance or
 * another), and when the API's content changes (`dropAll`).
 */
import type { RuntimeConfig } from '@ssb/contracts/node';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedPage {
  /** The page's bytes in each encoding. */
  bodies: Record<Encoding, Buffer>;
  /** 404 for the 404 page of a detail route (notFoundPages.ts); 200 when absent. */
  status?: 404;
  /** The security headers of the page (its policy names its scripts' hashes). */
  headers: Record<string, string>;
  storedAt: number;
}

export interface PageCacheOptions {
  /** How long a page is served from the cache (SSB_PAGE_CACHE_MS); 0 turns the cache off. */
  ttlMs: number;
  /** The most pages kept; the least recently used goes first. */
  maxEntries?: number;
  now?: () => number;
}

export interface PageCache {
  readonly enabled: boolean;
  /** The stored page for this address and this visitor's set (releases and cohorts), fresh or stale. */
  get(pathname: string, config: RuntimeConfig): CachedPage | undefined;
  /** Within its lifetime: served as it is, with no render. */
  isFresh(page: CachedPage): boolean;
  set(pathname: string, config: RuntimeConfig, page: Omit<CachedPage, 'storedAt'>): void;
  /** Drops every page (the content changed). */
  dropAll(): void;
  readonly size: number;
}

export const PAGE_CACHE_DEFAULTS = { ttlMs: 10_000, maxEntries: 500 };

/** What identifies a set of releases: the manifest URL of each remote (a deploy or a canary changes one). */
const releasesKey = (config: RuntimeConfig): string =>
  Object.keys(config.remotes)
    .sort()
    .map((name) => config.remotes[name as keyof RuntimeConfig['remotes']])
    .join(' ');

/** The visitor's cohorts, in a fixed order (they are in the page's inline config). */
const cohortsKey = (config: RuntimeConfig): string =>
  Object.entries(config.cohorts ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, group]) => `${name}=${group}`)
    .join(' ');

/** Where a page is kept: its address for this set of releases and cohorts. Never served to another set. */
export const pageKey = (pathname: string, config: RuntimeConfig): string => `${releasesKey(config)}\n${cohortsKey(config)}\n${pathname}`;

/** A config in no canary cohort names exactly the live releases (a control cohort gets them too). */
const namesLiveReleases = (config: RuntimeConfig): boolean => !Object.values(config.cohorts ?? {}).includes('canary');

export function createPageCache({ ttlMs, maxEntries = PAGE_CACHE_DEFAULTS.maxEntries, now = Date.now }: PageCacheOptions): PageCache {
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const pages = new Map<string, CachedPage>();
  let liveReleases = '';

  /**
   * A deploy drops everything at once: no page of the old releases is kept in memory. Only a
   * config of the live releases tells; a canary cohort's names its canary release instead, and its
   * pages are told apart by their key (and go with the next deploy, or when they expire).
   */
  function followReleases(config: RuntimeConfig): boolean {
    if (!namesLiveReleases(config)) return true;
    const key = releasesKey(config);
    if (key === liveReleases) return true;
    pages.clear();
    liveReleases = key;
    return false;
  }

  return {
    enabled: ttlMs > 0,
    get(pathname, config) {
      if (ttlMs <= 0 || !followReleases(config)) return undefined;
      const key = pageKey(pathname, config);
      const page = pages.get(key);
      if (!page) return undefined;
      pages.delete(key);
      if (now() - page.storedAt >= 2 * ttlMs) return undefined;
      pages.set(key, page);
      return page;
    },
    isFresh: (page) => now() - page.storedAt < ttlMs,
    set(pathname, config, page) {
      // A page rendered for releases that are no longer live (a deploy during its render) is not kept.
      if (ttlMs <= 0 || (namesLiveReleases(config) && releasesKey(config) !== liveReleases)) return;
      const key = pageKey(pathname, config);
      pages.delete(key);
      pages.set(key, { ...page, storedAt: now() });
      while (pages.size > maxEntries) {
        const oldest = pages.keys().next().value;
        if (oldest === undefined) break;
        pages.delete(oldest);
      }
    },
    dropAll: () => pages.clear(),
    get size() {
      return pages.size;
    },
  };
}
