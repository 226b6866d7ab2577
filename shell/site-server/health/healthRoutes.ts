/**
 * GET /healthz: the process is alive (no dependency is asked, so a slow API never gets a healthy
 * server restarted). GET /readyz: every part, as JSON; 503 while any is not ready.
 */
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from '@ssb/contracts/node';
import { contractProblem, readiness, type ReadinessOptions } from './readiness';

export async function healthRoutes(app: FastifyInstance, options: ReadinessOptions): Promise<void> {
  // A shell that no longer accepts a live remote is worth knowing at once, not at the first visit.
  app.addHook('onReady', async () => {
    const config = options.runtimeConfig();
    for (const remote of REMOTE_NAMES) {
      const problem = contractProblem(config, remote);
      if (problem) app.log.error({ remote }, `${remote}: ${problem}; its pages show the fallback until a release it accepts is deployed`);
    }
  });
  app.get('/healthz', async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (req, reply) => {
    const status = await readiness({ ...options, logFailure: (part, error) => req.log.error({ err: error, part }, `readiness: ${part} failed`) });
    if (!status.ready) req.log.warn({ readiness: status }, 'not ready');
    return reply
      .code(status.ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(status);
  });
}
