/**
 * The content revision: a string that changes whenever what the public content routes answer may
 * have. It is the hash of the seed loaded, which rates publication holds for each tab, what staff
 * published of other content, and the day (a vacancy or tender past its deadline leaves the lists
 * at midnight). The site server polls GET /internal/content/revision to drop the pages it cached
 * when content changes, a publication through the content API included.
 *
 * Internal, as the other service reads are: only the site server's own request (the service
 * token) is answered, the route is on the API's port outside /api/ (the site does not proxy it to
 * visitors) and hidden from the OpenAPI document.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/db';
import { tokenRequired } from '../../shared/tokenRequired';
import { dushanbeDate, itemPublications, ratePublications } from './publications';

export type ContentRevision = () => Promise<string>;

/** The revision as this instance serves the content: the seed's hash is read once, when it starts (content answers are cached). */
export async function contentRevision(db: Db): Promise<ContentRevision> {
  const seeded = await db.kysely.selectFrom('meta').select('value').where('key', '=', 'seed_hash').executeTakeFirst();
  const rates = ratePublications(db);
  const items = itemPublications(db);
  return async () => {
    const now = new Date();
    return `${seeded?.value ?? 'none'}+rates:${await rates.signature(now)}+items:${await items.signature(now)}+day:${dushanbeDate(now)}`;
  };
}

export const contentRevisionRoute: FastifyPluginAsync<{ revision: ContentRevision; serviceToken: string | undefined }> = async (
  app,
  { revision, serviceToken },
) => {
  app.get(
    '/internal/content/revision',
    {
      preValidation: tokenRequired(serviceToken, 'ssb-api-internal'),
      schema: {
        hide: true,
        response: { 200: { type: 'object', required: ['revision'], additionalProperties: false, properties: { revision: { type: 'string' } } } },
      },
    },
    async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ revision: await revision() }),
  );
};
