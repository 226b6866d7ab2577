/**
 * The search's synonyms across the three languages (кредит / қарз / loan), in the content API for
 * the bank's staff: list the groups, add one, remove one (the bank adds its own to the seed's).
 *
 *   GET    /internal/content/synonyms
 *   POST   /internal/content/synonyms          { words: [...] }
 *   DELETE /internal/content/synonyms/<id>
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../db/db';
import { addSynonymGroup, listSynonymGroups, removeSynonymGroup, SynonymError } from '../../search';
import { actorNameOf, refuse } from '../authentication';
import { STAFF_RATE_LIMIT as rateLimit } from './limits';

/** `changed`: the search's answers hold the old groups: they are dropped. */
export const synonymRoutes: FastifyPluginAsync<{ db: Db; changed: () => void }> = async (app, { db, changed }) => {
  app.get('/internal/content/synonyms', { config: { rateLimit, staff: 'content.read' }, schema: { hide: true } }, async (_req, reply) => {
    return reply.header('Cache-Control', 'no-store').send({ groups: await listSynonymGroups(db) });
  });

  app.post<{ Body: unknown }>(
    '/internal/content/synonyms',
    { config: { rateLimit, staff: 'content.publish' }, bodyLimit: 4 * 1024, schema: { hide: true } },
    async (req, reply) => {
      const by = actorNameOf(req);
      const words = typeof req.body === 'object' && req.body !== null ? (req.body as { words?: unknown }).words : undefined;
      if (!Array.isArray(words) || !words.every((w): w is string => typeof w === 'string'))
        return refuse(reply, 400, 'invalid', 'words', 'a list of words meaning the same thing, e.g. ["кредит", "қарз", "loan"]');
      try {
        const group = await addSynonymGroup(db, words);
        changed();
        req.log.info({ content: { kind: 'synonyms', id: group.id, words: group.words, by } }, `synonyms added by ${by}`);
        return reply.code(201).header('Cache-Control', 'no-store').send(group);
      } catch (error) {
        if (error instanceof SynonymError) return refuse(reply, 400, 'invalid', 'words', error.message);
        throw error;
      }
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/internal/content/synonyms/:id',
    { config: { rateLimit, staff: 'content.publish' }, schema: { hide: true } },
    async (req, reply) => {
      const by = actorNameOf(req);
      const { id } = req.params;
      if (!/^\d{1,9}$/.test(id) || !(await removeSynonymGroup(db, Number(id))))
        return refuse(reply, 404, 'not_found', 'id', 'no synonym group by that id');
      changed();
      req.log.info({ content: { kind: 'synonyms', id: Number(id), removed: true, by } }, `synonym group ${id} removed by ${by}`);
      return reply.code(204).send();
    },
  );
};
