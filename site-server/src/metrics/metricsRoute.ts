/**
 * GET /metrics in Prometheus' text format. On the site's own port it is behind a deploy token
 * (Prometheus sends it as `authorization: { credentials: … }`): the figures name the route table,
 * the runtime and every release, which is no visitor's business. A setting (SSB_METRICS_PORT)
 * moves it to an internal port with no token, and then the public port answers 404 here. In a
 * cluster, a process answers with every process's metrics merged (the primary collects them).
 */
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { sendRefusal, type TokenGuard } from '../auth/tokenGuard';

export interface MetricsExposure {
  /** False when another port serves the metrics. */
  onSitePort?: boolean;
  /** The text to answer; this process's registry when absent. */
  collect?: () => Promise<string>;
}

export async function metricsRoute(
  app: FastifyInstance,
  { exposure = {}, registry, guard }: { exposure?: MetricsExposure; registry: Registry; guard: TokenGuard | null },
): Promise<void> {
  // Without tokens (a site that hosts no registry) there is no one to show them to here.
  if (exposure.onSitePort === false || !guard) return;
  const collect = exposure.collect ?? (() => registry.metrics());
  app.get('/metrics', async (req, reply) => {
    const verdict = guard.verify(req, req.headers.authorization, 'metrics');
    if (!verdict.ok) return sendRefusal(reply, verdict.refusal);
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
