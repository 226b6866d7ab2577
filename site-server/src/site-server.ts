/**
 * The site server: serves the shell, answers every localised route of the ownership table
 * with the app (200) and anything else with the app showing the 404 page (404), as it does a
 * detail page whose record the API does not have (/ru/Credit/987654), injects the
 * runtime config (the deploy registry's view, a session's release preview, or the releases of a
 * visitor's canary cohorts: canary/cohorts/), hosts the
 * registry and the previews under /_deploy/ (re-reading the registry every few seconds, so a
 * deploy through another instance is served here too), answers /healthz and /readyz, and proxies /api/
 * to the API so the browser talks to one origin. Pages are compressed, timed (Server-Timing)
 * and, when every visitor gets them alike, served from a short-lived cache (page-cache/);
 * /metrics counts what it does, and /_ops shows the bank's team what visitors measured.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
// Pure modules of the contracts only: their index also loads React components, not for Node.
import { randomUUID } from 'node:crypto';
import {
  NOT_FOUND_PATH,
  REQUEST_ID_HEADER,
  isPossibleDetail,
  localeOf,
  matchRoute,
  parseLocalizedPath,
  requestIdFrom,
  type RemoteName,
  type RuntimeConfig,
} from '@ssb/contracts/node';
import { compileTemplate, renderIndexHtml } from './html';
import { languageRedirect } from './languageRedirect';
import { findFontPreloads, preloadTags } from './fontPreloads';
import { createRemotePreloads, scriptPreload } from './remotePreloads';
import { createPageData } from './pageDataSeed';
import { SHELL_CATALOGS, routeMeta, type ServerRenderResult } from '@ssb/shell/server';
import { createReleaseReader } from './manifests';
import { createServerRenderer, type CanaryWarm } from './serverRender';
import { deployRoutes, type DeployRoutesOptions } from './deploy/deployRoutes';
import { createTokenGuard } from './deploy/authorize';
import { pinnedManifestRoute } from './deploy/pinnedManifestRoute';
import { vitalsReleaseCheck } from './deploy/vitalsReleaseCheck';
import type { SandboxSettings } from './render/sandbox/walls';
import type { CpuLimits } from './render/cpuWatch';
import type { RelayBudget } from './render/apiRelay';
import type { TransportFactory } from './render/transport';
import { pollRegistry, type RegistryPoll } from './deploy/registryPoll';
import { readRegistryPollMs } from './deploy/registrySettings';
import { healthRoutes } from './health/healthRoutes';
import { API_PROXY_LIMITS, apiProxy, type ApiProxyLimits } from './api-proxy/apiProxy';
import { registerBodyGuard } from './api-proxy/bodyGuard';
import { registerSiteErrors, siteClientErrorHandler, siteFrameworkErrors } from './security/siteErrors';
import { canonicalRequestUrl } from '@ssb/server-kit/canonicalPath';
import { htmlSecurityHeaders, newNonce, securityHeaders } from './security/securityHeaders';
import { createPreviewCodec, withPreview, type Preview } from './preview/previewSession';
import { createPreviewReader, previewRoutes } from './preview/previewRoutes';
import { previewBanner } from './preview/previewBanner';
import { createPageCache } from './page-cache/pageCache';
import { watchContentRevision } from './page-cache/contentRevision';
import { inlineScriptHashes } from './page-cache/cachedPage';
import { collapsedPath, pageAddress } from './page-cache/pageAddress';
import { noSuchRecord, notFoundPageKey } from './page-cache/notFoundPages';
import { createAddressWindow } from './security/addressWindow';
import type { LimitWindows } from './security/limitWindows';
import { separateInternalRoutes } from './security/internalListener';
import { securityTxtRoute } from './security/securityTxt';
import { createCachedAnswers, sendCachedPage } from './page-cache/cachedAnswers';
import { createSiteMetrics, type SiteMetrics } from './metrics/siteMetrics';
import { metricsRoute, type MetricsExposure } from './metrics/metricsRoute';
import { serverTimingHeader, since, timed, type TimingEntry } from './metrics/serverTiming';
import { opsRoutes } from './ops/opsRoutes';
import { DEFAULT_JUDGE, type JudgeSettings } from './canary/judge/rules';
import { startJudgeRunner, type JudgeRunner } from './canary/runner/judgeRunner';
import { visitorCohorts } from './canary/cohorts/visitorCohorts';
import { giveCohortCookie } from './canary/cohorts/cohortCookie';
import { canariedOf, canaryRemotes, everyCanary, withCanaries, type Cohorts } from './canary/cohorts/withCanaries';
import { routineRequestsAtDebug } from '@ssb/server-kit/requestLog';
import { TRACEPARENT_HEADER, traceChildLogger, traceOf, traceparentFor } from '@ssb/server-kit/traceContext';
import { otlpTraces } from '@ssb/server-kit/otlpTraces';

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
  /**
   * How pages are rendered: in sandboxed render processes, the site's only way (render/sandbox/).
   * `transport` replaces them with the bench's in-process reference, which measures what the
   * sandbox costs; `unsafeKeepDescriptors` and `sandbox.unsafeWithout` take walls down for tests.
   * None of these is a setting: the production binary cannot lower a wall.
   */
  render?: {
    sandbox?: SandboxSettings;
    timeoutMs?: number;
    /** SSB_RENDER_MAX_BYTES: a longer answer is not used (its page is served unrendered, counted per release). */
    maxAnswerBytes?: number;
    cpu?: Partial<CpuLimits>;
    /** SSB_RELAY_READS_PER_MINUTE: the API reads a release's renders may make a minute. */
    relayBudget?: RelayBudget;
    transport?: TransportFactory;
    unsafeKeepDescriptors?: boolean;
    /** Bytes that may wait unread on a render process's channel (tests raise it to show what the bound stops). */
    channelHighWater?: number;
  };
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

