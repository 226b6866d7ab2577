import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/db';
import { languageIdProperty, type LanguageId } from '../../shared/language';
import { searchQueries } from './search';

export const searchRoutes: FastifyPluginAsync<{ db: Db; searchMax: number }> = async (app, { db, searchMax }) => {
  const q = searchQueries(db);
  app.get<{ Querystring: { language_id: LanguageId; q: string } }>(
    '/search/',
    {
      // Each search is a full-text query: a tighter limit than other reads.
      config: { rateLimit: { max: searchMax, timeWindow: 60_000 } },
      schema: {
        tags: ['search'],
        summary: 'Full-text search over products, news, pages and vacancies, best first, with highlighted snippets',
        querystring: {
          type: 'object',
          required: ['language_id', 'q'],
          properties: { language_id: languageIdProperty, q: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        response: { 200: { $ref: 'SearchResponse#' }, 400: { $ref: 'ApiError#' } },
      },
    },
    async (req) => ({ query: req.query.q, ...(await q.answer(req.query.q, req.query.language_id)) }),
  );
};
