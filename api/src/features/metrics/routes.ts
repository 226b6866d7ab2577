/**
 * GET /metrics: the app's Prometheus metrics in the text exposition format. Outside /api/, as
 * the probes are: the site does not proxy it to visitors. Not rate limited, so that scrapes
 * from the monitoring server are never refused.
 */
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

export interface MetricsOptions {
  registry: Registry;
}

export async function metricsRoutes(app: FastifyInstance, { registry }: MetricsOptions): Promise<void> {
  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (_req, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics()),
  );
}