/**
 * Time limits for a client: the headers within 10 s, the whole request (an upload of 32 MB
 * included) within 120 s, both answered 408; a connection idle for 30 s is closed.
 */
export const SERVER_TIMEOUTS = { headersMs: 10_000, requestMs: 120_000, idleMs: 30_000 };

/**
 * HTML is compressed per answer (it carries a fresh nonce); brotli at the plugin's fast level 4.
 * In one call on the request's own thread: a page is tens of KB, which compresses in well under a
 * millisecond, while the plugin's stream path (its default above 8 KB on two cores) cost several
 * per answer (a quarter of the cached home page's throughput here). Each core has a process.
 */
const HTML_COMPRESSION = { encodings: ['br', 'gzip'] as ('br' | 'gzip')[], threshold: 1024, syncThreshold: 1024 * 1024 };

const HASHED = /\.[0-9a-f]{10}\.(js|css|woff2?|png|svg|jpe?g|ttf)$/;

/** Server renders one address may cause a minute (pages the cache did not have), for the whole site. */
export const RENDERS_PER_MINUTE = 120;

/** Whether every API answer the page was rendered with came back: otherwise it shows an error state. */
const settledWell = (rendered: ServerRenderResult): boolean =>
  Object.values(rendered.resources).every(
    (resource) => !(typeof resource === 'object' && resource !== null && (resource as { status?: unknown }).status === 'error'),
  );

/** The remotes whose release a preview replaces: rendered in processes apart from the live ones. */
const previewedOf = (preview: Preview | null): RemoteName[] => (preview ? (Object.keys(preview.releases) as RemoteName[]) : []);

/**
 * What a shared cache may keep of an answer: nothing of one that gives a cohort cookie (it would
 * give the same id to every visitor behind it) or names a visitor's cohorts, nor of a preview.
 */
const cacheControlOf = (personal: boolean): string => (personal ? 'private, no-cache' : 'no-cache');

