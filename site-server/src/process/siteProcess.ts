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
import { parseDeployTokens, type DeployToken } from '../deploy/tokens';
import { runtimeConfigOf, type SiteSettings } from '../deploy/runtimeConfigView';
import type { ClusterChannel } from '../cluster/clusterWorker';
import type { SiteMetrics } from '../metrics/siteMetrics';
import type { SiteProcessSettings } from './settings';
import { DEFAULT_JUDGE } from '../canary/judge/rules';

export async function openRegistry(settings: SiteProcessSettings, { shared }: { shared: boolean }): Promise<DeployRegistry> {
  const store = createRegistryStore(
    settings.registryFile,
    { databaseUrl: settings.env.DATABASE_URL, pollMs: settings.env.SSB_REGISTRY_POLL_MS },
    { sharedFile: shared },
  );
  return createDeployRegistry({ store, checks: { allowlist: createOriginAllowlist(settings.remoteOrigins) } });
}

export const deployTokensOf = (settings: SiteProcessSettings): DeployToken[] => parseDeployTokens(settings.env.SSB_DEPLOY_TOKEN);

export interface SiteProcessOptions {
  registry: DeployRegistry;
  /** This process is one of a cluster's. */
  channel?: ClusterChannel;
  onMetrics?: (metrics: SiteMetrics) => void;
  /** True once the process was asked to stop: /readyz says so while requests are still served. */
  draining?: () => boolean;
}

export async function createSiteFromSettings(
  settings: SiteProcessSettings,
  { registry, channel, onMetrics, draining }: SiteProcessOptions,
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
  return createSiteServer({
    distDir: path.join(settings.shellDir, 'dist'),
    runtimeConfig: () => runtimeConfigOf(siteSettings, registry.state(), settings.devRemotes),
    deploy: { registry, tokens: deployTokensOf(settings), afterSwitch: channel ? () => channel.announceSwitch() : undefined },
    processes: channel ? settings.processes : 1,
    registryPollMs: env.SSB_REGISTRY_POLL_MS,
    render: {
      sandbox: { user: env.SSB_RENDER_USER, memoryMb: env.SSB_RENDER_MEMORY_MB },
      isolation: env.SSB_BENCH_RENDER_IN_THREADS === '1' ? 'thread' : 'process',
    },
    apiUpstream: settings.apiUpstream,
    serviceToken: env.SSB_SERVICE_TOKEN,
    publicOrigin: settings.publicOrigin,
    trustedProxies: settings.trustedProxies,
    serverBuildFile: path.join(settings.shellDir, 'dist-server/render.cjs'),
    pageCacheMs: env.SSB_PAGE_CACHE_MS,
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
    logger: { level: env.LOG_LEVEL },
  });
}
