/**
 * Every request that carries a body, whatever its method and path, is checked before a byte of
 * it is read or passed on: a body without a length (chunked) is refused (411), one declared over
 * the API's limits too (413), and the bodies in flight are counted per client (429 past its
 * share) and for the site (503), so that slow or stalled uploads cannot take the connections to
 * the API every other visitor's calls need. OPTIONS and GET with a body were let through before
 * (eight stalled chunked OPTIONS held eight connections to the API, with no 411 and no 429).
 *
 * An onRequest hook of the whole server: it runs before any route's body parser (the beacon
 * check's, the CSP reports', the proxy's), so no route can read around it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from '@ssb/server-kit/clientKey';
import { refuse } from '../security/refusals';

export interface BodyLimits {
  /** Largest multipart body (applications with documents: the API takes 3 files of 10 MB). */
  multipartBytes: number;
  /** Largest other body (the API's JSON limit). */
  otherBytes: number;
  /** Bodies one client may be sending at once. */
  bodiesPerClient: number;
  /** Bodies all clients together may be sending at once; the rest of the pool to the API stays for reads. */
  bodiesInAll: number;
}

export interface BodyGuardOptions {
  limits: BodyLimits;
  /** Site-server processes sharing the port: each holds its share of the counts. */
  processes?: number;
}

/** Whether a request says it carries a body: a Transfer-Encoding, or a Content-Length above 0. */
const carriesBody = (req: FastifyRequest) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

export function registerBodyGuard(app: FastifyInstance, options: BodyGuardOptions): void {
  const share = (limit: number) => Math.max(1, Math.floor(limit / Math.max(1, options.processes ?? 1)));
  const limits = { ...options.limits, bodiesPerClient: share(options.limits.bodiesPerClient), bodiesInAll: share(options.limits.bodiesInAll) };
  const perClient = new Map<string, number>();
  let inAll = 0;

  /** Counts a body while it is in flight: until its request or its answer closes. */
  const count = (req: FastifyRequest, reply: FastifyReply, client: string) => {
    perClient.set(client, (perClient.get(client) ?? 0) + 1);
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
  };

  app.addHook('onRequest', async (req, reply) => {
    if (!carriesBody(req)) return;
    if (req.headers['transfer-encoding'] !== undefined) return refuse(req, reply, 411, 'length_required');
    const declared = Number(req.headers['content-length']);
    const multipart = /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');
    const max = multipart ? limits.multipartBytes : limits.otherBytes;
    if (declared > max) {
      req.log.warn({ bytes: declared, max }, 'a body over the limit refused');
      return refuse(req, reply, 413, 'too_large', { bytes: max });
    }
    // Read once: after the socket closes, req.ip has no socket to ask.
    const client = clientKey(req.ip);
    const mine = perClient.get(client) ?? 0;
    if (mine >= limits.bodiesPerClient) {
      req.log.warn({ inFlight: mine }, 'bodies per client over the limit');
      reply.header('retry-after', '10');
      return refuse(req, reply, 429, 'rate_limited');
    }
    if (inAll >= limits.bodiesInAll) {
      req.log.warn({ inFlight: inAll }, 'bodies in all over the limit');
      reply.header('retry-after', '5');
      return refuse(req, reply, 503, 'busy');
    }
    count(req, reply, client);
  });
}
