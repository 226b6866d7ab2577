/**
 * GET /metrics: the app's Prometheus metrics in the text exposition format. Outside /api/, as
 * the probes are: the site does not proxy it to visitors. It needs Prometheus's own bearer token
 * (SSB_METRICS_TOKEN: `authorization: { credentials_file }` in a scrape config, a secret in a
 * ServiceMonitor), a token that reads figures and nothing else; without one configured it answers
 * nobody. Limited like any read (a scrape every 15 s is four a minute), so tokens cannot be guessed freely.
 */
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { tokenRequired } from '../../shared/tokenRequired';

export interface MetricsOptions {
  registry: Registry;
  /** SSB_METRICS_TOKEN: the bearer token a scrape must carry; unset, /metrics answers 401 to all. */
  metricsToken?: string | undefined;
}

export async function metricsRoutes(app: FastifyInstance, { registry, metricsToken }: MetricsOptions): Promise<void> {
  app.get('/metrics', { schema: { hide: true }, preValidation: tokenRequired(metricsToken, 'ssb-api-metrics') }, async (_req, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics()),
  );
}
