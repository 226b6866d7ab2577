/**
 * Routes of the API's port that are no visitor's: the operations figures (/internal/vitals/…,
 * the site server's service token) and /metrics (Prometheus's own token). They answer 401 in
 * the error shape to a request without the right bearer token, and to everyone when no token is
 * configured: reaching the port is not enough. Each refusal counts against the client's limit.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { carriesToken } from '@ssb/server-kit/serviceToken';
import { ApiError } from './errors';

/**
 * A preValidation hook letting through only requests whose bearer token is `token`. Not an
 * onRequest hook: the rate limit's hook (onRequest, added after a route's own) must count a
 * wrong token before it is refused. Before validation: a request without the token learns
 * nothing of what the route's query takes (`/internal/vitals/cohorts` answered 400 `required`
 * naming its parameter to anyone).
 */
export function tokenRequired(token: string | undefined, realm: string) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (carriesToken(req.headers.authorization, token)) return;
    reply.header('WWW-Authenticate', `Bearer realm="${realm}"`).header('Cache-Control', 'no-store');
    throw new ApiError(401, 'unauthorized', null);
  };
}
