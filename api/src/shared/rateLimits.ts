/**
 * Requests per client address and minute, for every route: reads have a generous limit, search
 * (a full-text query per request) a tighter one, and applications their own (see routes).
 * The client is req.ip: the visitor that a trusted proxy (the site server) names. The site
 * server's own requests, which render pages for many visitors and name none, are not limited.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BlockList, isIPv4 } from 'node:net';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

export interface RateLimits {
  /** GETs per client, minute and route. */
  readMax: number;
  /** Searches per client and minute. */
  searchMax: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { readMax: 600, searchMax: 60 };

/** `['127.0.0.1', '10.0.0.0/8']` → a test of a peer address (IPv4-mapped IPv6 included). */
export function trustedPeers(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

/** A request from a trusted proxy that forwards no client: the proxy itself (the site server rendering). */
export function fromProxyItself(req: FastifyRequest, trusted: (address: string) => boolean): boolean {
  return req.headers['x-forwarded-for'] === undefined && trusted(req.socket.remoteAddress ?? '');
}

export async function registerRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
  trusted: (address: string) => boolean,
  /** A store shared by instances (sharedRateLimitStore.ts); absent: counted in this process. */
  store?: FastifyRateLimitStoreCtor,
): Promise<void> {
  await app.register(rateLimit, {
    ...(store ? { store } : {}),
    global: true,
    max: limits.readMax,
    timeWindow: 60_000,
    keyGenerator: (req) => req.ip,
    allowList: (req) => fromProxyItself(req, trusted),
  });
}
