/**
 * The site server's internal listener (SSB_INTERNAL_PORT): a second port for the bank's staff and
 * tools, reached only through the internal gateway. With it, the deploy registry (/_deploy/remotes
 * and below: who deployed what, with which token's name), the operations page (/_ops) and /metrics
 * answer there and nowhere else, and the public port answers 404 for them, as for any address it
 * does not have. The internal port serves those and the probes, nothing of the site.
 *
 * Previews stay public (/_deploy/preview): their cookie belongs to the public site, where the
 * reviewer looks at the release, and starting one needs a deploy token anyway.
 *
 * One Fastify instance serves both ports: the internal server hands its requests to the same
 * router, marked as internal, so the registry, the guard and the metrics are the same objects.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';

const INTERNAL_REQUESTS = new WeakSet<IncomingMessage>();

/** Paths answered only on the internal listener when there is one. */
export function isInternalPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  if (pathname === '/_deploy/preview' || pathname.startsWith('/_deploy/preview/')) return false;
  return pathname.startsWith('/_deploy/') || pathname === '/_ops' || pathname.startsWith('/_ops/') || pathname === '/metrics';
}

/** What the internal listener answers besides the internal paths: the probes its gateway checks. */
const PROBES = new Set(['/healthz', '/readyz']);

/** True for a request that came in through the internal listener. */
const cameInternally = (raw: IncomingMessage): boolean => INTERNAL_REQUESTS.has(raw);

/**
 * Keeps the two ports apart: an internal path asked on the public port, or a page asked on the
 * internal one, is a plain 404. Registered before any route, so that every route has it.
 */
export function separateInternalRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    const internal = cameInternally(req.raw);
    const pathname = req.url.split('?', 1)[0] ?? '';
    const allowed = internal ? isInternalPath(req.url) || PROBES.has(pathname) : !isInternalPath(req.url);
    if (!allowed) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain').send('Not found');
  });
}

export interface InternalListenerOptions {
  host: string;
  port: number;
  /** The public server's client limits (headers, whole request, idle), applied here too. */
  timeouts: { headersMs: number; requestMs: number; idleMs: number };
  /** The public server's answer to a request Node cannot read (its headers and error shape), here too. */
  clientErrorHandler?: (error: NodeJS.ErrnoException, socket: Duplex) => void;
}

/** Starts the internal port; its requests go to `app`'s routes, marked as internal. Close it with the app. */
export async function listenInternal(app: FastifyInstance, { host, port, timeouts, clientErrorHandler }: InternalListenerOptions): Promise<Server> {
  const server = createServer(
    { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: 1_000, keepAliveTimeout: 5_000 },
    (req, res) => {
      INTERNAL_REQUESTS.add(req);
      app.routing(req, res);
    },
  );
  server.setTimeout(timeouts.idleMs);
  if (clientErrorHandler) server.on('clientError', clientErrorHandler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

/** Stops taking connections and ends the idle ones; resolves once every request in flight is answered. */
export function closeInternal(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
