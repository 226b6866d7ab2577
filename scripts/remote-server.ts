/**
 * Serves one remote's dist/ as its own origin, as a CDN would: CORS for the site, long
 * caching for hashed chunks, no-cache for remoteEntry.js and mf-manifest.json.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const HASHED = /\.[0-9a-f]{10}\.(js|css|woff2?|png|svg|jpe?g|ttf)$/;

export async function createRemoteServer(distDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (_req, reply) => {
    // Public, credential-free static assets: any origin may load them.
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return app;
}
