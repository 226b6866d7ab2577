/**
 * Step 3 of a page request, and the page's way into the cache once it is made (page-cache/). Only
 * what every visitor of its release set gets alike is looked up and stored (no preview session);
 * the cache keeps each set's pages apart (the releases and cohorts its config names).
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { RuntimeConfig } from '@ssb/contracts/node';
import type { ServerRenderResult } from '@ssb/shell/server';
import { createCachedAnswers, sendCachedPage, type CacheLookup } from '../page-cache/cachedAnswers';
import type { PageCache } from '../page-cache/pageCache';
import type { SiteMetrics } from '../metrics/siteMetrics';
import type { PageAnswer } from './pageDataSeed';
import type { ResolvedPage } from './resolvePage';
import type { ReleaseSet } from './releaseSet';
import type { ComposedPage } from './composePage';
import { cacheControlOf } from './sendPage';

type CacheHit = Extract<CacheLookup, { page: unknown }>;
export type CacheMiss = Extract<CacheLookup, { ticket: unknown }>;

/** A page the cache is not asked for: no render of it is under way anywhere. */
export const NOT_LOOKED_UP: CacheMiss = { ticket: null };

/** Whether every API answer the page was rendered with came back: otherwise it shows an error state. */
const settledWell = (rendered: ServerRenderResult): boolean =>
  Object.values(rendered.resources).every(
    (resource) => !(typeof resource === 'object' && resource !== null && (resource as { status?: unknown }).status === 'error'),
  );

export interface Storability {
  cacheable: boolean;
  found: boolean;
  missing: boolean;
  rendered: ServerRenderResult | null;
  record: PageAnswer | null;
}

/**
 * A page every visitor gets alike is stored, with its inline scripts allowed by hash, not nonce;
 * never one whose data could not be had (it would show "try later" to everyone for its lifetime).
 */
export const isStorable = ({ cacheable, found, missing, rendered, record }: Storability): boolean =>
  cacheable && (found || missing) && rendered !== null && (missing || record === null || record.status === 200) && settledWell(rendered);

export interface PageCacheStep {
  readonly enabled: boolean;
  /** Whether the page may come from the cache and go into it. */
  cacheable(page: ResolvedPage, set: ReleaseSet): boolean;
  /** A stored page to answer with, or the ticket to render it (page-cache/cachedAnswers.ts). */
  lookUp(key: string, config: RuntimeConfig, reply: FastifyReply): Promise<CacheLookup>;
  /** Answers with a stored page; the cohort cookie, when this answer gives one, is on the reply already. */
  answer(reply: FastifyReply, hit: CacheHit, started: number, set: ReleaseSet): FastifyReply;
  /** Stores the page made (404 for a missing record's), or ends its render's turn without; counts which. */
  settle(miss: CacheMiss, stored: ComposedPage | null, log: FastifyBaseLogger, missing: boolean): void;
}

export function createPageCacheStep(pageCache: PageCache, metrics: Pick<SiteMetrics, 'pageCache'>): PageCacheStep {
  const cachedAnswers = createCachedAnswers(pageCache);
  return {
    enabled: pageCache.enabled,
    // A preview of releases or of content is this browser's own: never looked up, never stored.
    cacheable: (page, set) => pageCache.enabled && page.match !== null && !set.preview && !set.contentPreview,
    lookUp: (key, config, reply) => cachedAnswers.lookup(key, config, reply),
    answer(reply, hit, started, set) {
      metrics.pageCache(hit.fresh ? 'hit' : 'stale');
      return sendCachedPage(reply, hit, started, cacheControlOf(set));
    },
    settle(miss, stored, log, missing) {
      if (stored) miss.ticket?.store(stored.html, stored.security, log, missing ? 404 : undefined);
      else miss.ticket?.release();
      if (pageCache.enabled) metrics.pageCache(stored ? 'miss' : 'bypass');
    },
  };
}
