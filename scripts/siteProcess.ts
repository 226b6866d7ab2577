/**
 * The site server as `npm start` runs it, configured from the settings: in the start process
 * itself (SSB_SITE_PROCESSES=1), or as one process of the cluster the start process forks (this
 * file is then the process's entry: see the end).
 */
import cluster from 'node:cluster';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  clusterChannel,
  createDeployRegistry,
  createOriginAllowlist,
  createRegistryStore,
  createSiteServer,
  localTokenFile,
  parseDeployTokens,
  parsePinnedRemotes,
  readAppLinks,
  runtimeConfigOf,
  type ClusterChannel,
  type DeployRegistry,
  type DeployToken,
  type SiteMetrics,
  type SiteSettings,
} from '@ssb/site-server';
import { readSettings, repoRoot, type Settings } from './settings';

/** The deploy tokens: SSB_DEPLOY_TOKEN, or a local one made into a file whose path is printed. */
export function deployTokens(settings: Settings, { announce = true } = {}): DeployToken[] {
  if (settings.deployToken) return parseDeployTokens(settings.deployToken);
  const { file, tokens, created } = localTokenFile(settings.varDir);
  if (announce)
    console.log(`[start] deploy token ${created ? 'made' : 'read'}: ${path.relative(process.cwd(), file)} (set SSB_DEPLOY_TOKEN to use your own)`);
  return tokens;
}

export async function openRegistry(settings: Settings, { shared }: { shared: boolean }): Promise<DeployRegistry> {
  const allowlist = createOriginAllowlist(settings.remoteOrigins);
  return createDeployRegistry({ store: createRegistryStore(settings.registryFile, undefined, { sharedFile: shared }), checks: { allowlist } });
}

export interface SiteProcessOptions {
  registry: DeployRegistry;
  tokens: DeployToken[];
  /** This process is one of a cluster's. */
  channel?: ClusterChannel;
  onMetrics?: (metrics: SiteMetrics) => void;
}

export async function createSiteFromSettings(
  settings: Settings,
  { registry, tokens, channel, onMetrics }: SiteProcessOptions,
): Promise<FastifyInstance> {
  const siteSettings: SiteSettings = {
    apiBaseUrl: '/api',
    internetBankingUrl: settings.internetBankingUrl,
    legalInternetBankingUrl: settings.legalInternetBankingUrl,
    // A bad app link (SSB_APP_LINK_*) stops the start here.
    appLinks: readAppLinks(),
    vitalsSample: settings.vitalsSample,
  };
  const pinned = parsePinnedRemotes(settings.devRemotes);
  channel?.onSiblingSwitch(() => registry.refresh());
  return createSiteServer({
    distDir: path.join(repoRoot, 'shell/dist'),
    runtimeConfig: () => runtimeConfigOf(siteSettings, registry.state(), pinned),
    deploy: { registry, tokens, afterSwitch: channel ? () => channel.announceSwitch() : undefined },
    processes: channel ? settings.siteProcesses : 1,
    render: { sandbox: settings.renderSandbox, isolation: settings.benchRenderInThreads ? 'thread' : 'process' },
    apiUpstream: `http://${settings.host}:${settings.apiPort}`,
    publicOrigin: settings.publicOrigin,
    trustedProxies: settings.trustedProxies,
    serverBuildFile: path.join(repoRoot, 'shell/dist-server/render.cjs'),
    pageCacheMs: settings.pageCacheMs,
    rendersPerMinute: settings.rendersPerMinute,
    metrics: { onSitePort: settings.metricsPort === undefined, collect: channel ? () => channel.collectMetrics() : undefined },
    onMetrics: (metrics) => {
      channel?.shareMetrics(metrics.registry);
      onMetrics?.(metrics);
    },
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
}

/** One process of the cluster: serves until the primary stops it. */
async function runClusterProcess(): Promise<void> {
  const settings = readSettings();
  const channel = clusterChannel();
  const registry = await openRegistry(settings, { shared: true });
  const site = await createSiteFromSettings(settings, { registry, tokens: deployTokens(settings, { announce: false }), channel });
  process.on('SIGTERM', () => {
    void site.close().finally(() => process.exit(0));
  });
  await site.listen({ host: settings.host, port: settings.sitePort });
  channel.listening();
}

if (cluster.isWorker && import.meta.url === `file://${process.argv[1]}`) {
  runClusterProcess().catch((error: unknown) => {
    console.error('[site] failed to start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
