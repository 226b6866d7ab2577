/**
 * GET /api/media/pictures/<id>/<width>.webp: a picture staff uploaded, at one of its widths (the
 * site server proxies /api/ to here). A picture's bytes never change under its URL, so browsers
 * and caches keep it a year without asking again; its SHA-256 is its ETag for whoever asks
 * anyway. The answer is the picture alone: nothing of who uploaded it, and no name.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../db/db';
import { notFound } from '../../../shared/errors';
import { pictureStore } from './pictureStore';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FILE = /^([1-9]\d{0,4})\.webp$/;

export const pictureRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const store = pictureStore(db);
  app.get<{ Params: { id: string; file: string } }>(
    '/media/pictures/:id/:file',
    {
      schema: {
        tags: ['files'],
        summary: 'A picture of the site at one width (WebP), as staff uploaded it: /api/media/pictures/<id>/<width>.webp',
        // Lengths only: a malformed id or width is a 404 like an unknown one, not a 400.
        params: {
          type: 'object',
          required: ['id', 'file'],
          properties: { id: { type: 'string', maxLength: 40 }, file: { type: 'string', maxLength: 12 } },
        },
      },
    },
    async (req, reply) => {
      const width = FILE.exec(req.params.file)?.[1];
      const picture = width && ID.test(req.params.id) ? await store.variant(req.params.id, Number(width)) : undefined;
      if (!picture) throw notFound('file');
      const etag = `"${picture.sha256.slice(0, 32)}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag).header('x-content-type-options', 'nosniff');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(picture.contentType).send(picture.data);
    },
  );
};
