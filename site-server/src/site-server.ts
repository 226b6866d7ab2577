/**
 * The site server, wired: each part is a module or a Fastify plugin of its own, and this file only
 * makes them and registers them in order. A visitor's page is page/ (its seven steps: resolve, the
 * release set, the cache, the data, the render, the HTML, the answer); the deploy registry and the
 * previews under /_deploy/ are deploy/ and preview/ (the registry re-read every few seconds, so a
 * deploy through another instance is served here too), the canaries canary/, /healthz and /readyz
 * health/, /metrics metrics/, /_ops ops/, the /api/ proxy api-proxy/ (the browser talks to one
 * origin), the headers, limits and refusals security/, the deploy tokens auth/.
 */
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
// Pure modules of the contracts only: their index also loads React components, not for Node.
import { REQUEST_ID_HEADER, requestIdFrom } from '@ssb/contracts/node';
import { canonicalRequestUrl } from '@ssb/server-kit/canonicalPath';
import { routineRequestsAtDebug } from '@ssb/server-kit/requestLog';
import { traceChildLogger } from '@ssb/server-kit/traceContext';
import { otlpTraces } from '@ssb/server-kit/otlpTraces';
import { SERVER_TIMEOUTS, type SiteServerOptions } from './siteServerOptions';
import { registerSiteErrors, siteClientErrorHandler, siteFrameworkErrors } from './security/siteErrors';
import { securityHeaders } from './security/securityHeaders';
import { separateInternalRoutes } from './security/internalListener';
import { securityTxtRoute } from './security/securityTxt';
import { API_PROXY_LIMITS, apiProxy } from './api-proxy/apiProxy';
import { createContentPreviewCodec } from '@ssb/server-kit/contentPreview';
import { contentPreviewRoutes, createContentPreviewReader } from './preview/contentPreview';
import { registerBodyGuard } from './api-proxy/bodyGuard';
import { createSiteMetrics } from './metrics/siteMetrics';
import { metricsRoute } from './metrics/metricsRoute';
import { createPageCache } from './page-cache/pageCache';
import { watchContentRevision } from './page-cache/contentRevision';
import { createTokenGuard } from './auth/tokenGuard';
import { deployRoutes } from './deploy/deployRoutes';
import { SHARED_VERSIONS_FILE } from './deploy/hostVersions';
import { pinnedManifestRoute } from './deploy/pinnedManifestRoute';
import { pollRegistry, type RegistryPoll } from './deploy/registryPoll';
import { readRegistryPollMs } from './deploy/registrySettings';
import { createReleaseReader } from './deploy/releaseReader';
import { createDevOriginRule } from './deploy/originAllowlist';
import { createPreviewCodec, previewedRemotes, withPreview } from './preview/previewSession';
import { createPreviewReader, previewRoutes } from './preview/previewRoutes';
import { vitalsReleaseCheck } from './canary/field/vitalsReleaseCheck';
import { DEFAULT_JUDGE } from './canary/judge/rules';
import { startJudgeRunner, type JudgeRunner } from './canary/runner/judgeRunner';
import { healthRoutes } from './health/healthRoutes';
import { opsRoutes } from './ops/opsRoutes';
import { HTML_COMPRESSION, pageRoutes, readPageAssets, startServerRendering } from './page';

export { SERVER_TIMEOUTS, type SiteServerOptions } from './siteServerOptions';

const HASHED = /\.[0-9a-f]{10}\.(js|css|woff2?|png|svg|jpe?g|ttf)$/;

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
  if (pageCache.enabled) {
    const watch = watchContentRevision({
      apiUpstream: options.apiUpstream,
      serviceToken: options.serviceToken,
      // Each second: a change staff publish reaches the cached pages at once (the revision is a few primary-key reads).
      intervalMs: options.contentPollMs ?? 1_000,
      onChange: () => pageCache.dropAll(),
      log: app.log,
    });
    app.addHook('onClose', async () => watch.stop());
  }
  const registry = options.deploy?.registry;
  const assets = await readPageAssets(options.distDir);
  const releaseOf = createReleaseReader({ files: registry?.files ?? null });
  const serverRender = startServerRendering(app, {
    buildFile: options.serverBuildFile,
    releaseOf,
    registry,
    runtimeConfig: options.runtimeConfig,
    apiUpstream: options.apiUpstream,
    remotesCompiledIn: options.remotesCompiledIn,
    render: options.render,
    limitWindows: options.limitWindows,
    metrics,
  });
  // A session may preview releases that are not live (signed cookie): only where releases are deployed.
  const devOrigins = createDevOriginRule(options.devPreviewOrigins);
  const previews = options.deploy ? createPreviewCodec(options.deploy.tokens, options.deploy.registry.allowsOrigin, devOrigins.allows) : null;
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
      shellDistDir: options.distDir,
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
      devOrigins,
      warm: async (preview) => serverRender?.warm(withPreview(options.runtimeConfig(), preview), previewedRemotes(preview)),
    });
    await app.register(pinnedManifestRoute, { files: registry.files });
  }
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
  // A browser may preview a studio change: sealed by the API with a key of the shared service token.
  const contentPreviews = options.serviceToken ? createContentPreviewCodec(options.serviceToken) : null;
  const contentPreviewOf = contentPreviews ? createContentPreviewReader(contentPreviews) : undefined;
  if (contentPreviews)
    await app.register(async (scope) => contentPreviewRoutes(scope, { codec: contentPreviews, secure: options.publicOrigin.startsWith('https:') }));
  await app.register(apiProxy, { upstream: options.apiUpstream, limits: options.apiLimits, ...(contentPreviewOf ? { contentPreviewOf } : {}) });
  await app.register(metricsRoute, { exposure: options.metrics, registry: metrics.registry, guard });
  await app.register(securityTxtRoute, { publicOrigin: options.publicOrigin, contacts: options.securityContacts });

  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    wildcard: false,
    // Not the template (pages are answered with their own headers and CSP, never the raw file),
    // nor the source maps (kept on disk for decoding an error's stack, not for the public), nor
    // the shell's shared versions (read by the registry for a remote team's token, not for anyone).
    allowedPath: (pathName) => pathName !== '/index.html' && pathName !== `/${SHARED_VERSIONS_FILE}` && !pathName.endsWith('.map'),
    // The build writes .br and .gz beside each file: served as they are, never compressed per request.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed chunks never change; entry files and the manifest must be revalidated.
      res.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  await app.register(pageRoutes, {
    assets,
    publicOrigin: options.publicOrigin,
    apiUpstream: options.apiUpstream,
    runtimeConfig: options.runtimeConfig,
    registry,
    previewOf,
    ...(contentPreviewOf ? { contentPreviewOf } : {}),
    releaseOf,
    serverRender,
    pageCache,
    metrics,
    preloadRemotes: options.preloadRemotes,
    rendersPerMinute: options.rendersPerMinute,
    processes: options.processes,
    limitWindows: options.limitWindows,
  });

  return app;
}
