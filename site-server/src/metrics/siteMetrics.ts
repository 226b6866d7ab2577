/**
 * The site server's Prometheus metrics (prom-client): how long answers take by route (a page by
 * its route pattern, so `/ru/Credit/1` and `/en/Credit/7` are one series), how each remote's pages
 * were rendered on the server or left to the browser, how the page cache answered, and deploys.
 * A registry of its own, not prom-client's global one: tests run several servers in one process.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from '@ssb/contracts/node';

type RenderOutcome = 'rendered' | 'fallback';
/** A wall that held a release: its page too large, its process stopped for CPU (rendering or idle), its API reads over budget. */
export type RenderBound = 'too-large' | 'cpu-render' | 'cpu-idle' | 'relay-budget';
type CacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass';

export interface SiteMetrics {
  registry: Registry;
  /** Names the route of an HTML answer by its page pattern (`/Credit/:slug`, `404`). */
  nameRoute(req: FastifyRequest, route: string): void;
  /** A page's server render: its owner, how it went, and the owner's release and its time when known. */
  serverRender(slot: string, outcome: RenderOutcome, release?: { id: string; seconds: number; cpuSeconds?: number }): void;
  /** A release held by one of the render's bounds. */
  renderBounded(remote: string, release: string, bound: RenderBound): void;
  /** The server's own figures of a remote's release, in this process: what /_ops shows beside a canary's field data. */
  releaseFigures(remote: string, release: string): Promise<ReleaseRenderFigures>;
  pageCache(outcome: CacheOutcome): void;
  /** Where the page cache's size in bytes is read from, when /metrics is collected. */
  pageCacheBytes(read: () => number): void;
  deploy(remote: string, action: string, outcome: 'switched' | 'refused'): void;
  /**
   * Counts a server render as in flight until it settles (ssb_ssr_renders_in_flight, what the
   * site's autoscaler reads beside CPU): queued for its render process, rendering, or answering.
   */
  rendering<T>(render: Promise<T>): Promise<T>;
  /**
   * What /readyz knows of server rendering, read at each scrape: the remotes whose pages are
   * served for the browser to render for now, and whether the render processes have no network.
   */
  watchServerRendering(state: { offline: () => readonly string[]; sandboxed: () => boolean }): void;
  /** A decision of the canary judge (promote, step up, roll back), by remote. */
  canaryDecision(remote: string, decision: string): void;
}

