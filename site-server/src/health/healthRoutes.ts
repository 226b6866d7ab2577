/**
 * GET /healthz: the process is alive (no dependency is asked, so a slow API never gets a healthy
 * server restarted). GET /readyz: ready or not (503), `degraded` with the remotes whose pages are
 * rendered in the browser for now. That is all a load balancer, or anyone, is told; every part's
 * detail (addresses, manifests, why) goes to the log, and to a request that carries a deploy token.
 */
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from '@ssb/contracts/node';
import { contractProblem, readiness, type ReadinessOptions } from './readiness';
import { sendRefusal, type TokenGuard } from '../auth/tokenGuard';

export async function healthRoutes(
  app: FastifyInstance,
  options: ReadinessOptions & { guard?: TokenGuard | null; draining?: () => boolean },
): Promise<void> {
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
    // Stopping: the load balancer takes this instance out while what it has in hand finishes.
    if (options.draining?.()) return reply.code(503).header('Cache-Control', 'no-store').send({ ready: false, status: 'stopping' });
    // A token asks for the detail (it is checked, and a wrong one counted, as anywhere else).
    const detailed =
      req.headers.authorization !== undefined && options.guard ? options.guard.verify(req, req.headers.authorization, 'readiness detail') : null;
    if (detailed && !detailed.ok) return sendRefusal(reply, detailed.refusal);
    const status = await readiness({ ...options, logFailure: (part, error) => req.log.error({ err: error, part }, `readiness: ${part} failed`) });
    if (!status.ready) req.log.warn({ readiness: status }, 'not ready');
    const { ready, status: state, serverRendering, sandbox } = status;
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(detailed ? status : { ready, status: state, serverRendering, ...(sandbox ? { sandbox } : {}) });
  });
}
