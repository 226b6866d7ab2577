/**
 * The operations page is for the bank's team: it asks for a deploy token. A browser sends it as
 * the password of HTTP Basic authentication (it asks once and remembers it for the tab); a script
 * may send `Authorization: Bearer <token>` as the deploy API takes it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendRefusal, type TokenGuard } from './tokenGuard';

/** The Authorization header as the deploy API reads it: Basic's password becomes the bearer token. */
function asBearer(authorization: string | undefined): string | undefined {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (!basic?.[1]) return authorization;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? `Bearer ${decoded.slice(colon + 1)}` : undefined;
}

/**
 * The token's name, or null after answering 401 (or 429 once an address has guessed too often: the
 * same throttle as the registry's). Any deploy token may read the page; it changes nothing.
 */
export function authorizeOps(guard: TokenGuard, req: FastifyRequest, reply: FastifyReply): string | null {
  const verdict = guard.verify(req, asBearer(req.headers.authorization), 'operations page');
  if (verdict.ok) return verdict.token.name;
  const refusal =
    verdict.refusal.status === 401
      ? {
          ...verdict.refusal,
          body: { error: 'unauthorized', message: 'The operations page needs a deploy token: any user name, the token as the password.' },
        }
      : verdict.refusal;
  void sendRefusal(reply, refusal, 'Basic realm="ssb-ops", charset="UTF-8"');
  return null;
}