export interface ReleaseRenderFigures {
  rendered: number;
  fallback: number;
  /** Mean time of its server renders, fallbacks included (ms); null before the first. */
  meanMs: number | null;
  /** Mean CPU of its rendered pages, measured from outside its process (ms); null before the first. */
  meanCpuMs: number | null;
  /** Times a bound held it, by bound. */
  bounded: Record<RenderBound, number>;
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
  // Per release of a remote: a canary's server render against its control's. Releases are the
  // registry's (live, canary, previewed), so the labels stay few.
  const releaseRenders = new Counter({
    name: 'ssb_release_renders_total',
    help: 'Server renders of pages by the release of the remote owning them: rendered, or left to the browser (fallback)',
    labelNames: ['remote', 'release', 'outcome'],
    registers: [registry],
  });
  const releaseRenderTime = new Histogram({
    name: 'ssb_release_render_seconds',
    help: 'Time of a server render of a page, by the release of the remote owning it (fallbacks included)',
    labelNames: ['remote', 'release'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const releaseRenderCpu = new Histogram({
    name: 'ssb_release_render_cpu_seconds',
    help: 'CPU its render process used while a page was rendered, measured from outside the process, by the release of the remote owning it',
    labelNames: ['remote', 'release'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const bounded = new Counter({
    name: 'ssb_render_bounded_total',
    help: 'Times a release was held by a bound of its server render: too-large (its page not used), cpu-render and cpu-idle (its process stopped for its CPU), relay-budget (its API reads past its budget)',
    labelNames: ['remote', 'release', 'bound'],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'ssb_page_cache_total',
    help: 'HTML answers by how the page cache served them: hit, stale (while another request renders it anew), miss (rendered and stored) or bypass (not cacheable)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  let cacheBytes = () => 0;
  new Gauge({
    name: 'ssb_page_cache_bytes',
    help: 'Bytes the page cache holds now, its pages in every encoding',
    registers: [registry],
    collect() {
      this.set(cacheBytes());
    },
  });
  const deploys = new Counter({
    name: 'ssb_deploys_total',
    help: 'Deploys and rollbacks through this server, switched or refused',
    labelNames: ['remote', 'action', 'outcome'],
    registers: [registry],
  });

  const inFlight = new Gauge({
    name: 'ssb_ssr_renders_in_flight',
    help: 'Server renders in flight in this process: queued for a render process, rendering, or answering',
    registers: [registry],
  });
  let serverRendering: { offline: () => readonly string[]; sandboxed: () => boolean } | undefined;
  new Gauge({
    name: 'ssb_server_rendering_off',
    help: 'Remotes whose pages are served for the browser to render for now (1), the others 0: a breaker open, a render process restarting',
    labelNames: ['remote'],
    registers: [registry],
    collect() {
      if (!serverRendering) return;
      const off = new Set(serverRendering.offline());
      for (const remote of REMOTE_NAMES) this.set({ remote }, off.has(remote) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'ssb_render_sandboxed',
    help: 'Whether render processes run in their sandbox (1), or remote code is not rendered on the server here, or only with weaker walls chosen on purpose (0)',
    registers: [registry],
    collect() {
      if (serverRendering) this.set(serverRendering.sandboxed() ? 1 : 0);
    },
  });
  const decisions = new Counter({
    name: 'ssb_canary_judge_decisions_total',
    help: 'What the canary judge did of its own accord, by remote: promote, step (a larger share) or rollback',
    labelNames: ['remote', 'decision'],
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
    serverRender: (slot, outcome, release) => {
      renders.inc({ remote: slot, outcome });
      if (!release) return;
      releaseRenders.inc({ remote: slot, release: release.id, outcome });
      releaseRenderTime.observe({ remote: slot, release: release.id }, release.seconds);
      if (release.cpuSeconds !== undefined) releaseRenderCpu.observe({ remote: slot, release: release.id }, release.cpuSeconds);
    },
    renderBounded: (remote, release, bound) => bounded.inc({ remote, release, bound }),
    async releaseFigures(remote, release) {
      const count = async (outcome: RenderOutcome) =>
        (await releaseRenders.get()).values.find((v) => v.labels.remote === remote && v.labels.release === release && v.labels.outcome === outcome)
          ?.value ?? 0;
      const time = (await releaseRenderTime.get()).values.filter((v) => v.labels.remote === remote && v.labels.release === release);
      const sum = time.find((v) => v.metricName === 'ssb_release_render_seconds_sum')?.value ?? 0;
      const n = time.find((v) => v.metricName === 'ssb_release_render_seconds_count')?.value ?? 0;
      const cpu = (await releaseRenderCpu.get()).values.filter((v) => v.labels.remote === remote && v.labels.release === release);
      const cpuSum = cpu.find((v) => v.metricName === 'ssb_release_render_cpu_seconds_sum')?.value ?? 0;
      const cpuN = cpu.find((v) => v.metricName === 'ssb_release_render_cpu_seconds_count')?.value ?? 0;
      const held = (await bounded.get()).values.filter((v) => v.labels.remote === remote && v.labels.release === release);
      const times = (bound: RenderBound) => held.find((v) => v.labels.bound === bound)?.value ?? 0;
      return {
        rendered: await count('rendered'),
        fallback: await count('fallback'),
        meanMs: n > 0 ? (sum / n) * 1000 : null,
        meanCpuMs: cpuN > 0 ? (cpuSum / cpuN) * 1000 : null,
        bounded: {
          'too-large': times('too-large'),
          'cpu-render': times('cpu-render'),
          'cpu-idle': times('cpu-idle'),
          'relay-budget': times('relay-budget'),
        },
      };
    },
    pageCache: (outcome) => cache.inc({ outcome }),
    pageCacheBytes: (read) => void (cacheBytes = read),
    deploy: (remote, action, outcome) => deploys.inc({ remote, action, outcome }),
    rendering(render) {
      inFlight.inc();
      return render.finally(() => inFlight.dec());
    },
    watchServerRendering: (state) => void (serverRendering = state),
    canaryDecision: (remote, decision) => decisions.inc({ remote, decision }),
  };
}
