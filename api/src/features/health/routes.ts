/**
 * GET /healthz: the process answers (a load balancer's liveness probe asks nothing else).
 * GET /readyz: the database answers a query and the data folder takes a write; 503 otherwise.
 * Outside /api/, as probes are: the site does not proxy them to visitors.
 */
import { accessSync, constants } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';

export interface HealthOptions {
  db: Db;
  dataDir: string;
}

interface Part {
  ok: boolean;
  detail: string;
}

const check = (work: () => string): Part => {
  try {
    return { ok: true, detail: work() };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
};

export async function healthRoutes(app: FastifyInstance, { db, dataDir }: HealthOptions): Promise<void> {
  const schema = { hide: true };
  app.get('/healthz', { schema, config: { rateLimit: false } }, async (_req, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', { schema, config: { rateLimit: false } }, async (req, reply) => {
    const database = check(() => {
      const { version } = db.prepare('SELECT max(version) AS version FROM schema_migration').get() as { version: number };
      return `open, schema version ${version}`;
    });
    const storage = check(() => {
      accessSync(dataDir, constants.W_OK);
      return 'data folder writable';
    });
    const ready = database.ok && storage.ok;
    if (!ready) req.log.error({ database, storage }, 'not ready');
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ ready, database, storage });
  });
}
