/**
 * Requests per client and minute, for every route: reads have a generous limit, search (a
 * full-text query per request) a tighter one, and applications, look-ups and staff tokens their
 * own (see their routes).
 *
 * The client is the socket's peer, unless that peer is a trusted proxy (the site server) that
 * named one in X-Forwarded-For: then its right-most entry that is no trusted proxy (Fastify's
 * `trustProxy`). It is counted by its key (an IPv6 address by its /64: clientKey). No address is
 * exempt: a trusted proxy that names nobody is a client like any other, since anything that can
 * reach the port from inside the trusted range would otherwise guess tokens unlimited. The site
 * server's own reads carry the service token, and that token is what lets them past.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { clientKey, isClientAddress } from '@ssb/server-kit/clientKey';
import { carriesToken } from '@ssb/server-kit/serviceToken';

export interface RateLimits {
  /** GETs per client, minute and route. */
  readMax: number;
  /** Searches per client and minute. */
  searchMax: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { readMax: 600, searchMax: 60 };

/**
 * The key of the request's client. A trusted proxy naming something that is no address is no
 * reason to give each such name a bucket of its own: the proxy is counted then.
 */
function clientOf(req: FastifyRequest): string {
  return clientKey(isClientAddress(req.ip) ? req.ip : (req.socket.remoteAddress ?? 'unknown'));
}

export async function registerRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
  /** The service token (SSB_SERVICE_TOKEN): the site server's own reads, which no limit counts. */
  serviceToken: string | undefined,
  /** A store shared by instances (sharedRateLimitStore.ts); absent: counted in this process. */
  store?: FastifyRateLimitStoreCtor,
): Promise<void> {
  await app.register(rateLimit, {
    ...(store ? { store } : {}),
    global: true,
    max: limits.readMax,
    timeWindow: 60_000,
    keyGenerator: clientOf,
    allowList: (req) => carriesToken(req.headers.authorization, serviceToken),
  });
}
