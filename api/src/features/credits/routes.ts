import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import type { LanguageId } from '../../shared/language';
import { notFound, errorRef } from '../../shared/errors';
import { creditQueries } from './queries';
import { creditListQuerySchema, creditSchema, idParamsSchema } from './schema';

export const creditRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const q = creditQueries(db);
  app.addSchema(creditSchema);

  app.get<{ Querystring: { language_id: LanguageId; audience?: string } }>(
    '/Credit/',
    {
      schema: {
        tags: ['products'],
        summary: 'Credits in one language, optionally of one audience',
        querystring: creditListQuerySchema,
        response: {
          200: { type: 'object', required: ['results'], properties: { results: { type: 'array', items: { $ref: 'Credit#' } } } },
          400: errorRef,
        },
      },
    },
    async (req) => ({ results: q.list(req.query.language_id, req.query.audience ?? null) }),
  );

  app.get<{ Params: { id: number }; Querystring: { language_id: LanguageId } }>(
    '/Credit/:id/',
    {
      schema: {
        tags: ['products'],
        summary: 'One credit',
        params: idParamsSchema,
        querystring: creditListQuerySchema,
        response: { 200: { $ref: 'Credit#' }, 400: errorRef, 404: errorRef },
      },
    },
    async (req, reply) => {
      const credit = q.get(req.query.language_id, req.params.id);
      return credit ?? notFound(reply, 'credit', req.query.language_id);
    },
  );
};
