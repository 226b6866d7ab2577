/** GET /api/files/published/<name>.pdf: the PDFs staff uploaded for documents, with their real size. */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/db';
import { notFound } from '../../shared/errors';

/** Where a published PDF is served. */
export const publishedFileUrl = (name: string) => `/api/files/published/${name}.pdf`;

export const publishedFileRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { file: string } }>(
    '/files/published/:file',
    {
      schema: {
        tags: ['files'],
        summary: 'A document the bank published (PDF)',
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string', maxLength: 40 } } },
      },
    },
    async (req, reply) => {
      const [, name] = /^([0-9a-f]{16})\.pdf$/.exec(req.params.file) ?? [];
      const file = name ? await db.kysely.selectFrom('content_file').select(['data', 'size']).where('name', '=', name).executeTakeFirst() : undefined;
      if (!file) throw notFound('file');
      // Named by the hash of its bytes: a name never changes its content.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', `attachment; filename="${req.params.file}"`)
        .type('application/pdf')
        .send(Buffer.from(file.data));
    },
  );
};
