/**
 * A short-lived cache of anonymous server-rendered pages, so that a popular page is rendered
 * once every few seconds rather than once per visitor.
 *
 * What it holds is the same for every visitor: a page is stored only when it was rendered on the
 * server for the live releases (no preview session, no query string, answered 200). The one part
 * of an answer that must differ per visitor, the CSP nonce, is kept as a gap: the page is stored
 * split at its nonce and joined with a fresh one on every hit, so no two answers share a nonce.
 *
 * Entries are dropped when they are older than `ttlMs`, when the live releases change (a deploy,
 * through this instance or another), and when the API's content changes (`dropAll`).
 */
import type { RuntimeConfig } from '@ssb/contracts/node';

export interface CachedPage {
  /** The HTML split at its nonce: `parts.join(nonce)` is the page for one answer. */
  parts: string[];
  /** The runtime config it was rendered with (its CSP names the remotes' origins). */
  config: RuntimeConfig;
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
  /** The stored page for this address and these live releases, if still fresh. */
  get(pathname: string, config: RuntimeConfig): CachedPage | undefined;
  /** Stores the page as answered with `nonce`. */
  set(pathname: string, config: RuntimeConfig, html: string, nonce: string): void;
  /** Drops every page (the content changed). */
  dropAll(): void;
  readonly size: number;
}

export const PAGE_CACHE_DEFAULTS = { ttlMs: 10_000, maxEntries: 500 };

/** What identifies the live releases: the manifest URL of each remote (a deploy changes one). */
const releasesKey = (config: RuntimeConfig): string =>
  Object.keys(config.remotes)
    .sort()
    .map((name) => config.remotes[name as keyof RuntimeConfig['remotes']])
    .join(' ');

export function createPageCache({ ttlMs, maxEntries = PAGE_CACHE_DEFAULTS.maxEntries, now = Date.now }: PageCacheOptions): PageCache {
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const pages = new Map<string, CachedPage>();
  let liveReleases = '';

  /** A deploy drops everything at once: no page of the old releases is kept in memory. */
  function followReleases(config: RuntimeConfig): void {
    const key = releasesKey(config);
    if (key !== liveReleases) {
      pages.clear();
      liveReleases = key;
    }
  }

  return {
    enabled: ttlMs > 0,
    get(pathname, config) {
      if (ttlMs <= 0) return undefined;
      followReleases(config);
      const page = pages.get(pathname);
      if (!page) return undefined;
      if (now() - page.storedAt >= ttlMs) {
        pages.delete(pathname);
        return undefined;
      }
      pages.delete(pathname);
      pages.set(pathname, page);
      return page;
    },
    set(pathname, config, html, nonce) {
      if (ttlMs <= 0) return;
      followReleases(config);
      pages.delete(pathname);
      pages.set(pathname, { parts: html.split(nonce), config, storedAt: now() });
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
