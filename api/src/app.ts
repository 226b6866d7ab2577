/**
 * The API: the bank's content and applications service. Fastify with a JSON schema on every
 * route (validation, fast serialisation and the OpenAPI document at /api/docs/json),
 * better-sqlite3 in WAL mode under the data folder.
 */
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import { openDatabase } from './db/database';
import { seedIfEmpty } from './db/seed';
import { errorSchema } from './shared/errors';
import { creditRoutes } from './features/credits/routes';

export interface ApiOptions {
  /** Folder of the SQLite file, uploads and the mail outbox. */
  dataDir: string;
  logger?: boolean;
  /** Origins allowed to call the API from a browser directly (the site proxies by default). */
  corsOrigins?: string[];
  rateLimitMax?: number;
}

export async function buildApp(options: ApiOptions): Promise<FastifyInstance> {
  const db = openDatabase(options.dataDir);
  seedIfEmpty(db);

  const app = Fastify({
    logger: options.logger ?? false,
    // The site server on loopback forwards the visitor's address.
    trustProxy: '127.0.0.1',
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, allErrors: false } },
  });
  app.addHook('onClose', async () => db.close());

  await app.register(helmet, { contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], imgSrc: ["'self'"] } } });
  await app.register(cors, { origin: options.corsOrigins ?? false });
  await app.register(swagger, {
    openapi: { info: { title: 'SSB Bank API', version: '1.0.0', description: 'Content and applications of the SSB Bank website' } },
  });
  app.addSchema(errorSchema);

  app.setErrorHandler((error: FastifyError, _req, reply) => {
    if (error.validation) {
      const field = error.validation[0]?.instancePath.replace(/^\//, '') || String(error.validation[0]?.params?.missingProperty ?? '') || error.validationContext;
      return reply.code(400).send({ error: 'invalid', field, message: error.message });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) app.log.error(error);
    return reply.code(status).send({ error: status >= 500 ? 'internal' : 'bad_request', message: status >= 500 ? 'Internal error' : error.message });
  });

  await app.register(
    async (api) => {
      await api.register(creditRoutes, { db });
      api.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  return app;
}
