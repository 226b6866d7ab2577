import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/db';
import { cachedSend, type AnswerCache } from '../../shared/answerCache';
import { languageIdProperty, type LanguageId } from '../../shared/language';
import { searchQueries } from './search';

/**
 * `cache`: the API's answer cache. Visitors ask the same things («кредит», "card"): an answer is
 * made once per instance until staff publish or change the synonyms (the content watch drops it),
 * so a popular query costs the same at any size of content. Null: every search asks the index.
 */
export const searchRoutes: FastifyPluginAsync<{ db: Db; cache: AnswerCache | null; searchMax: number }> = async (app, { db, cache, searchMax }) => {
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
    async (req, reply) => {
      const { q: query, language_id: lang } = req.query;
      const answer = async () => ({ query, ...(await q.answer(query, lang)) });
      return cache ? cachedSend(cache, reply, `search\u0000${lang}\u0000${query}`, answer) : answer();
    },
  );
};
