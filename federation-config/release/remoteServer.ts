/**
 * Serves a remote's dist/ as its own origin, as a CDN would: every release side by side under
 * /releases/<id>/, cached for a year (a release never changes, so its entry and manifest can be
 * cached too), latest.json revalidated, CORS open for the site's pages and server.
 * A development build (one plain folder, rebuilt on save) is served with no caching.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { routineRequestsAtDebug } from '@ssb/server-kit/requestLog';
import { traceChildLogger } from '@ssb/server-kit/traceContext';

const RELEASE_FILE = /[\\/]releases[\\/][^\\/]+[\\/]/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface RemoteServerOptions {
  /** A development build: nothing is immutable. */
  development?: boolean;
  /** Pino settings (JSON lines); off when absent. */
  logger?: FastifyServerOptions['logger'];
}

export async function createRemoteServer(root: string, options: RemoteServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Static files and probes at debug: the requests worth reading stay readable at info.
    logController: routineRequestsAtDebug(),
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    // Several origins may log into one process's output (npm start): counters would repeat.
    genReqId: () => randomUUID(),
    // Every line of a request carries its W3C trace id (the caller's traceparent, or a new one).
    childLoggerFactory: traceChildLogger,
  });
  app.addHook('onRequest', async (_req, reply) => {
    // Public, credential-free static assets: any origin may load them.
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    preCompressed: true,
    index: false,
    // Source maps stay on disk, for decoding an error's stack; the original source is not served.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders(res, filePath) {
      res.header('Cache-Control', !options.development && RELEASE_FILE.test(filePath) ? IMMUTABLE : 'no-cache');
    },
  });
  return app;
}
