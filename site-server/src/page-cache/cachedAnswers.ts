/**
 * How the site server answers from the page cache: a fresh page as stored; a stale one to every
 * visitor but the one request that renders it anew; and for a page nobody has stored yet, one
 * render at a time, the visitors asking meanwhile waiting for it (bounded).
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { RuntimeConfig } from '@ssb/contracts/node';
import { compressPage, preferredEncoding } from './cachedPage';
import { pageKey, type CachedPage, type PageCache } from './pageCache';
import { serverTimingHeader, since } from '../metrics/serverTiming';

/** How long a visitor waits for another request's render of the same page before rendering it too. */
const IN_FLIGHT_WAIT_MS = 3_000;

/** The one render of a page under way; it ends when the page is stored, or not. */
export interface RenderTicket {
  /** Stores the page (compressed in the thread pool, after the answer) and ends the render. */
  store(html: string, headers: Record<string, string>, log: FastifyBaseLogger, status?: 404): void;
  /** Ends the render without storing (the page turned out not to be storable). */
  release(): void;
}

export type CacheLookup = { page: CachedPage; fresh: boolean } | { ticket: RenderTicket | null };

export function createCachedAnswers(cache: PageCache) {
  /** The render (and compression) under way of each page being stored, by address and set (pageKey). */
  const inFlight = new Map<string, Promise<void>>();

  function ticketFor(pathname: string, config: RuntimeConfig, reply: FastifyReply): RenderTicket | null {
    const key = pageKey(pathname, config);
    if (inFlight.has(key)) return null;
    let storing = false;
    let end: () => void = () => undefined;
    const flight = new Promise<void>((resolve) => {
      end = () => {
        if (inFlight.get(key) === flight) inFlight.delete(key);
        resolve();
      };
    });
    inFlight.set(key, flight);
    // Whatever happens to the request (an error answered 500 included), its render ends.
    reply.raw.once('close', () => {
      if (!storing) end();
    });
    return {
      store(html, headers, log, status) {
        storing = true;
        compressPage(html)
          .then(
            (bodies) => cache.set(pathname, config, status ? { bodies, headers, status } : { bodies, headers }),
            (error: unknown) => log.error({ err: error }, `${pathname} not cached: its compression failed`),
          )
          .finally(end);
      },
      release: end,
    };
  }

  return {
    /** A stored page to answer with, or the ticket to render it (null: another render is under way). */
    async lookup(pathname: string, config: RuntimeConfig, reply: FastifyReply): Promise<CacheLookup> {
      let page = cache.get(pathname, config);
      const rendering = inFlight.get(pageKey(pathname, config));
      if (page && !cache.isFresh(page) && !rendering) return { ticket: ticketFor(pathname, config, reply) };
      if (!page && rendering) {
        await Promise.race([rendering, new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_WAIT_MS).unref())]);
        page = cache.get(pathname, config);
      }
      return page ? { page, fresh: cache.isFresh(page) } : { ticket: ticketFor(pathname, config, reply) };
    },
  };
}

/**
 * Answers with a stored page, in the encoding the browser takes best. `cacheControl`: what the
 * answer may be kept as (`private, no-cache` for one that gives a cookie or names cohorts).
 */
export function sendCachedPage(
  reply: FastifyReply,
  { page, fresh }: { page: CachedPage; fresh: boolean },
  started: number,
  cacheControl = 'no-cache',
): FastifyReply {
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply
    .code(page.status ?? 200)
    .header('Cache-Control', cacheControl)
    .header('Vary', 'Accept-Encoding, Cookie')
    .header(
      'Server-Timing',
      serverTimingHeader([
        { name: 'cache', desc: fresh ? 'hit' : 'stale' },
        { name: 'total', dur: since(started) },
      ]),
    )
    .headers(page.headers)
    .type('text/html; charset=utf-8')
    .send(page.bodies[encoding]);
}
