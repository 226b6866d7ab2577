import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenNameOf, type DeployToken } from './tokens';

/**
 * The name of the deploy token the request carries, or null after answering 401 and logging the
 * attempt (its client and what it wanted, never the token).
 */
export function authorizeDeploy(tokens: readonly DeployToken[], req: FastifyRequest, reply: FastifyReply, subject: string): string | null {
  const name = tokenNameOf(tokens, req.headers.authorization);
  if (name) return name;
  const reason = req.headers.authorization ? 'a wrong token' : 'no token';
  req.log.warn({ deploy: { subject, method: req.method, client: req.ip, reason } }, `deploy refused: ${reason}`);
  void reply
    .code(401)
    .header('WWW-Authenticate', 'Bearer realm="ssb-deploy"')
    .header('Cache-Control', 'no-store')
    .send({ error: 'unauthorized', message: 'Send Authorization: Bearer <deploy token> (SSB_DEPLOY_TOKEN, or the file npm start names).' });
  return null;
}
