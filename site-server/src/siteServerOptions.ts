/**
 * What a site server is made with (createSiteServer in site-server.ts): its files, its upstreams,
 * the registry it hosts, its limits and its render processes. A site process makes them from its
 * settings (process/siteProcess.ts); tests and the bench set them directly.
 */
import type { FastifyServerOptions } from 'fastify';
import type { RuntimeConfig } from '@ssb/contracts/node';
import type { DeployRoutesOptions } from './deploy/deployRoutes';
import type { ApiProxyLimits } from './api-proxy/apiProxy';
import type { LimitWindows } from './security/limitWindows';
import type { SiteMetrics } from './metrics/siteMetrics';
import type { MetricsExposure } from './metrics/metricsRoute';
import type { JudgeSettings } from './canary/judge/rules';
import type { RenderSettings } from './page';

/**
 * Time limits for a client: the headers within 10 s, the whole request (an upload of 32 MB
 * included) within 120 s, both answered 408; a connection idle for 30 s is closed.
 */
export const SERVER_TIMEOUTS = { headersMs: 10_000, requestMs: 120_000, idleMs: 30_000 };

export interface SiteServerOptions {
  /** The shell's build output (index.html, main.js, chunks). */
  distDir: string;
  /**
   * The runtime config now, asked on every request: the deploy registry's view (npm start), so
   * a deploy shows on the next page any visitor opens; a fixed one in tests and the bench.
   */
  runtimeConfig: () => RuntimeConfig;
  /**
   * Hosts the deploy registry under /_deploy/ (npm start does). The server re-reads it while it
   * runs, and closes its store when the server closes.
   */
  deploy?: Omit<DeployRoutesOptions, 'guard'>;
  /**
   * Origins besides loopback a team's development preview (ssb-remote dev --site) may load its
   * build from (SSB_DEV_PREVIEW_ORIGINS, comma-separated); loopback origins always may.
   */
  devPreviewOrigins?: string;
  /**
   * Site-server processes sharing the port (a cluster): limits meant for the site as a whole
   * (wrong tokens, CSP reports, bodies in flight, renders per address) are shared among them.
   */
  processes?: number;
  /** How often the deploy registry is re-read (SSB_REGISTRY_POLL_MS, 2000 by default). */
  registryPollMs?: number;
  /**
   * The site's public origin (https://ssb.tj) for canonical and alternate links; never taken from
   * the request's Host header, which a client chooses.
   */
  publicOrigin: string;
  /** Where /api/ is proxied to, e.g. http://127.0.0.1:8085 */
  apiUpstream: string;
  /**
   * The secret the site server and the API share (SSB_SERVICE_TOKEN): the site server's own reads
   * of the API carry it (the content revision, the operations page, the canary judge, readiness),
   * and it seals the beacons the site server checked. Without it the API refuses those reads.
   */
  serviceToken?: string;
  /** The proxy's bounds (API_PROXY_LIMITS by default; tests make them small). */
  apiLimits?: Partial<ApiProxyLimits>;
  /**
   * The addresses (or CIDR ranges) of the load balancers in front of this server, whose
   * X-Forwarded-For names the visitor. Empty: the peer is the visitor, and X-Forwarded-For is ignored.
   */
  trustedProxies?: string[];
  /** Server time limits (SERVER_TIMEOUTS by default). */
  timeouts?: Partial<typeof SERVER_TIMEOUTS>;
  logger?: FastifyServerOptions['logger'];
  /** Preload the owning remote's entry and chunks in the HTML (off for the bench's monolith). */
  preloadRemotes?: boolean;
  /**
   * The shell's server build (shell/dist-server/render.cjs): pages are rendered into the HTML
   * with it. Without it (or when rendering fails) the browser renders them.
   */
  serverBuildFile?: string;
  /** The server build has the remotes' pages compiled in (the bench's monolith only). */
  remotesCompiledIn?: boolean;
  /** How pages are rendered (page/render/serverRendering.ts): in sandboxed render processes. */
  render?: RenderSettings;
  /**
   * How long an anonymous rendered page is served from memory (ms, SSB_PAGE_CACHE_MS); 0 or
   * absent: every page is rendered per request.
   */
  pageCacheMs?: number;
  /** The bytes the page cache keeps in all (SSB_PAGE_CACHE_MB), and the most one page may take. */
  pageCacheBytes?: { max?: number; perPage?: number };
  /**
   * Server renders one client address may cause per minute, for the whole site (RENDERS_PER_MINUTE
   * by default; SSB_RENDERS_PER_MINUTE): past it, its pages are rendered in the browser.
   */
  rendersPerMinute?: number;
  /** How often the API's content revision is asked, to drop cached pages when it changes (ms). */
  contentPollMs?: number;
  /** Where /metrics is answered, and with what (this process's metrics by default). */
  metrics?: MetricsExposure;
  /** Receives the metrics registry, e.g. for a cluster's primary to collect it. */
  onMetrics?: (metrics: SiteMetrics) => void;
  /** True once the process is stopping: /readyz answers 503 while requests are still served. */
  draining?: () => boolean;
  /**
   * The canary judge (docs/remote-delivery.md, "The judge"): what it holds canaries to and how often
   * it looks. Where the registry is hosted, one instance of all that share it runs it (a lease).
   */
  canary?: { judge: JudgeSettings; intervalMs: number };
  /**
   * The registry, /_ops and /metrics answer only on the internal listener (security/internalListener.ts,
   * SSB_INTERNAL_PORT), which the process starts beside this server; the public port answers 404 for them.
   */
  internalListener?: boolean;
  /** Where security.txt sends vulnerability reports (SSB_SECURITY_CONTACT). */
  securityContacts?: string[];
  /**
   * Counts shared by every replica (security/limitWindows.ts: PostgreSQL with DATABASE_URL): the
   * limits per address are the whole site's. Absent: each process counts its share.
   */
  limitWindows?: LimitWindows;
  /** An OTLP/HTTP collector's traces endpoint: each request's span goes there (SSB_OTLP_TRACES_URL). */
  otlpTracesUrl?: string;
}
