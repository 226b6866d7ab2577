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
 * dropped after that (swept, not only when asked for), when the live releases change (a deploy,
 * through this instance or another), and when the API's content changes (`dropAll`).
 *
 * The cache is bounded in bytes (its pages in every encoding), not in pages: twelve pages of
 * 3 MB would otherwise hold more than a pod's memory for as long as they lived. A page larger
 * than `maxPageBytes` is not stored at all; the least recently used go first past `maxBytes`.
 */
import { LRUCache } from 'lru-cache';
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
  /** The bytes kept in all (SSB_PAGE_CACHE_MB); the least recently used page goes first. */
  maxBytes?: number;
  /** A page larger than this (all its encodings together) is not stored. */
  maxPageBytes?: number;
  now?: () => number;
}

export interface PageCache {
  readonly enabled: boolean;
  /** The stored page for this address and this visitor's set (releases and cohorts), fresh or stale. */
  get(pathname: string, config: RuntimeConfig): CachedPage | undefined;
  /** Within its lifetime: served as it is, with no render. */
  isFresh(page: CachedPage): boolean;
  /** Stores the page; false when it is too large to keep (or was rendered for releases no longer live). */
  set(pathname: string, config: RuntimeConfig, page: Omit<CachedPage, 'storedAt'>): boolean;
  /** Drops every page (the content changed). */
  dropAll(): void;
  readonly size: number;
  /** The bytes held now. */
  readonly bytes: number;
}

/** 64 MB fits beside a site process's own 300–400 MB in the pod's 1152 MiB (docs/kubernetes.md). */
const PAGE_CACHE_DEFAULTS = { ttlMs: 10_000, maxBytes: 64 * 1024 * 1024, maxPageBytes: 1024 * 1024 };

const sizeOf = (page: CachedPage): number => page.bodies.br.length + page.bodies.gzip.length + page.bodies.identity.length + 512;

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

export function createPageCache({
  ttlMs,
  maxBytes = PAGE_CACHE_DEFAULTS.maxBytes,
  maxPageBytes = PAGE_CACHE_DEFAULTS.maxPageBytes,
  now = Date.now,
}: PageCacheOptions): PageCache {
  // Entries live for twice the freshness (fresh, then stale) and are swept when that is over.
  const pages = new LRUCache<string, CachedPage>({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: sizeOf,
    ttl: Math.max(1, 2 * ttlMs),
    ttlAutopurge: true,
    perf: { now },
  });
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
      if (page && now() - page.storedAt < 2 * ttlMs) return page;
      if (page) pages.delete(key);
      return undefined;
    },
    isFresh: (page) => now() - page.storedAt < ttlMs,
    set(pathname, config, page) {
      // A page rendered for releases that are no longer live (a deploy during its render) is not kept.
      if (ttlMs <= 0 || (namesLiveReleases(config) && releasesKey(config) !== liveReleases)) return false;
      const stored = { ...page, storedAt: now() };
      if (sizeOf(stored) > maxPageBytes) return false;
      pages.set(pageKey(pathname, config), stored);
      return true;
    },
    dropAll: () => pages.clear(),
    get size() {
      return pages.size;
    },
    get bytes() {
      return pages.calculatedSize;
    },
  };
}
