/**
 * The API: the bank's content and applications service. Fastify with a JSON schema on every
 * route (validation, fast serialisation and the OpenAPI document at /api/docs/json),
 * Kysely over SQLite (better-sqlite3, the default) or PostgreSQL (DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { REQUEST_ID_HEADER, requestIdFrom, type RemoteName } from '@ssb/contracts/node';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import { openDatabase } from './db/database';
import { sharedRateLimitStore } from './shared/sharedRateLimitStore';
import { errorSchema, registerErrorHandling } from './shared/errors';
import { DEFAULT_RATE_LIMITS, registerRateLimits, type RateLimits } from './shared/rateLimits';
import { apiClientErrorHandler, apiFrameworkErrors, badTargetRoute } from './shared/requestTarget';
import {
  applicationRoutes,
  applicationStatusRoutes,
  applicationStatusSchema,
  type ApplicationOptions,
  type InspectionSettings,
} from './features/applications';
import {
  contentRevision,
  contentPreviewHook,
  contentRevisionRoute,
  contentRoutes,
  indexDue,
  itemPublications,
  previewOverlays,
  publishedFileRoutes,
  ratePublications,
  SCHEMAS,
  seedIfEmpty,
  watchContent,
} from './features/content';
import { creditRoutes, creditSchema } from './features/credits';
import { answerCache } from './shared/answerCache';
import { healthRoutes } from './features/health';
import { mailOutbox } from './features/mail';
import { clamdScanner, startRescans, unscannedDocumentsGauge } from './features/malware-scan';
import { mediaRoutes, pictureRoutes } from './features/media';
import { createMetricsRegistry, metricsRoutes, observeRequestDurations, poolMetrics } from './features/metrics';
import { newsletterRoutes } from './features/newsletter';
import { accessRecord, keyRingOf, reseal, sealedUploadStore } from './features/personal-data';
import { DEFAULT_RETENTION, startRetention, type RetentionSettings } from './features/retention';
import { forgetIndexedWords, searchRoutes, synonymsRevision } from './features/search';
import { staffApi } from './features/staff';
import { chooseUploadStore, type UploadStoreKind } from './features/uploads';
import { DEFAULT_VITALS, vitalsRoutes, type VitalsSettings } from './features/vitals';
import { routineRequestsAtDebug } from '@ssb/server-kit/requestLog';
import { traceChildLogger } from '@ssb/server-kit/traceContext';
import { canonicalRequestUrl } from '@ssb/server-kit/canonicalPath';
import { otlpTraces } from '@ssb/server-kit/otlpTraces';
import { createContentPreviewCodec } from '@ssb/server-kit/contentPreview';

export interface ApiOptions {
  /** Folder of the SQLite file, uploads (disk store) and the mail outbox (without SMTP). */
  dataDir: string;
  /** postgres://… : the database several instances share (DATABASE_URL); absent: SQLite in dataDir. */
  databaseUrl?: string | undefined;
  /** Where documents go: `disk` (dataDir/uploads) or `database`; default `database` with a databaseUrl, else `disk`. */
  uploadStore?: UploadStoreKind | undefined;
  /** The instant the seed is loaded as of (the rates' date follows it); default: now. */
  seedTime?: Date;
  /** How long a write waits for another writer before answering 503 (ms, default 5000). */
  databaseLockTimeoutMs?: number;
  /** `wait`: the migration Job applies the schema and this instance waits for it (SSB_SCHEMA); `migrate` by default. */
  schema?: 'migrate' | 'wait';
  /** How long `wait` waits for the schema (ms, SSB_SCHEMA_WAIT_MS). */
  schemaWaitMs?: number;
  /** An OTLP/HTTP collector's traces endpoint: each request's span goes there (SSB_OTLP_TRACES_URL). */
  otlpTracesUrl?: string;
  /** Told once when `wait` finds migrations pending (before the logger exists). */
  onSchemaWaiting?: (pending: string[]) => void;
  /** How often an instance looks for notifications left pending (ms, default 5000). */
  outboxPollMs?: number;
  /** How long an instance's claim on a notification keeps others off it (ms, default 60 000). */
  outboxClaimMs?: number;
  /** Pino settings (JSON lines); off when absent (the tests). */
  logger?: FastifyServerOptions['logger'];
  /** Origins allowed to call the API from a browser directly (the site proxies by default). */
  corsOrigins?: string[];
  /** POSTs per client address per minute and endpoint (default 60). */
  rateLimitMax?: number;
  /** GETs and searches per client address per minute (DEFAULT_RATE_LIMITS). */
  rateLimits?: Partial<RateLimits>;
  /** Search answers kept in the answer cache (default true); false: every search asks the index (the bench measures that path). */
  searchAnswerCache?: boolean;
  /**
   * Peers whose X-Forwarded-For names the client (addresses or CIDR ranges): the site server.
   * Default: 127.0.0.1, the site server on the same machine.
   */
  trustedProxies?: string[];
  /** SMTP URL for staff notifications; without it .eml files are written to <dataDir>/outbox. */
  smtpUrl?: string;
  /** GET /api/test/applications reads applications back (SSB_API_EXPOSE_APPLICATIONS=1, e2e only). */
  exposeApplications?: boolean;
  /** Where staff notifications go. */
  notifyTo?: string;
  /** The site's address as visitors know it (SSB_PUBLIC_ORIGIN): newsletter confirmation links point there (default http://localhost:8080). */
  publicOrigin?: string;
  /** The secret that lets the end-to-end suite mark its applications as test data (SSB_TEST_RUN_TOKEN). */
  testRunToken?: string;
  /**
   * The secret the site server and the API share (SSB_SERVICE_TOKEN): the site server's own reads
   * carry it (the internal routes, /readyz's detail, past every limit) and it seals the beacons the
   * site server checked. Unset: the internal routes answer nobody and no beacon is taken.
   */
  serviceToken?: string;
  /** Prometheus's token for /metrics (SSB_METRICS_TOKEN); unset, /metrics answers nobody. */
  metricsToken?: string;
  /** The key ring that seals personal data at rest (SSB_DATA_KEYS); unset: made in dataDir (SQLite only). */
  dataKeys?: string | undefined;
  /** The staff's identity provider, whose access tokens the staff routes accept; unset: machine tokens only. */
  staffIdentity?: { issuer: string; audience: string; groupsClaim: string; roleGroups: string } | undefined;
  /** clamd's socket (a path, or tcp://host:port); unset: documents are stored unscanned (development without clamd). */
  clamd?: string | undefined;
  /** How long clamd may take over one document (ms, default 10 000). */
  clamdTimeoutMs?: number;
  /** How often documents not yet scanned are tried again (ms, default 30 000). */
  rescanMs?: number;
  /** Retention of applications and of the access record, and how often it runs (DEFAULT_RETENTION). */
  retention?: Partial<RetentionSettings>;
  /** The back office's address (SSB_BACKOFFICE_ORIGIN): staff notifications link there. */
  backofficeOrigin?: string;
  /** HTTP server time limits (API_TIMEOUTS by default). */
  timeouts?: Partial<typeof API_TIMEOUTS>;
  /** Web Vitals beacons: their rate limit, and how long and how many rows are kept (DEFAULT_VITALS). */
  vitals?: Partial<VitalsSettings>;
  /**
   * Whether a beacon's release id is one the deploy registry has seen (VitalsOptions.knownRelease).
   * The site server, which has the registry, checks it before forwarding; unset here by default.
   */
  knownRelease?: (remote: RemoteName, release: string) => boolean;
  /** The worker pool that inspects uploaded documents: threads, time and memory budgets (DEFAULT_INSPECTION). */
  inspection?: Partial<InspectionSettings>;
  /** True once the process is stopping: /readyz answers 503 while requests are still served. */
  draining?: () => boolean;
}

