/**
 * GET /healthz: the process answers (a load balancer's liveness probe asks nothing else).
 * GET /readyz: the database answers a query and the upload store takes a document; 503 otherwise.
 * To anyone it says only that (`{ ready }`): which database, which schema and what failed go to the
 * log, and to the site server's own request (the service token), with the content revision
 * (content's revision.ts; the site server polls it at GET /internal/content/revision).
 * Outside /api/, as probes are: the site does not proxy them to visitors.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { carriesToken } from '@ssb/server-kit/serviceToken';
import type { Db } from '../../db/db';
import { schemaVersion } from '../../db/migrations';
import type { UploadStore } from '../uploads';

export interface HealthOptions {
  db: Db;
  uploads: UploadStore;
  /** True once the process is stopping. */
  draining?: () => boolean;
  /** The site server's token (SSB_SERVICE_TOKEN): a request with it gets the detail and the content revision. */
  serviceToken?: string | undefined;
  /** The content revision (content's contentRevision). */
  revision: () => Promise<string>;
}

interface Part {
  ok: boolean;
  detail: string;
}

const check = async (work: () => Promise<string>): Promise<Part> => {
  try {
    return { ok: true, detail: await work() };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
};

export async function healthRoutes(app: FastifyInstance, { db, uploads, draining, serviceToken, revision }: HealthOptions): Promise<void> {
  const schema = { hide: true };
  app.get('/healthz', { schema, config: { rateLimit: false } }, async (_req, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  // Limited like any read (a database query each); the site server's own, with its token, are not.
  app.get('/readyz', { schema }, async (req, reply) => {
    // Stopping: the load balancer takes this instance out while what it has in hand finishes.
    if (draining?.()) return reply.code(503).header('Cache-Control', 'no-store').send({ ready: false, status: 'stopping' });
    const database = await check(async () => {
      await sql`SELECT 1`.execute(db.kysely);
      return `${db.dialect} open, schema ${await schemaVersion(db)}`;
    });
    const storage = await check(() => uploads.ready());
    const ready = database.ok && storage.ok;
    if (!ready) req.log.error({ database, storage }, 'not ready');
    reply.code(ready ? 200 : 503).header('Cache-Control', 'no-store');
    if (!carriesToken(req.headers.authorization, serviceToken)) return reply.send({ ready });
    return reply.send({ ready, database, storage, content: { revision: database.ok ? await revision() : 'unknown' } });
  });
}
