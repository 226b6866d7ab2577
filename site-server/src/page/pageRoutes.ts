/**
 * A visitor's page, as a Fastify plugin: every localised route of the ownership table answered
 * with the app (200), anything else with the app showing the 404 page (404), as is a detail page
 * whose record the API does not have (/ru/Credit/987654); and /runtime-config.json, the release
 * set the page was made with. A page request goes through seven steps, each a module of this
 * folder: resolve the address, choose the release set, look up the cache, gather the data, render,
 * compose the HTML and its CSP, send.
 */
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@ssb/contracts/node';
import type { DeployRegistry } from '../deploy/registry';
import type { ReleaseOf } from '../deploy/releaseReader';
import type { SiteMetrics } from '../metrics/siteMetrics';
import type { PageCache } from '../page-cache/pageCache';
import type { PreviewReader } from '../preview/previewRoutes';
import type { ContentPreviewReader } from '../preview/contentPreview';
import type { LimitWindows } from '../security/limitWindows';
import type { ServerRender } from './render/serverRender';
import type { PageAssets } from './document/pageAssets';
import { isMissing, resolvePage } from './resolvePage';
import { createReleaseSetOf } from './releaseSet';
import { NOT_LOOKED_UP, createPageCacheStep, isStorable } from './pageCacheStep';
import { createDataGatherer } from './gatherData';
import { createRenderStep } from './renderPage';
import { createComposer } from './composePage';
import { HTML_COMPRESSION, cacheControlOf, pageTimingOf, sendPage, sendResolution } from './sendPage';

export interface PageRoutesOptions {
  /** What every page takes from the shell's build (document/pageAssets.ts), read once at start. */
  assets: PageAssets;
  /** The site's public origin, for canonical and alternate links (never the request's Host). */
  publicOrigin: string;
  /** Where this server reaches the API, for the pages' first answers. */
  apiUpstream: string;
  /** The live releases, asked on every request. */
  runtimeConfig: () => RuntimeConfig;
  /** The hosted registry, whose canaries make cohorts; none where the site hosts no registry. */
  registry?: Pick<DeployRegistry, 'state'>;
  previewOf: PreviewReader;
  /** A browser's content preview (preview/contentPreview.ts); none without a service token. */
  contentPreviewOf?: ContentPreviewReader;
  releaseOf: ReleaseOf;
  serverRender: ServerRender | null;
  pageCache: PageCache;
  metrics: SiteMetrics;
  /** Preload the owning remote's entry and chunks in the HTML (off for the bench's monolith). */
  preloadRemotes?: boolean;
  /** Server renders one client address may cause per minute, for the whole site. */
  rendersPerMinute?: number;
  /** Site-server processes sharing the port, and the counts every replica shares: for that budget. */
  processes?: number;
  limitWindows?: LimitWindows;
}

export async function pageRoutes(app: FastifyInstance, options: PageRoutesOptions): Promise<void> {
  const { metrics } = options;
  const releaseSetOf = createReleaseSetOf({
    runtimeConfig: options.runtimeConfig,
    registry: options.registry,
    previewOf: options.previewOf,
    ...(options.contentPreviewOf ? { contentPreviewOf: options.contentPreviewOf } : {}),
    secureCookies: options.publicOrigin.startsWith('https:'),
  });
  const cache = createPageCacheStep(options.pageCache, metrics);
  const gatherData = createDataGatherer({ releaseOf: options.releaseOf, apiUpstream: options.apiUpstream, preloadRemotes: options.preloadRemotes });
  const renderPage = createRenderStep({
    serverRender: options.serverRender,
    rendersPerMinute: options.rendersPerMinute,
    processes: options.processes,
    limitWindows: options.limitWindows,
    metrics,
  });
  const composePage = createComposer(options.assets, options.publicOrigin);

  app.get('/runtime-config.json', { compress: HTML_COMPRESSION }, async (req, reply) => {
    const set = await releaseSetOf(req, reply);
    reply.header('Cache-Control', cacheControlOf(set)).header('Vary', 'Cookie');
    return set.config;
  });

  app.get('/*', { compress: HTML_COMPRESSION }, async (req, reply) => {
    const started = performance.now();
    const resolution = resolvePage(req.url, req.headers.cookie);
    if (resolution.kind !== 'page') return sendResolution(reply, resolution);
    const { page } = resolution;

    const set = await releaseSetOf(req, reply);
    metrics.nameRoute(req, page.match ? page.match.route.pattern : '404');

    const cacheable = cache.cacheable(page, set);
    let lookup = cacheable ? await cache.lookUp(page.impossible ? page.notFoundKey : page.address.key, set.config, reply) : NOT_LOOKED_UP;
    if ('page' in lookup) return cache.answer(reply, lookup, started, set);

    const data = gatherData(req, page, set.config, set.contentPreview?.sealed);
    const record = await data.record;
    const missing = isMissing(page, record.value?.status);
    // No record: this address is its route's 404 page, rendered once for every slug.
    if (missing && !page.impossible && cacheable) {
      lookup.ticket?.release();
      lookup = await cache.lookUp(page.notFoundKey, set.config, reply);
      if ('page' in lookup) return cache.answer(reply, lookup, started, set);
    }

    const [remote, render] = await Promise.all([data.preloads, renderPage(req, page, set, { missing, record: record.value })]);
    const rendered = render?.value ?? null;

    const found = page.match !== null && !missing;
    const stored = isStorable({ cacheable, found, missing, rendered, record: record.value });
    const composed = await composePage({ page, set, found, rendered, remote, record: record.value, pageData: data.pageData, stored });
    cache.settle(lookup, stored ? composed : null, req.log, missing);

    const timing = pageTimingOf({ started, cache: cache.enabled, stored, dataMs: page.match ? record.ms : null, render });
    return sendPage(reply, { found, set, page: composed, timing });
  });
}
