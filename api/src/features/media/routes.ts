import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../shared/errors';
import { findDocument, MEDIA_NAME, pngImage, svgImage } from './generate';

const YEAR = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';

/** GET /api/media/<name>.png|.svg and /api/files/<name>.pdf: the project's own images and documents. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const fileParams = { type: 'object', required: ['file'], properties: { file: { type: 'string', maxLength: 120 } } } as const;

  app.get<{ Params: { file: string } }>(
    '/media/:file',
    { schema: { tags: ['files'], summary: 'An image of the site (PNG or SVG, made by the project)', params: fileParams } },
    async (req, reply) => {
      const [, name = '', type] = /^(.*)\.(png|svg)$/.exec(req.params.file) ?? [];
      if (!type || !MEDIA_NAME.test(name)) throw notFound('file');
      reply.header('cache-control', YEAR);
      if (type === 'png') return reply.type('image/png').send(pngImage(name));
      return reply.type('image/svg+xml; charset=utf-8').send(svgImage(name));
    },
  );

  app.get<{ Params: { file: string } }>(
    '/files/:file',
    { schema: { tags: ['files'], summary: 'A downloadable document (PDF)', params: fileParams } },
    async (req, reply) => {
      const name = req.params.file.replace(/\.pdf$/, '');
      if (!req.params.file.endsWith('.pdf') || !MEDIA_NAME.test(name)) throw notFound('file');
      const pdf = findDocument(req.params.file);
      if (!pdf) throw notFound('file');
      return reply
        .header('cache-control', DAY)
        .header('content-disposition', `attachment; filename="${req.params.file}"`)
        .type('application/pdf')
        .send(pdf);
    },
  );
};
