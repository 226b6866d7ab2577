/**
 * /api/ on the site's origin, proxied to the API: the browser talks to one origin. The proxy
 * refuses what the API would refuse anyway before it reads or forwards a byte of it (bodies
 * without a length, bodies over the API's limits), and bounds what one client and all clients
 * together can hold open, so slow or hostile uploads cannot take the connections every other
 * visitor's /api calls need.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { REQUEST_ID_HEADER } from '@ssb/contracts/node';
import { TRACEPARENT_HEADER, traceOf, traceparentOf } from '@ssb/server-kit/traceContext';
import { refuse } from './refusals';
import { SITE_POLICY_HEADERS } from '../security/securityHeaders';

export interface ApiProxyLimits {
  /** Largest multipart body (applications with documents: the API takes 3 files of 10 MB). */
  multipartBytes: number;
  /** Largest other body (the API's JSON limit). */
  otherBytes: number;
  /** Bodies one client may be sending through the proxy at once. */
  bodiesPerClient: number;
  /** Bodies all clients together may be sending at once; the rest of the pool stays for reads. */
  bodiesInAll: number;
  /** Connections to the API. */
  connections: number;
  /** How long the API may take to start answering, and between two pieces of its answer. */
  upstreamTimeoutMs: number;
}

export const API_PROXY_LIMITS: ApiProxyLimits = {
  multipartBytes: 32 * 1024 * 1024,
  otherBytes: 64 * 1024,
  bodiesPerClient: 4,
  bodiesInAll: 48,
  connections: 64,
  upstreamTimeoutMs: 15_000,
};

export interface ApiProxyOptions {
  upstream: string;
  limits?: Partial<ApiProxyLimits>;
  /**
   * Site-server processes sharing the port: each holds its share of the body limits, so they
   * bound the site as a whole (each process counting the whole limit let twice as many in).
   */
  processes?: number;
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Hop-by-hop headers (RFC 9110, 7.6.1) describe one connection, the visitor's to us, and are not
 * for the API: undici refuses some of them outright (`keep-alive`, `upgrade`), which made any /api
 * request carrying one a 502. Dropped, with every header the `Connection` header names.
 */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/** An answer's headers without those the site's own policy sets on every answer. */
const withoutSitePolicy = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !SITE_POLICY_HEADERS.has(name.toLowerCase())));

export function withoutHopByHop(headers: Record<string, string | string[] | undefined>): Record<string, string | string[] | undefined> {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const drop = new Set([...HOP_BY_HOP, ...named]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop.has(name.toLowerCase())));
}

export const apiProxy: FastifyPluginAsync<ApiProxyOptions> = async (app, options) => {
  const given = { ...API_PROXY_LIMITS, ...options.limits };
  const share = (limit: number) => Math.max(1, Math.floor(limit / Math.max(1, options.processes ?? 1)));
  const limits = { ...given, bodiesPerClient: share(given.bodiesPerClient), bodiesInAll: share(given.bodiesInAll) };
  const perClient = new Map<string, number>();
  let inAll = 0;

  /** Checks a body's declared size and counts it while it is in flight; false when refused. */
  const admit = (req: FastifyRequest, reply: FastifyReply): boolean => {
    if (!HAS_BODY.has(req.method)) return true;
    if (req.headers['transfer-encoding'] !== undefined) {
      refuse(req, reply, 411, 'length_required');
      return false;
    }
    const declared = req.headers['content-length'];
    if (declared === undefined) return true; // no body at all
    const multipart = /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');
    const max = multipart ? limits.multipartBytes : limits.otherBytes;
    if (Number(declared) > max) {
      req.log.warn({ bytes: Number(declared), max }, 'api body over the limit refused');
      refuse(req, reply, 413, 'too_large', { bytes: max });
      return false;
    }
    // Read once: after the socket closes, req.ip has no socket to ask.
    const client = req.ip;
    const mine = perClient.get(client) ?? 0;
    if (mine >= limits.bodiesPerClient) {
      req.log.warn({ inFlight: mine }, 'api bodies per client over the limit');
      reply.header('retry-after', '10');
      refuse(req, reply, 429, 'rate_limited');
      return false;
    }
    if (inAll >= limits.bodiesInAll) {
      req.log.warn({ inFlight: inAll }, 'api bodies in all over the limit');
      reply.header('retry-after', '5');
      refuse(req, reply, 503, 'busy');
      return false;
    }
    perClient.set(client, mine + 1);
    inAll += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inAll -= 1;
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    };
    reply.raw.once('close', release);
    req.raw.once('close', release);
    return true;
  };

  await app.register(httpProxy, {
    upstream: options.upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    undici: {
      connections: limits.connections,
      pipelining: 1,
      connect: { timeout: 2_000 },
      headersTimeout: limits.upstreamTimeoutMs,
      bodyTimeout: limits.upstreamTimeoutMs,
    },
    preHandler: (req, reply, done) => {
      if (admit(req, reply)) done();
    },
    replyOptions: {
      rewriteRequestHeaders: (req, headers) => {
        // The client's `Expect: 100-continue` was answered here (Node sends the 100); undici
        // refuses to send the header on, and the API has nothing to decide before the body.
        // The visitor's traceparent is replaced by ours (same trace, the site's span as parent);
        // its tracestate goes on only with the trace it belongs to, not with one started here.
        // The API reads no cookie: the visitor's (a cohort id, a preview, the language) are the
        // site server's alone, and go no further.
        const { expect: _answered, tracestate, cookie: _siteCookies, ...rest } = withoutHopByHop(headers);
        const trace = traceOf(req);
        return {
          ...rest,
          ...(trace.parentId !== null && tracestate !== undefined ? { tracestate } : {}),
          // The API limits requests per client address, so it must see the visitor's, not ours.
          'x-forwarded-for': req.ip,
          [REQUEST_ID_HEADER]: String(req.id),
          [TRACEPARENT_HEADER]: traceparentOf(trace),
        };
      },
      // Those of the API's answer describe our connection to it: passed on, `connection:
      // keep-alive` overrode a visitor's `Connection: close` (held open 5 s). And the site's
      // security headers, set on every answer it sends (securityHeaders.ts), are not the API's
      // to change: its own (SAMEORIGIN framing, HSTS over plain http) are dropped for them.
      rewriteHeaders: (headers) => withoutSitePolicy(withoutHopByHop(headers)),
      onError: (reply, { error }) => {
        // An API that is down or slow is a gateway's failure (502, 504), never the site's 500.
        const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
        reply.log.error({ err: error, status }, 'api proxy');
        if (!reply.sent) void refuse(reply.request, reply, status, 'upstream');
      },
    },
  });
};