/** The shell's own bootstrap chunks (preload.json, written by its build). */
async function readShellChunks(distDir: string): Promise<string[]> {
  try {
    const { scripts } = JSON.parse(await readFile(path.join(distDir, 'preload.json'), 'utf8')) as { scripts: string[] };
    return scripts.map((file) => `/${file}`);
  } catch {
    return []; // an older build without the list: the chunks load after main.js, as before
  }
}

export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    // Static files and probes at debug: the requests worth reading stay readable at info.
    logController: routineRequestsAtDebug(),
    // Node checks the header and request limits every connectionsCheckingInterval (30 s by
    // default): a slow client would get its 408 up to 30 s late.
    serverFactory: (handler) => {
      const server = createServer(
        { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: 1_000, keepAliveTimeout: 5_000 },
        handler,
      );
      server.setTimeout(timeouts.idleMs);
      return server;
    },
    // The request target read as a path, in one spelling, before any route or check sees it
    // (`//host/x` is the path /host/x, never a host); the router's and Node's own refusals in
    // the site's shape and with its headers (security/siteErrors.ts).
    rewriteUrl: canonicalRequestUrl,
    frameworkErrors: siteFrameworkErrors(options.publicOrigin),
    clientErrorHandler: siteClientErrorHandler(options.publicOrigin),
    // Behind a load balancer, req.ip is the visitor it names; directly, the peer.
    trustProxy: options.trustedProxies && options.trustedProxies.length > 0 ? options.trustedProxies : false,
    genReqId: (req) => requestIdFrom(req.headers[REQUEST_ID_HEADER], randomUUID),
    // Every line of a request carries its W3C trace id (the visitor's traceparent, or a new one),
    // which the API's and the render's requests carry on.
    childLoggerFactory: traceChildLogger,
  });
  // QA and support can quote it: the same id is in the site server's and the API's log lines.
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  if (options.internalListener) separateInternalRoutes(app);
  if (options.otlpTracesUrl) otlpTraces(app, { url: options.otlpTracesUrl, service: 'ssb-site', log: (level, line) => app.log[level](line) });
  await securityHeaders(app, { publicOrigin: options.publicOrigin, processes: options.processes, limitWindows: options.limitWindows });
  registerSiteErrors(app);
  // Every request with a body, whatever its method and path, before any route reads it.
  registerBodyGuard(app, { limits: { ...API_PROXY_LIMITS, ...options.apiLimits }, processes: options.processes });
  const metrics = createSiteMetrics(app);
  options.onMetrics?.(metrics);
  // Static files come compressed from the build; only answers made per request are compressed here.
  await app.register(compress, { global: false, ...HTML_COMPRESSION });
  const pageCache = createPageCache({
    ttlMs: options.pageCacheMs ?? 0,
    maxBytes: options.pageCacheBytes?.max,
    maxPageBytes: options.pageCacheBytes?.perPage,
  });
  metrics.pageCacheBytes(() => pageCache.bytes);
  const renders = createAddressWindow({
    perWindow: options.rendersPerMinute ?? RENDERS_PER_MINUTE,
    processes: options.processes,
    shared: options.limitWindows,
    name: 'renders',
  });
  const cachedAnswers = createCachedAnswers(pageCache);
  if (pageCache.enabled) {
    const watch = watchContentRevision({
      apiUpstream: options.apiUpstream,
      serviceToken: options.serviceToken,
      // Each second: a change staff publish reaches the cached pages at once (a /readyz is a few primary-key reads).
      intervalMs: options.contentPollMs ?? 1_000,
      onChange: () => pageCache.dropAll(),
      log: app.log,
    });
    app.addHook('onClose', async () => watch.stop());
  }
  // Cut once into its pieces: a page is those pieces and its values, joined (page/documentTemplate.ts).
  const template = compileTemplate(await readFile(path.join(options.distDir, 'index.html'), 'utf8'));
  const fonts = await findFontPreloads(options.distDir);
  const shellChunks = await readShellChunks(options.distDir);
  // main.js (the federation runtime) first: the page's scripts all wait for it.
  const shellPreloads = shellChunks.length ? ['/main.js', ...shellChunks].map((href) => scriptPreload(href)).join('') : '';
  const releaseOf = createReleaseReader({ files: options.deploy?.registry.files ?? null });
  const remotePreloads = createRemotePreloads(releaseOf);
  const pageDataOf = createPageData();
  const serverRender = options.serverBuildFile
    ? createServerRenderer({
        buildFile: options.serverBuildFile,
        releaseOf,
        files: options.deploy?.registry.files ?? null,
        apiUpstream: options.apiUpstream,
        remotesCompiledIn: options.remotesCompiledIn,
        sandbox: options.render?.sandbox,
        transport: options.render?.transport,
        timeoutMs: options.render?.timeoutMs,
        maxAnswerBytes: options.render?.maxAnswerBytes,
        cpu: options.render?.cpu,
        relayBudget: options.render?.relayBudget,
        limitWindows: options.limitWindows,
        unsafeKeepDescriptors: options.render?.unsafeKeepDescriptors,
        channelHighWater: options.render?.channelHighWater,
        onBounded: (release, bound) => metrics.renderBounded(release.remote, release.id, bound),
        // Not an error for the visitor (the browser renders the page), but worth seeing once.
        onFallback: (url, error, skipped, log = app.log) =>
          log[skipped ? 'debug' : 'warn']({ url, reason: error instanceof Error ? error.message : String(error) }, `${url} served unrendered`),
        onOutcome: (slot, outcome, release) => metrics.serverRender(slot, outcome, release),
        log: (line) => app.log.warn(line),
      })
    : null;
  // The live releases' and the running canaries' processes started now, so that the first
  // visitors' pages are rendered too; again at every switch or canary step, and now and then to let
  // go of what is no longer live, in a canary or previewed.
  if (serverRender) {
    const registry = options.deploy?.registry;
    const canariesOf = (config: RuntimeConfig): CanaryWarm | undefined => {
      const state = registry?.state();
      return state ? { config: withCanaries(config, state, everyCanary(state)), remotes: canaryRemotes(state) } : undefined;
    };
    const warm = () => {
      const config = options.runtimeConfig();
      void serverRender.warm(config, [], canariesOf(config)).catch((error: unknown) => app.log.error({ err: error }, 'render processes not started'));
    };
    app.addHook('onReady', async () => {
      // Said once: no sandbox here (remote code then never runs on the server), weaker walls on purpose, or the walls.
      const refused = serverRender.refused();
      const weakened = serverRender.weakened();
      if (refused) app.log.error(`render processes: none, pages are rendered in the browser: ${refused}`);
      else if (weakened) app.log.warn(`render processes: ${serverRender.describe()}`);
      else app.log.info(`render processes: ${serverRender.describe()}`);
      warm();
    });
    options.deploy?.registry.onChange(warm);
    // For tests and the operations page: which render processes are up.
    app.decorate('ssbRenderProcesses', () => serverRender.processes());
    metrics.watchServerRendering({
      offline: () => Object.keys(serverRender.offline(options.runtimeConfig())),
      sandboxed: () => serverRender.refused() === null && serverRender.weakened() === null,
    });
    const sweep = setInterval(warm, 30_000);
    sweep.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await serverRender.close();
    });
  }
  // A session may preview releases that are not live (signed cookie): only where releases are deployed.
  const previews = options.deploy ? createPreviewCodec(options.deploy.tokens, options.deploy.registry.allowsOrigin) : null;
  const guard = options.deploy
    ? createTokenGuard({ tokens: options.deploy.tokens, processes: options.processes, shared: options.limitWindows })
    : null;
  const previewOf = options.deploy && previews ? createPreviewReader(previews, options.deploy.registry) : async () => null;
  if (options.deploy && previews && guard) {
    const { registry } = options.deploy;
    const pollMs = options.registryPollMs ?? readRegistryPollMs();
    app.log.info(
      { registry: { store: registry.describeStore(), pollMs } },
      `deploy registry: ${registry.describeStore()}, re-read every ${pollMs} ms`,
    );
    // Another instance may switch a remote: its deploy is served here at the next poll.
    let poll: RegistryPoll | undefined;
    let judgeRunner: JudgeRunner | undefined;
    app.addHook('onReady', async () => {
      poll = pollRegistry(registry, pollMs, app.log);
      if (options.canary)
        judgeRunner = startJudgeRunner({
          registry,
          apiUpstream: options.apiUpstream,
          serviceToken: options.serviceToken,
          settings: options.canary.judge,
          intervalMs: options.canary.intervalMs,
          log: app.log,
          onDecision: metrics.canaryDecision,
        });
    });
    app.addHook('onClose', async () => {
      await judgeRunner?.stop();
      await poll?.stop();
      await registry.close();
    });
    await app.register(deployRoutes, {
      ...options.deploy,
      guard,
      onOutcome: (remote, action, ok) => metrics.deploy(remote, action, ok ? 'switched' : 'refused'),
    });
    await app.register(opsRoutes, {
      registry,
      guard,
      apiUpstream: options.apiUpstream,
      serviceToken: options.serviceToken,
      judge: options.canary?.judge ?? DEFAULT_JUDGE,
      serverFigures: metrics.releaseFigures,
    });
    await app.register(previewRoutes, {
      registry,
      guard,
      codec: previews,
      secure: options.publicOrigin.startsWith('https:'),
      warm: async (preview) => serverRender?.warm(withPreview(options.runtimeConfig(), preview), previewedOf(preview)),
    });
    await app.register(pinnedManifestRoute, { files: registry.files });
  }
  const secureCookies = options.publicOrigin.startsWith('https:');
  /**
   * The runtime config of one request, which its render, HTML, preloads, page data and
   * /runtime-config.json all use: the live releases, the ones its session previews (then it is
   * in no cohort), or, while canaries run, its cohorts' releases. A visitor without a cohort
   * cookie gets one on this answer, and this page view is already in its cohorts.
   */
  const configFor = async (
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ config: RuntimeConfig; preview: Preview | null; cohorts: Cohorts; personal: boolean }> => {
    const preview = await previewOf(req);
    const live = options.runtimeConfig();
    if (preview || !options.deploy) return { config: withPreview(live, preview), preview, cohorts: {}, personal: preview !== null };
    const state = options.deploy.registry.state();
    const visitor = visitorCohorts(req.headers.cookie, state);
    if (visitor.give) giveCohortCookie(reply, visitor.give, secureCookies);
    const config = withCanaries(live, state, visitor.cohorts);
    return { config, preview, cohorts: config.cohorts ?? {}, personal: visitor.give !== null || config.cohorts !== undefined };
  };
  await app.register(healthRoutes, {
    runtimeConfig: options.runtimeConfig,
    releaseOf,
    serverRenderingOff: serverRender ? (config) => serverRender.offline(config) : undefined,
    renderWalls: serverRender ? () => ({ refused: serverRender.refused(), weakened: serverRender.weakened() }) : undefined,
    apiUpstream: options.apiUpstream,
    serviceToken: options.serviceToken,
    registry: options.deploy?.registry,
    guard,
    draining: options.draining,
  });

  // Beacons name releases: only ones the registry has seen reach the API (and /_ops).
  if (options.deploy)
    await app.register(vitalsReleaseCheck, {
      registry: options.deploy.registry,
      apiUpstream: options.apiUpstream,
      serviceToken: options.serviceToken,
      previewOf,
    });
  await app.register(apiProxy, { upstream: options.apiUpstream, limits: options.apiLimits });
  await app.register(metricsRoute, { exposure: options.metrics, registry: metrics.registry, guard });
  await app.register(securityTxtRoute, { publicOrigin: options.publicOrigin, contacts: options.securityContacts });

  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    wildcard: false,
    // Not the template (pages are answered with their own headers and CSP, never the raw file),
    // nor the source maps (kept on disk for decoding an error's stack, not for the public).
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('.map'),
    // The build writes .br and .gz beside each file: served as they are, never compressed per request.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed chunks never change; entry files and the manifest must be revalidated.
      res.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get('/runtime-config.json', { compress: HTML_COMPRESSION }, async (req, reply) => {
    const { config, preview, personal } = await configFor(req, reply);
    // A previewed config is this browser's alone: no shared cache may keep it.
    reply.header('Cache-Control', preview ? 'private, no-store' : cacheControlOf(personal)).header('Vary', 'Cookie');
    return config;
  });

  app.get('/*', { compress: HTML_COMPRESSION }, async (req, reply) => {
    const started = performance.now();
    const url = new URL(req.url, 'http://site');
    // A request for a file that is not there is a plain 404, not the app.
    if (/\.[a-z0-9]+$/i.test(url.pathname)) return reply.code(404).type('text/plain').send('Not found');
    // One page, one address: /ru/Credit//1 is /ru/Credit/1.
    const collapsed = collapsedPath(url.pathname);
    if (collapsed) return reply.code(301).header('Cache-Control', 'no-cache').redirect(`${collapsed}${url.search}`, 301);
    const redirect = languageRedirect(url, req.headers.cookie);
    // Vary: a cache must not give one visitor's redirect to another.
    if (redirect) return reply.code(302).header('Cache-Control', 'no-cache').header('Vary', 'Cookie').redirect(redirect, 302);
    const { lang, path: neutral } = parseLocalizedPath(url.pathname);
    const match = neutral === NOT_FOUND_PATH ? null : matchRoute(neutral);
    const known = match !== null;
    const { config, preview, cohorts, personal } = await configFor(req, reply);
    const nonce = newNonce();
    metrics.nameRoute(req, match ? match.route.pattern : '404');
    // The page's address: only the query parameters pages read count (and are rendered with).
    const address = pageAddress(url);
    // A detail whose parameter breaks its route's slug rule has no record: the 404 page, with no
    // API request, from the cache of that route's 404 page (page-cache/notFoundPages.ts).
    const impossible = match !== null && !isPossibleDetail(match.route.pattern, match.params);
    // Only what every visitor of its set gets alike (no preview session); the cache keeps each
    // set's pages apart (the releases and cohorts its config names: page-cache/pageCache.ts).
    const cacheable = pageCache.enabled && known && !preview;
    const notFoundKey = match ? notFoundPageKey(lang, match.route.pattern, address.search) : '';
    let lookup = cacheable ? await cachedAnswers.lookup(impossible ? notFoundKey : address.key, config, reply) : { ticket: null };
    if ('page' in lookup) {
      metrics.pageCache(lookup.fresh ? 'hit' : 'stale');
      // The cohort cookie, when this answer gives one, is on the reply already.
      return sendCachedPage(reply, lookup, started, cacheControlOf(personal));
    }
    const owner = match?.route.owner;
    const preloading =
      options.preloadRemotes === false
        ? Promise.resolve({ connect: '', tags: '', pageData: [] as string[] })
        : remotePreloads(config, owner, lang, match?.route.pattern);
    const pageData = preloading.then((remote) =>
      pageDataOf({
        templates: remote.pageData,
        params: match?.params ?? {},
        languageId: localeOf(lang).languageId,
        apiBaseUrl: config.apiBaseUrl,
        apiUpstream: options.apiUpstream,
        headers: { [REQUEST_ID_HEADER]: req.id, [TRACEPARENT_HEADER]: traceparentFor(req) },
        visitor: req.ip,
      }),
    );
    // The page's record names it (title, description); a detail page (/Credit/:slug) whose
    // record the API does not have is the 404 page. That answer comes before its rendering.
    const detail = match !== null && Object.keys(match.params).length > 0;
    const record = await timed(match && !impossible ? pageData.then((data) => data.first()) : Promise.resolve(null));
    const missing = impossible || (detail && noSuchRecord(record.value?.status));
    // No record: this address is its route's 404 page, rendered once for every slug.
    if (missing && !impossible && cacheable) {
      lookup.ticket?.release();
      lookup = await cachedAnswers.lookup(notFoundKey, config, reply);
      if ('page' in lookup) {
        metrics.pageCache(lookup.fresh ? 'hit' : 'stale');
        return sendCachedPage(reply, lookup, started, cacheControlOf(personal));
      }
    }
    // The render is handed that answer rather than asking the API for it a second time.
    const answers = record.value?.body === undefined ? undefined : { [record.value.url]: record.value.body };
    // Renders that missed the cache cost a core's time: each address has a budget of them, past
    // which its pages go to the browser to render (a query string varied per request included).
    const renderAllowed = serverRender !== null && !renders.full(req.ip);
    if (renderAllowed) renders.add(req.ip);
    const [remote, render] = await Promise.all([
      preloading,
      serverRender
        ? timed(
            renderAllowed
              ? metrics.rendering(
                  serverRender(address.pathname + address.search, config, {
                    notFound: missing,
                    answers,
                    previewed: previewedOf(preview),
                    canaried: canariedOf(cohorts),
                    requestId: req.id,
                    trace: traceOf(req),
                    log: req.log,
                    client: req.ip,
                  }),
                )
              : Promise.resolve(null),
          )
        : null,
    ]);
    const rendered = render?.value ?? null;
    const found = known && !missing;
    // A page every visitor gets alike is stored, with its inline scripts allowed by hash, not nonce;
    // never one whose data could not be had (it would show "try later" to everyone for its lifetime).
    const stored =
      cacheable &&
      (found || missing) &&
      rendered !== null &&
      (missing || record.value === null || record.value.status === 200) &&
      settledWell(rendered);
    // A rendered page carries its answers already; otherwise the browser gets them as seeds.
    const seeds = rendered || !found ? '' : await (await pageData).seed(nonce);
    const page = renderIndexHtml(template, {
      lang,
      path: neutral,
      config,
      origin: options.publicOrigin,
      preloads: preloadTags(fonts[lang]) + (found ? remote.connect : ''),
      appPreloads: (rendered ? '' : shellPreloads) + (found ? remote.tags : ''),
      appChunks: shellChunks,
      pageData: seeds,
      meta: routeMeta((id) => SHELL_CATALOGS[lang][id], found && match ? match.route.pattern : null, record.value?.body),
      notFound: !found,
      rendered,
      nonce: stored ? undefined : nonce,
      banner: preview ? previewBanner(preview, lang, url.pathname + url.search) : '',
    });
    const { html } = page;
    const security = htmlSecurityHeaders(stored ? { hashes: inlineScriptHashes(page.inlineScripts) } : nonce, config, options.publicOrigin);
    if (stored) lookup.ticket?.store(html, security, req.log, missing ? 404 : undefined);
    else lookup.ticket?.release();
    if (pageCache.enabled) metrics.pageCache(stored ? 'miss' : 'bypass');
    const timing: TimingEntry[] = [
      ...(pageCache.enabled ? [{ name: 'cache', desc: stored ? 'miss' : 'bypass' }] : []),
      ...(match ? [{ name: 'data', desc: 'first API answer', dur: record.ms }] : []),
      ...(render ? [{ name: 'render', desc: rendered ? 'server' : 'browser', dur: render.ms }] : []),
      // The render's own time in its process; the rest of `render` is its queue and the channel.
      ...(rendered ? [{ name: 'render-process', desc: 'in its render process', dur: rendered.processMs }] : []),
      { name: 'total', dur: since(started) },
    ];
    return (
      reply
        .code(found ? 200 : 404)
        .header('Server-Timing', serverTimingHeader(timing))
        // A page with a preview is this browser's alone: no shared cache may keep it.
        .header('Cache-Control', preview ? 'private, no-store' : cacheControlOf(personal))
        .header('Vary', 'Cookie')
        .headers(security)
        .type('text/html; charset=utf-8')
        .send(html)
    );
  });

  return app;
}
