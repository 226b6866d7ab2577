/**
 * The site server process: `node site-server/dist/main.mjs` (its image's command, and what
 * `npm start` runs). Its settings are checked first (process/settings.ts; a wrong one stops it
 * with one line). With SSB_SITE_PROCESSES above 1 this process forks that many site servers
 * sharing the port and restarts one that dies; each of them runs this same file.
 *
 * On SIGTERM (or SIGINT) a site server says so on /readyz, keeps serving for SSB_DRAIN_MS (a load
 * balancer's time to take it out), then stops accepting, finishes the requests it has, stops its
 * render processes and the registry's store, and exits: within 10 s, or it is ended.
 */
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { REMOTE_NAMES } from '@ssb/contracts/node';
import { SettingsError } from '@ssb/federation-config/settings/readSettings';
import { onStopSignal, pause, processLog as log } from '@ssb/federation-config/server/gracefulStop';
import { startSiteCluster } from './cluster/clusterPrimary';
import { clusterChannel } from './cluster/clusterWorker';
import { startMetricsServer } from './metrics/metricsServer';
import { readSiteSettings, type SiteProcessSettings } from './process/settings';
import { createSiteFromSettings, openRegistry } from './process/siteProcess';
import { closeInternal, listenInternal } from './security/internalListener';
import { SERVER_TIMEOUTS } from './site-server';

const here = fileURLToPath(import.meta.url);
// Built, this file is site-server/dist/main.mjs; from source, site-server/src/main.ts: the shell's
// build is beside the package in both (and in the image, /app/shell).
const DEFAULT_SHELL_DIR = path.resolve(path.dirname(here), '../../shell');

/** One site server: alone, or one of the cluster's processes. */
async function runSiteServer(settings: SiteProcessSettings, clustered: boolean): Promise<FastifyInstance> {
  const channel = clustered ? clusterChannel() : undefined;
  const registry = await openRegistry(settings, { shared: clustered });
  let draining = false;
  let metrics: Registry | undefined;
  const site = await createSiteFromSettings(settings, { registry, channel, draining: () => draining, onMetrics: (m) => (metrics = m.registry) });
  let metricsServer: Server | undefined;
  let internalServer: Server | undefined;
  onStopSignal(async () => {
    draining = true;
    await pause(settings.env.SSB_DRAIN_MS);
    await Promise.all([
      site.close(),
      internalServer ? closeInternal(internalServer) : null,
      new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(null))),
    ]);
  });
  await site.listen({ host: settings.host, port: settings.port });
  // The registry, /_ops and /metrics for staff and tools, on a port the public gateway never routes to.
  if (settings.internalPort !== undefined)
    internalServer = await listenInternal(site, { host: settings.host, port: settings.internalPort, timeouts: SERVER_TIMEOUTS });
  if (channel) channel.listening();
  else if (settings.metricsPort !== undefined) metricsServer = await serveMetrics(settings, async () => (metrics ? metrics.metrics() : ''));
  return site;
}

function serveMetrics(settings: SiteProcessSettings, collect: () => Promise<string>): Promise<Server> {
  return startMetricsServer({
    host: settings.host,
    port: settings.metricsPort ?? 0,
    collect,
    contentType: Registry.PROMETHEUS_CONTENT_TYPE,
    onError: (error) => log(`metrics could not be collected: ${error instanceof Error ? error.message : String(error)}`),
  });
}

/** The cluster's primary: forks the site servers, and answers /metrics for all of them. */
async function runPrimary(settings: SiteProcessSettings): Promise<void> {
  let metricsServer: Server | undefined;
  const siteCluster = startSiteCluster({
    processes: settings.processes,
    exec: here,
    execArgv: process.execArgv,
    log,
    onFatal: (reason) => {
      log(`${reason}; stopping`);
      process.kill(process.pid, 'SIGTERM');
    },
  });
  onStopSignal(async () => {
    await Promise.all([siteCluster.stop(), new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(null)))]);
  });
  await siteCluster.ready;
  if (settings.metricsPort !== undefined) metricsServer = await serveMetrics(settings, () => siteCluster.metrics());
}

async function main(): Promise<void> {
  const settings = readSiteSettings(process.env, DEFAULT_SHELL_DIR);
  const clustered = settings.processes > 1;
  if (clustered && cluster.isPrimary) {
    await runPrimary(settings);
    log(`the site is ready on http://${settings.host}:${settings.port} (${settings.processes} processes)`);
  } else {
    await runSiteServer(settings, clustered);
    if (!clustered) log(`the site is ready on http://${settings.host}:${settings.port}; remotes: ${REMOTE_NAMES.join(', ')}`);
  }
}

main().catch((error: unknown) => {
  // A wrong setting is one line; anything else, with what it says.
  log(error instanceof SettingsError ? error.message : `the site server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
