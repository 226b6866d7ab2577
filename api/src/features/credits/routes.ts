import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/db';
import type { LanguageId } from '../../shared/language';
import { notFound } from '../../shared/errors';
import { cachedSend, type AnswerCache } from '../../shared/answerCache';
import { creditQueries } from './queries';
import { creditListQuerySchema, idParamsSchema } from './schema';

const errorRef = { $ref: 'ApiError#' } as const;

export const creditRoutes: FastifyPluginAsync<{ db: Db; cache: AnswerCache }> = async (app, { db, cache }) => {
  const q = creditQueries(db);

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
    async (req, reply) => {
      const { language_id: lang, audience } = req.query;
      return cachedSend(cache, reply, `/Credit/|${lang}|${audience ?? ''}`, async () => ({
        results: await q.list(lang, audience ?? null, req.contentPreview),
      }));
    },
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
      const { language_id: lang } = req.query;
      return cachedSend(cache, reply, `/Credit/:id/|${lang}|${req.params.id}`, async () => {
        const credit = await q.get(lang, req.params.id, req.contentPreview);
        if (!credit) throw notFound('id');
        return credit;
      });
    },
  );
};
