/**
 * /api/ on the site's origin, proxied to the API: the browser talks to one origin. What the API
 * would refuse anyway is refused before a byte of it is read or forwarded, and what one client
 * and all clients together can hold open is bounded (bodyGuard.ts, for every request with a
 * body), so slow or hostile uploads cannot take the connections every other visitor's /api
 * calls need.
 */
import { CONTENT_PREVIEW_HEADER } from '@ssb/server-kit/contentPreview';
import type { ContentPreviewReader } from '../preview/contentPreview';
import type { FastifyPluginAsync } from 'fastify';
import type { BodyLimits } from './bodyGuard';
import httpProxy from '@fastify/http-proxy';
import { REQUEST_ID_HEADER } from '@ssb/contracts/node';
import { TRACEPARENT_HEADER, traceOf, traceparentOf } from '@ssb/server-kit/traceContext';
import { BEACON_SEAL_HEADER } from '@ssb/server-kit/serviceToken';
import { refuse } from '../security/refusals';
import { SITE_POLICY_HEADERS } from '../security/securityHeaders';

/** The bounds of bodies (bodyGuard.ts, for every request) and of the connections to the API. */
export interface ApiProxyLimits extends BodyLimits {
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
  /** A browser's content preview, from its cookie: handed to the API, which answers that browser alone. */
  contentPreviewOf?: ContentPreviewReader;
}

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

function withoutHopByHop(headers: Record<string, string | string[] | undefined>): Record<string, string | string[] | undefined> {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const drop = new Set([...HOP_BY_HOP, ...named]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop.has(name.toLowerCase())));
}

export const apiProxy: FastifyPluginAsync<ApiProxyOptions> = async (app, options) => {
  // Bodies were checked and counted before this (bodyGuard.ts, registered on the whole server).
  const limits = { ...API_PROXY_LIMITS, ...options.limits };

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
    replyOptions: {
      rewriteRequestHeaders: (req, headers) => {
        // The client's `Expect: 100-continue` was answered here (Node sends the 100); undici
        // refuses to send the header on, and the API has nothing to decide before the body.
        // The visitor's traceparent is replaced by ours (same trace, the site's span as parent);
        // its tracestate goes on only with the trace it belongs to, not with one started here.
        // The API reads no cookie: the visitor's (a cohort id, a preview, the language) are the
        // site server's alone, and go no further. Nor a visitor's Authorization or beacon seal:
        // the service token and its seals are the site server's own, never a visitor's to try.
        const {
          expect: _answered,
          tracestate,
          cookie: _siteCookies,
          authorization: _visitorsAuthorization,
          [BEACON_SEAL_HEADER]: _visitorsSeal,
          // Only the site server hands the API a preview, read from its own cookie.
          [CONTENT_PREVIEW_HEADER]: _visitorsPreview,
          ...rest
        } = withoutHopByHop(headers);
        const trace = traceOf(req);
        const contentPreview = options.contentPreviewOf?.(req);
        return {
          ...rest,
          ...(trace.parentId !== null && tracestate !== undefined ? { tracestate } : {}),
          // The API limits requests per client address, so it must see the visitor's, not ours.
          'x-forwarded-for': req.ip,
          [REQUEST_ID_HEADER]: String(req.id),
          [TRACEPARENT_HEADER]: traceparentOf(trace),
          ...(contentPreview ? { [CONTENT_PREVIEW_HEADER]: contentPreview.sealed } : {}),
        };
      },
      // Those of the API's answer describe our connection to it: passed on, `connection:
      // keep-alive` overrode a visitor's `Connection: close` (held open 5 s). And the site's
      // security headers, set on every answer it sends (securityHeaders.ts), are not the API's
      // to change: its own (SAMEORIGIN framing, HSTS over plain http) are dropped for them.
      rewriteHeaders: (headers) => withoutSitePolicy(withoutHopByHop(headers)),
      onError: (reply, { error }) => {
        // A visitor that went away mid-body (a stalled upload it gave up) is no failure of the
        // API's: nobody is left to answer, and no 502 goes to the error log for it.
        if (reply.raw.destroyed || reply.request.raw.destroyed) {
          reply.log.info({ code: (error as { code?: string }).code }, 'api proxy: the client left before its request was answered');
          return;
        }
        // An API that is down or slow is a gateway's failure (502, 504), never the site's 500.
        const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
        reply.log.error({ err: error, status }, 'api proxy');
        if (!reply.sent) void refuse(reply.request, reply, status, 'upstream');
      },
    },
  });
};
