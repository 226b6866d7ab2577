/**
 * Step 5 of a page request: the page rendered on the server, in a render process of its owner's
 * release (render/serverRender.ts), or left for the browser to render. Renders that missed the
 * cache cost a core's time: each address has a budget of them, past which its pages go to the
 * browser (a query string varied per request included). Whatever fails in a render gives null
 * too: the page is served unrendered, as a browser-rendered one.
 */
import type { FastifyRequest } from 'fastify';
import { traceOf } from '@ssb/server-kit/traceContext';
import { createAddressWindow } from '../security/addressWindow';
import type { LimitWindows } from '../security/limitWindows';
import type { SiteMetrics } from '../metrics/siteMetrics';
import { timed } from '../metrics/serverTiming';
import type { RenderedPage } from '../render/protocol';
import { previewedRemotes } from '../preview/previewSession';
import { canariedOf } from '../canary/cohorts/withCanaries';
import type { ServerRender } from './render/serverRender';
import type { PageAnswer } from './pageDataSeed';
import type { ResolvedPage } from './resolvePage';
import type { ReleaseSet } from './releaseSet';

/** Server renders one address may cause a minute (pages the cache did not have), for the whole site. */
const RENDERS_PER_MINUTE = 120;

export interface RenderStepOptions {
  /** Null: the site renders no page on the server (no server build). */
  serverRender: ServerRender | null;
  /** The budget per address (RENDERS_PER_MINUTE by default). */
  rendersPerMinute?: number;
  /** Site-server processes sharing the port: each allows its share of the budget. */
  processes?: number;
  /** Counts shared by every replica: the budget is then the whole site's. */
  limitWindows?: LimitWindows;
  metrics: Pick<SiteMetrics, 'rendering'>;
}

export type RenderedIn = { value: RenderedPage | null; ms: number };

export function createRenderStep({ serverRender, rendersPerMinute, processes, limitWindows, metrics }: RenderStepOptions) {
  const renders = createAddressWindow({ perWindow: rendersPerMinute ?? RENDERS_PER_MINUTE, processes, shared: limitWindows, name: 'renders' });
  /**
   * The render and its time (null where the site renders nothing on the server). `missing`: the
   * 404 page at this address; `record`: the page's first API answer, which the render is handed
   * rather than asking the API for it a second time.
   */
  return function renderPage(
    req: FastifyRequest,
    page: ResolvedPage,
    set: ReleaseSet,
    { missing, record }: { missing: boolean; record: PageAnswer | null },
  ): Promise<RenderedIn> | null {
    if (!serverRender) return null;
    const allowed = !renders.full(req.ip);
    if (!allowed) return timed(Promise.resolve(null));
    renders.add(req.ip);
    const answers = record?.body === undefined ? undefined : { [record.url]: record.body };
    return timed(
      metrics.rendering(
        serverRender(page.address.pathname + page.address.search, set.config, {
          notFound: missing,
          answers,
          previewed: previewedRemotes(set.preview),
          canaried: canariedOf(set.cohorts),
          requestId: req.id,
          trace: traceOf(req),
          log: req.log,
          client: req.ip,
          ...(set.contentPreview ? { contentPreview: set.contentPreview.sealed } : {}),
        }),
      ),
    );
  };
}
