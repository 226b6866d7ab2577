/**
 * The site server's Prometheus metrics (prom-client): how long answers take by route (a page by
 * its route pattern, so `/ru/Credit/1` and `/en/Credit/7` are one series), how each remote's pages
 * were rendered on the server or left to the browser, how the page cache answered, and deploys.
 * A registry of its own, not prom-client's global one: tests run several servers in one process.
 */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type RenderOutcome = 'rendered' | 'fallback';
export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass';

export interface SiteMetrics {
  registry: Registry;
  /** Names the route of an HTML answer by its page pattern (`/Credit/:slug`, `404`). */
  nameRoute(req: FastifyRequest, route: string): void;
  serverRender(slot: string, outcome: RenderOutcome): void;
  pageCache(outcome: CacheOutcome): void;
  deploy(remote: string, action: string, outcome: 'switched' | 'refused'): void;
}

/** Buckets for answers of a server on loopback: most are a few milliseconds, a cold render up to seconds. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5];

export function createSiteMetrics(app: FastifyInstance, { defaultMetrics = true }: { defaultMetrics?: boolean } = {}): SiteMetrics {
  const registry = new Registry();
  if (defaultMetrics) collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const renders = new Counter({
    name: 'ssb_ssr_renders_total',
    help: 'Pages rendered on the server, or served for the browser to render (fallback), by the remote owning the page',
    labelNames: ['remote', 'outcome'],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'ssb_page_cache_total',
    help: 'HTML answers by how the page cache served them: hit, stale (while another request renders it anew), miss (rendered and stored) or bypass (not cacheable)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const deploys = new Counter({
    name: 'ssb_deploys_total',
    help: 'Deploys and rollbacks through this server, switched or refused',
    labelNames: ['remote', 'action', 'outcome'],
    registers: [registry],
  });

  const routes = new WeakMap<FastifyRequest, string>();
  app.addHook('onResponse', async (req, reply) => {
    // Unmatched requests are one series: the address a client chose is not a label.
    const route = routes.get(req) ?? req.routeOptions.url ?? 'unmatched';
    duration.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  return {
    registry,
    nameRoute: (req, route) => void routes.set(req, route),
    serverRender: (slot, outcome) => renders.inc({ remote: slot, outcome }),
    pageCache: (outcome) => cache.inc({ outcome }),
    deploy: (remote, action, outcome) => deploys.inc({ remote, action, outcome }),
  };
}
