/**
 * One site server process made from its settings: the deploy registry it hosts (PostgreSQL when
 * DATABASE_URL is set, else the file under SSB_VAR_DIR), its tokens, and the server itself.
 * main.ts runs it alone or as one process of a cluster.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from '../site-server';
import { createDeployRegistry, type DeployRegistry } from '../deploy/registry';
import { createRegistryStore } from '../deploy/registrySettings';
import { createOriginAllowlist } from '../deploy/originAllowlist';
import { parseDeployTokens, type DeployToken } from '../auth/tokens';
import { runtimeConfigOf, type SiteSettings } from '../deploy/runtimeConfigView';
import type { ClusterChannel } from '../cluster/clusterWorker';
import type { SiteMetrics } from '../metrics/siteMetrics';
import type { TransportFactory } from '../render/transport';
import type { SiteProcessSettings } from './settings';
import { DEFAULT_JUDGE } from '../canary/judge/rules';
import { sharedLimitWindows } from '../security/limitWindows';
import { postgresWindowStore } from '../security/postgresWindowStore';

export async function openRegistry(settings: SiteProcessSettings, { shared }: { shared: boolean }): Promise<DeployRegistry> {
  const store = createRegistryStore(
    settings.registryFile,
    { databaseUrl: settings.env.DATABASE_URL, pollMs: settings.env.SSB_REGISTRY_POLL_MS },
    { sharedFile: shared },
  );
  return createDeployRegistry({ store, checks: { allowlist: createOriginAllowlist(settings.remoteOrigins) } });
}

const deployTokensOf = (settings: SiteProcessSettings): DeployToken[] => parseDeployTokens(settings.env.SSB_DEPLOY_TOKEN);

export interface SiteProcessOptions {
  registry: DeployRegistry;
  /** This process is one of a cluster's. */
  channel?: ClusterChannel;
  onMetrics?: (metrics: SiteMetrics) => void;
  /** True once the process was asked to stop: /readyz says so while requests are still served. */
  draining?: () => boolean;
  /** The bench's reference program only (bench/threadRenderedSite.ts): render hosts in threads. */
  renderTransport?: TransportFactory;
}

export async function createSiteFromSettings(
  settings: SiteProcessSettings,
  { registry, channel, onMetrics, draining, renderTransport }: SiteProcessOptions,
): Promise<FastifyInstance> {
  const { env } = settings;
  const siteSettings: SiteSettings = {
    apiBaseUrl: '/api',
    internetBankingUrl: env.SSB_INTERNET_BANKING_URL,
    legalInternetBankingUrl: env.SSB_LEGAL_INTERNET_BANKING_URL,
    appLinks: settings.appLinks,
    vitalsSample: env.SSB_VITALS_SAMPLE,
  };
  channel?.onSiblingSwitch(() => registry.refresh());
  // With a database every replica counts the per-address limits together; alone, each its share.
  let log: FastifyInstance['log'] | undefined;
  const limitWindows = env.DATABASE_URL
    ? sharedLimitWindows({ store: postgresWindowStore(env.DATABASE_URL), log: (level, line) => log?.[level](line) })
    : undefined;
  const site = await createSiteServer({
    distDir: path.join(settings.shellDir, 'dist'),
    runtimeConfig: () => runtimeConfigOf(siteSettings, registry.state(), settings.devRemotes),
    deploy: { registry, tokens: deployTokensOf(settings), afterSwitch: channel ? () => channel.announceSwitch() : undefined },
    devPreviewOrigins: settings.devPreviewOrigins,
    processes: channel ? settings.processes : 1,
    registryPollMs: env.SSB_REGISTRY_POLL_MS,
    render: {
      sandbox: { memoryMb: env.SSB_RENDER_MEMORY_MB, walls: env.SSB_RENDER_WALLS },
      maxAnswerBytes: env.SSB_RENDER_MAX_BYTES,
      relayBudget: { perMinute: env.SSB_RELAY_READS_PER_MINUTE },
      transport: renderTransport,
    },
    apiUpstream: settings.apiUpstream,
    serviceToken: env.SSB_SERVICE_TOKEN,
    publicOrigin: settings.publicOrigin,
    trustedProxies: settings.trustedProxies,
    serverBuildFile: path.join(settings.shellDir, 'dist-server/render.cjs'),
    pageCacheMs: env.SSB_PAGE_CACHE_MS,
    pageCacheBytes: { max: env.SSB_PAGE_CACHE_MB * 1024 * 1024 },
    rendersPerMinute: env.SSB_RENDERS_PER_MINUTE,
    metrics: { onSitePort: settings.metricsPort === undefined, collect: channel ? () => channel.collectMetrics() : undefined },
    onMetrics: (metrics) => {
      channel?.shareMetrics(metrics.registry);
      onMetrics?.(metrics);
    },
    canary: {
      intervalMs: env.SSB_CANARY_JUDGE_MS,
      judge: { ...DEFAULT_JUDGE, minPerMetric: env.SSB_CANARY_MIN_VALUES, minViews: env.SSB_CANARY_MIN_VIEWS },
    },
    draining,
    internalListener: settings.internalPort !== undefined,
    securityContacts: env.SSB_SECURITY_CONTACT.split(',').map((contact) => contact.trim()),
    limitWindows,
    otlpTracesUrl: env.SSB_OTLP_TRACES_URL,
    logger: { level: env.LOG_LEVEL },
  });
  if (limitWindows) {
    log = site.log;
    site.log.info(`limits per address: ${limitWindows.describe()}`);
    site.addHook('onClose', () => limitWindows.close());
  }
  return site;
}