/**
 * Time limits of the API's HTTP server. Its client is the site server's proxy, which gives up
 * first (120 s for a whole request): the API's own limits catch a client that reaches it
 * directly. Node checks them every second, not every 30 s.
 */
const API_TIMEOUTS = { headersMs: 10_000, requestMs: 130_000, idleMs: 30_000 };

function boundedServer(timeouts: typeof API_TIMEOUTS) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
    const server = createServer(
      { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: 1_000, keepAliveTimeout: 5_000 },
      handler,
    );
    server.setTimeout(timeouts.idleMs);
    return server;
  };
}

export async function buildApp(options: ApiOptions): Promise<FastifyInstance> {
  const db = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    ...(options.databaseLockTimeoutMs ? { lockTimeoutMs: options.databaseLockTimeoutMs } : {}),
    schema: options.schema,
    schemaWait: { timeoutMs: options.schemaWaitMs ?? 300_000, onWaiting: options.onSchemaWaiting },
  });
  await seedIfEmpty(db, options.seedTime);
  const shared = db.dialect === 'postgres';
  const rawUploads = chooseUploadStore(db, options.dataDir, options.uploadStore);
  let keys;
  try {
    keys = keyRingOf(options, (message) => console.warn(`[api] ${message}`));
  } catch (error) {
    await db.close();
    throw error;
  }
  // Every document is sealed on its way in and opened on its way out (personal-data/).
  const uploads = sealedUploadStore(rawUploads, keys);
  /** Serialised content answers, dropped when staff publish (content's contentWatch.ts). */
  const cache = answerCache();

  const trustedProxies = options.trustedProxies ?? ['127.0.0.1'];
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const app = Fastify({
    logger: options.logger ?? false,
    // Static files and probes at debug: the requests worth reading stay readable at info.
    logController: routineRequestsAtDebug(),
    serverFactory: boundedServer({ ...API_TIMEOUTS, ...options.timeouts }),
    // The site server's id for the visitor's request (see @ssb/contracts' requestId).
    genReqId: (req) => requestIdFrom(req.headers[REQUEST_ID_HEADER], randomUUID),
    // Every line of a request carries the trace id of the site's traceparent (or a new one).
    childLoggerFactory: traceChildLogger,
    // The site server forwards the visitor's address; nobody else may name one.
    trustProxy: trustedProxies,
    // One spelling of every path before any route or check sees it (as the site server's).
    rewriteUrl: canonicalRequestUrl,
    frameworkErrors: apiFrameworkErrors,
    clientErrorHandler: apiClientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 64 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, allErrors: false } },
  });
  app.addHook('onClose', async () => db.close());
  if (options.otlpTracesUrl) otlpTraces(app, { url: options.otlpTracesUrl, service: 'ssb-api', log: (level, line) => app.log[level](line) });
  app.log.info({ database: db.describe, uploads: uploads.kind }, 'storage');
  // Prometheus metrics of this app alone (GET /metrics), request durations of every route.
  const registry = createMetricsRegistry();
  observeRequestDurations(app, registry);
  poolMetrics(db.pool, registry);

  await app.register(helmet, {
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], imgSrc: ["'self'"], styleSrc: ["'unsafe-inline'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, { origin: options.corsOrigins && options.corsOrigins.length > 0 ? options.corsOrigins : false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'SSB Bank API',
        version: '1.0.0',
        description: 'Content and applications of the SSB Bank website. Every content endpoint takes language_id (1 Tajik, 2 Russian, 3 English).',
      },
    },
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  app.addSchema(errorSchema);
  app.addSchema(creditSchema);
  for (const schema of SCHEMAS) app.addSchema(schema);
  app.addSchema(applicationStatusSchema);
  registerErrorHandling(app);
  await app.register(badTargetRoute);
  // Instances on one database count one visitor's requests together.
  await registerRateLimits(app, rateLimits, options.serviceToken, shared ? sharedRateLimitStore(db) : undefined);

  // The outbox: staff notifications and newsletter confirmations, sent after the answer that committed them.
  const mail = mailOutbox(db, {
    dataDir: options.dataDir,
    smtpUrl: options.smtpUrl,
    to: options.notifyTo ?? 'applications@ssb.tj',
    publicOrigin: options.publicOrigin ?? 'http://localhost:8080',
    backofficeOrigin: options.backofficeOrigin ?? 'http://localhost:8086',
    ...(options.outboxClaimMs ? { claimMs: options.outboxClaimMs } : {}),
    pollMs: options.outboxPollMs,
    registry,
    log: app.log,
  });
  await app.register(mail.delivery);
  const appOptions: ApplicationOptions = {
    db,
    uploads,
    registry,
    ...(options.inspection ? { inspection: options.inspection } : {}),
    rateLimitMax: options.rateLimitMax ?? 60,
    flush: mail.flush,
    exposeApplications: options.exposeApplications ?? false,
    testRunToken: options.testRunToken,
    keys,
    scanner: options.clamd ? clamdScanner(options.clamd, options.clamdTimeoutMs) : null,
  };
  if (!appOptions.scanner) app.log.warn('no malware scanner (SSB_CLAMD): documents are stored unscanned, and staff are told so');
  // Forms and documents stored before sealing existed are sealed now, before requests.
  const sealed = await reseal(db, rawUploads, keys, 'legacy');
  if (sealed.forms + sealed.documents > 0) app.log.info(sealed, 'personal data stored before sealing: sealed');

  // Staff publish rates and items through /internal/content/ (not proxied by the site); answers follow.
  const publications = ratePublications(db);
  const items = itemPublications(db);
  const watch = watchContent(
    { rates: publications, items, index: (now) => indexDue(db, now), synonyms: () => synonymsRevision(db) },
    cache,
    1_000,
    (error) => app.log.warn({ err: error }, 'content: publications could not be read'),
    () => forgetIndexedWords(db),
  );
  app.addHook('onClose', async () => watch.stop());
  // Content previews are sealed with a key of the service token: the site server opens them too.
  const contentPreviewCodec = options.serviceToken ? createContentPreviewCodec(options.serviceToken) : null;
  const access = accessRecord(db);
  const retention = { ...DEFAULT_RETENTION, ...options.retention };
  await app.register(staffApi, {
    db,
    keys,
    uploads,
    access,
    retentionDays: retention.days,
    identity: options.staffIdentity,
    content: { rates: publications, items, changed: () => watch.changed(), previews: contentPreviewCodec },
    inspection: options.inspection,
    scanner: appOptions.scanner,
  });
  // The site server drops the pages it cached when this changes (GET /internal/content/revision).
  const revision = await contentRevision(db);
  await app.register(contentRevisionRoute, { revision, serviceToken: options.serviceToken });
  await app.register(healthRoutes, { db, uploads, draining: options.draining, serviceToken: options.serviceToken, revision });
  await app.register(metricsRoutes, { registry, metricsToken: options.metricsToken });
  // POST /api/vitals (proxied by the site) and GET /internal/vitals/summary (not).
  await app.register(vitalsRoutes, {
    db,
    registry,
    serviceToken: options.serviceToken,
    settings: { ...DEFAULT_VITALS, ...options.vitals },
    ...(options.knownRelease ? { knownRelease: options.knownRelease } : {}),
  });
  await app.register(
    async (api) => {
      // A browser previewing a studio change gets it laid over these answers, its own alone.
      contentPreviewHook(api, previewOverlays(db, contentPreviewCodec));
      await api.register(creditRoutes, { db, cache });
      await api.register(contentRoutes, { db, cache, items });
      await api.register(publishedFileRoutes, { db });
      await api.register(searchRoutes, { db, cache: options.searchAnswerCache === false ? null : cache, searchMax: rateLimits.searchMax });
      await api.register(mediaRoutes);
      // GET /api/media/pictures/<id>/<width>.webp: what staff uploaded in the content studio.
      await api.register(pictureRoutes, { db });
      await api.register(applicationRoutes, appOptions);
      // POST /api/message/ and the confirmation link: the newsletter's mails go through the outbox.
      await api.register(newsletterRoutes, { db, rateLimitMax: appOptions.rateLimitMax, flush: mail.flush, testRunToken: options.testRunToken });
      // POST /api/applications/status: "Where is my application", limited per client address of its own.
      await api.register(applicationStatusRoutes, { db, keys });
      api.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  // The scheduled jobs: one instance at a time runs each (a lease in the database).
  unscannedDocumentsGauge(db, registry);
  const stops: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    stops.push(startRetention({ db, uploads, access, settings: retention, log: app.log }));
    if (appOptions.scanner) stops.push(startRescans({ db, uploads, scanner: appOptions.scanner, log: app.log, everyMs: options.rescanMs ?? 30_000 }));
  });
  app.addHook('preClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
  return app;
}
