/**
 * The operations page is for the bank's team: it asks for a deploy token. A browser sends it as
 * the password of HTTP Basic authentication (it asks once and remembers it for the tab); a script
 * may send `Authorization: Bearer <token>` as the deploy API takes it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenNameOf, type DeployToken } from '../deploy/tokens';

/** The Authorization header as the deploy API reads it: Basic's password becomes the bearer token. */
export function asBearer(authorization: string | undefined): string | undefined {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (!basic?.[1]) return authorization;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? `Bearer ${decoded.slice(colon + 1)}` : undefined;
}

/** The token's name, or null after answering 401 and logging the attempt (never the token). */
export function authorizeOps(tokens: readonly DeployToken[], req: FastifyRequest, reply: FastifyReply): string | null {
  const name = tokenNameOf(tokens, asBearer(req.headers.authorization));
  if (name) return name;
  const reason = req.headers.authorization ? 'a wrong token' : 'no token';
  req.log.warn({ ops: { client: req.ip, reason } }, `operations page refused: ${reason}`);
  void reply
    .code(401)
    .header('WWW-Authenticate', 'Basic realm="ssb-ops", charset="UTF-8"')
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('The operations page needs a deploy token: any user name, the token as the password.\n');
  return null;
}
