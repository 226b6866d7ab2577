/**
 * A site server program: one site server, or a cluster's primary forking `entry` once per process
 * (each of them runs this again). main.ts is the site's; the bench's reference program passes a
 * render transport of its own (bench/threadRenderedSite.ts), which main.ts never does.
 */
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { REMOTE_NAMES } from '@ssb/contracts/node';
import { onStopSignal, pause, processLog as log } from '@ssb/server-kit/gracefulStop';
import { startSiteCluster } from '../cluster/clusterPrimary';
import { clusterChannel } from '../cluster/clusterWorker';
import { startMetricsServer } from '../metrics/metricsServer';
import { readSiteSettings, type SiteProcessSettings } from './settings';
import { createSiteFromSettings, openRegistry } from './siteProcess';
import { closeInternal, listenInternal } from '../security/internalListener';
import { siteClientErrorHandler } from '../security/siteErrors';
import { SERVER_TIMEOUTS } from '../site-server';
import type { TransportFactory } from '../render/transport';

export interface SiteProgram {
  /** The program's own file: a cluster's processes run it again. */
  entry: string;
  /** The bench's reference only: render hosts in threads of the site server. */
  renderTransport?: TransportFactory;
}

/** One site server: alone, or one of the cluster's processes. */
async function runSiteServer(settings: SiteProcessSettings, clustered: boolean, program: SiteProgram): Promise<FastifyInstance> {
  const channel = clustered ? clusterChannel() : undefined;
  const registry = await openRegistry(settings, { shared: clustered });
  let draining = false;
  let metrics: Registry | undefined;
  const site = await createSiteFromSettings(settings, {
    registry,
    channel,
    draining: () => draining,
    onMetrics: (m) => (metrics = m.registry),
    renderTransport: program.renderTransport,
  });
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
    internalServer = await listenInternal(site, {
      host: settings.host,
      port: settings.internalPort,
      timeouts: SERVER_TIMEOUTS,
      clientErrorHandler: siteClientErrorHandler(settings.publicOrigin),
    });
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
async function runPrimary(settings: SiteProcessSettings, program: SiteProgram): Promise<void> {
  let metricsServer: Server | undefined;
  const siteCluster = startSiteCluster({
    processes: settings.processes,
    exec: program.entry,
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

/** Starts the program; `shellDir` is where the shell's build is when SSB_SHELL_DIR does not say. */
export async function runSite(program: SiteProgram, shellDir: string): Promise<void> {
  const settings = readSiteSettings(process.env, shellDir);
  const clustered = settings.processes > 1;
  if (clustered && cluster.isPrimary) {
    await runPrimary(settings, program);
    log(`the site is ready on http://${settings.host}:${settings.port} (${settings.processes} processes)`);
  } else {
    await runSiteServer(settings, clustered, program);
    if (!clustered) log(`the site is ready on http://${settings.host}:${settings.port}; remotes: ${REMOTE_NAMES.join(', ')}`);
  }
}
