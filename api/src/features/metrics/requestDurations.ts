/**
 * http_request_duration_seconds for every answer, labelled by Fastify's route pattern (not the
 * path asked for, which has ids in it), so that the series stay few; requests no route matched
 * share `unmatched`.
 */
import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

const UNMATCHED_ROUTE = 'unmatched';

export function observeRequestDurations(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
