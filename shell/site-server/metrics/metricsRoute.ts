/**
 * GET /metrics in Prometheus' text format. On the site's own port by default; a setting
 * (SSB_METRICS_PORT) moves it to an internal port, and then the public port answers 404 here.
 * In a cluster, a process answers with every process's metrics merged (the primary collects them).
 */
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

export interface MetricsExposure {
  /** False when another port serves the metrics. */
  onSitePort?: boolean;
  /** The text to answer; this process's registry when absent. */
  collect?: () => Promise<string>;
}

export async function metricsRoute(
  app: FastifyInstance,
  { exposure = {}, registry }: { exposure?: MetricsExposure; registry: Registry },
): Promise<void> {
  if (exposure.onSitePort === false) return;
  const collect = exposure.collect ?? (() => registry.metrics());
  app.get('/metrics', async (req, reply) => {
    try {
      return reply
        .header('Cache-Control', 'no-store')
        .type(registry.contentType)
        .send(await collect());
    } catch (error) {
      req.log.error({ err: error }, 'metrics could not be collected');
      return reply.code(503).header('Cache-Control', 'no-store').type('text/plain').send('metrics unavailable\n');
    }
  });
}
