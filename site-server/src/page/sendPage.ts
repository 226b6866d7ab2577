/**
 * Step 7 of a page request: the answer. HTML is compressed per answer (it carries a fresh nonce),
 * says where its time went (Server-Timing), and what a shared cache may keep of it.
 */
import type { FastifyReply } from 'fastify';
import { serverTimingHeader, since, type TimingEntry } from '../metrics/serverTiming';
import type { RenderedPage } from '../render/protocol';
import type { Resolution } from './resolvePage';
import type { ReleaseSet } from './releaseSet';
import type { ComposedPage } from './composePage';

/**
 * HTML is compressed per answer; brotli at the plugin's fast level 4. In one call on the request's
 * own thread: a page is tens of KB, which compresses in well under a millisecond, while the
 * plugin's stream path (its default above 8 KB on two cores) cost several per answer (a quarter of
 * the cached home page's throughput here). Each core has a process.
 */
export const HTML_COMPRESSION = { encodings: ['br', 'gzip'] as ('br' | 'gzip')[], threshold: 1024, syncThreshold: 1024 * 1024 };

/**
 * What a shared cache may keep of an answer: nothing of a preview's (it is this browser's alone),
 * nor of one that gives a cohort cookie (it would give the same id to every visitor behind it) or
 * names a visitor's cohorts.
 */
export const cacheControlOf = ({ preview, contentPreview, personal }: Pick<ReleaseSet, 'preview' | 'contentPreview' | 'personal'>): string =>
  preview || contentPreview ? 'private, no-store' : personal ? 'private, no-cache' : 'no-cache';

/** The answers of step 1 that are no page: a plain 404 for a file, or a redirect. */
export function sendResolution(reply: FastifyReply, resolution: Exclude<Resolution, { kind: 'page' }>): FastifyReply {
  if (resolution.kind === 'no-file') return reply.code(404).type('text/plain').send('Not found');
  reply.code(resolution.status).header('Cache-Control', 'no-cache');
  if (resolution.varyCookie) reply.header('Vary', 'Cookie');
  return reply.redirect(resolution.location, resolution.status);
}

export interface PageTiming {
  started: number;
  /** The page cache is on: the answer says whether it was stored (miss) or could not be (bypass). */
  cache: boolean;
  stored: boolean;
  /** The time of the page's first API answer, for a page of a route. */
  dataMs: number | null;
  /** The render step's time, when the site renders on the server at all. */
  render: { value: RenderedPage | null; ms: number } | null;
}

/** Where a page's time went; `render-process` is the render's own time, the rest of `render` its queue and the channel. */
export function pageTimingOf({ started, cache, stored, dataMs, render }: PageTiming): TimingEntry[] {
  const rendered = render?.value ?? null;
  return [
    ...(cache ? [{ name: 'cache', desc: stored ? 'miss' : 'bypass' }] : []),
    ...(dataMs !== null ? [{ name: 'data', desc: 'first API answer', dur: dataMs }] : []),
    ...(render ? [{ name: 'render', desc: rendered ? 'server' : 'browser', dur: render.ms }] : []),
    ...(rendered ? [{ name: 'render-process', desc: 'in its render process', dur: rendered.processMs }] : []),
    { name: 'total', dur: since(started) },
  ];
}

export function sendPage(
  reply: FastifyReply,
  { found, set, page, timing }: { found: boolean; set: ReleaseSet; page: ComposedPage; timing: TimingEntry[] },
): FastifyReply {
  return reply
    .code(found ? 200 : 404)
    .header('Server-Timing', serverTimingHeader(timing))
    .header('Cache-Control', cacheControlOf(set))
    .header('Vary', 'Cookie')
    .headers(page.security)
    .type('text/html; charset=utf-8')
    .send(page.html);
}
