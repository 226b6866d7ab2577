/**
 * What the site answers when no page or route does, always in the API's error shape
 * (`{ error, field, message }`, the message in the visitor's language) and with the site's
 * security headers:
 * - a request target that is no path (`rewriteUrl` routes it to BAD_TARGET_PATH: 400), and a
 *   page asked for by another spelling of its path (301 to the one spelling: `//ru//Credit//?q=1`
 *   is `/ru/Credit?q=1`, its language kept);
 * - the router's own errors (`frameworkErrors`: a path it cannot decode, a parameter too long);
 * - Node's (`clientErrorHandler`: a NUL in a header, headers over the limit, a request past its time);
 * - any error of a route (a body that is no JSON, an unsupported type, one over a route's limit),
 *   and a method and path no route has (an unknown POST path), which Fastify answered in a shape
 *   of its own.
 * No answer echoes what the client sent.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANG } from '@ssb/contracts/node';
import { BAD_TARGET_PATH } from '@ssb/server-kit/canonicalPath';
import { clientErrorHandler, STRICT_ANSWER_HEADERS, type ClientErrorStatus } from '@ssb/server-kit/clientErrors';
import { refuse, refusalMessage, type RefusalCode } from './refusals';
import { PERMISSIONS_POLICY } from './securityHeaders';

/** The headers of an answer sent before the site's own hooks ran. */
function strictHeaders(publicOrigin: string): Record<string, string> {
  return {
    ...STRICT_ANSWER_HEADERS,
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(publicOrigin.startsWith('https:') ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

const CLIENT_ERROR_CODES: Record<ClientErrorStatus, RefusalCode> = { 400: 'bad_request', 408: 'request_timeout', 431: 'headers_too_large' };

/** Node's answer to a request it could not read; no language is known, so the site's default. */
export const siteClientErrorHandler = (publicOrigin: string) =>
  clientErrorHandler((status) => ({
    headers: strictHeaders(publicOrigin),
    body: JSON.stringify({ error: CLIENT_ERROR_CODES[status], field: null, message: refusalMessage(CLIENT_ERROR_CODES[status], DEFAULT_LANG) }),
  }));

/** Fastify's `frameworkErrors`: the router could not decode the path, or a parameter is too long. */
export const siteFrameworkErrors =
  (publicOrigin: string) =>
  (error: FastifyError, req: FastifyRequest, reply: FastifyReply): void => {
    req.log.info({ code: error.code }, 'request target refused');
    reply.headers({ ...strictHeaders(publicOrigin), 'cache-control': 'no-store' });
    void refuse(req, reply, 400, 'bad_request');
  };

/** A target with one trailing slash of its path dropped (`/ru/Card/?q=1` is `/ru/Card?q=1`). */
function withoutTrailingSlash(target: string): string {
  const mark = target.indexOf('?');
  const [pathPart, query] = mark < 0 ? [target, ''] : [target.slice(0, mark), target.slice(mark)];
  return `${pathPart.length > 1 ? pathPart.replace(/\/$/, '') : pathPart}${query}`;
}

/** The code of a route's error by its status. */
const codeOf = (status: number): RefusalCode =>
  status === 404 ? 'not_found' : status === 413 ? 'too_large' : status === 429 ? 'rate_limited' : status === 408 ? 'request_timeout' : 'bad_request';

export function registerSiteErrors(app: FastifyInstance): void {
  app.all(BAD_TARGET_PATH, async (req, reply) => refuse(req, reply, 400, 'bad_request'));

  // A page by another spelling of its path: the one spelling (one address per page, its query
  // kept). A trailing slash alone is the same page (routes are matched without it, and the page
  // names its canonical address), not worth a round trip.
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    if (req.url === BAD_TARGET_PATH || req.url.startsWith('/api/') || req.url === withoutTrailingSlash(req.originalUrl)) return;
    return reply.code(301).header('cache-control', 'no-cache').redirect(req.url, 301);
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const bytes = status === 413 ? req.routeOptions.bodyLimit : undefined;
      return refuse(req, reply.header('cache-control', 'no-store'), status, codeOf(status), bytes === undefined ? {} : { bytes });
    }
    req.log.error({ err: error }, 'request failed');
    return refuse(req, reply.header('cache-control', 'no-store'), 500, 'internal');
  });

  // Every method and path no route has; a page's GET is always the app's (its 404 page).
  app.setNotFoundHandler((req, reply) => refuse(req, reply.header('cache-control', 'no-store'), 404, 'not_found'));
}
