/**
 * What the content studio's screens are built from, under /internal/staff/ (the back office
 * relays them with the person's access token):
 *
 *   GET /internal/staff/forms                  every change kind's form: its document schema (what
 *                                              checks a change, `$ref`s inlined), which properties
 *                                              are per language, and the kind's traits
 *   GET /internal/staff/forms/<kind>/items     the kind's items as they hold now: titles, and the
 *                                              body a change would take ({common, tj, ru, en};
 *                                              {rates} for a rates tab)
 *   GET /internal/staff/history/<kind>/<item>  the item's publications, newest first, reverted ones
 *                                              included, and the seed's version under them
 *
 * For people with a studio role (changes.read), as the changes' routes.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../db/db';
import {
  bodyOfDocs,
  CHANGE_KINDS,
  changeForms,
  currentBody,
  currentItems,
  PUBLISHABLE,
  publications,
  RATE_SELECTORS,
  ratesBody,
  titlesOf,
} from '../../content';
import { refuse } from '../authentication';
import { STUDIO_RATE_LIMIT } from './limits';

export interface FormRoutesOptions {
  db: Db;
  now?: () => Date;
}

const config = { rateLimit: STUDIO_RATE_LIMIT, staff: 'changes.read' } as const;
const anything = {} as const;
const kindParams = { type: 'object', required: ['kind'], properties: { kind: { type: 'string', enum: [...CHANGE_KINDS] } } } as const;
const texts = { type: 'object', properties: { tj: { type: 'string' }, ru: { type: 'string' }, en: { type: 'string' } } } as const;
const HISTORY_LIMIT = 200;

export const formRoutes: FastifyPluginAsync<FormRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const forms = changeForms(db);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/internal/staff/forms',
    {
      config,
      schema: {
        hide: true,
        response: {
          200: {
            type: 'object',
            properties: {
              forms: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    kind: { type: 'string' },
                    itemKind: { type: 'string' },
                    schema: anything,
                    translated: { type: 'array', items: { type: 'string' } },
                    scheduled: { type: 'boolean' },
                    languageNeutral: { type: 'boolean' },
                    file: { type: 'boolean' },
                    slug: { type: 'boolean' },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (_req, reply) => reply.send({ forms: await forms() }),
  );

  app.get<{ Params: { kind: string } }>(
    '/internal/staff/forms/:kind/items',
    {
      config,
      schema: {
        hide: true,
        params: kindParams,
        response: {
          200: {
            type: 'object',
            properties: {
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    item: { type: 'string' },
                    shown: { type: 'boolean' },
                    publicationId: { type: ['integer', 'null'] },
                    titles: texts,
                    current: anything,
                  },
                },
              },
            },
          },
        },
      },
    },
    async (req, reply) => {
      const { kind } = req.params;
      const at = now();
      if (kind === 'rates') {
        const items = [];
        for (const selector of RATE_SELECTORS) {
          const current = await currentBody(db, 'rates', selector, at);
          const rates = current && 'rates' in current ? current.rates : [];
          items.push({
            item: selector,
            shown: true,
            publicationId: current?.publicationId ?? null,
            titles: { tj: selector, ru: selector, en: selector },
            current: ratesBody(rates),
          });
        }
        return reply.send({ items });
      }
      const form = (await forms()).find((f) => f.kind === kind);
      if (!form) return refuse(reply, 404, 'not_found', 'kind', 'no form for that kind');
      const items = [...(await currentItems(db, kind, at))].map(([item, { publicationId, docs }]) => ({
        item,
        shown: docs !== null,
        publicationId,
        titles: titlesOf(docs, item),
        current: docs === null ? null : bodyOfDocs(form, docs),
      }));
      return reply.send({ items });
    },
  );

  app.get<{ Params: { kind: string; item: string } }>(
    '/internal/staff/history/:kind/:item',
    {
      config,
      schema: {
        hide: true,
        params: {
          type: 'object',
          required: ['kind', 'item'],
          properties: { kind: { type: 'string', enum: [...CHANGE_KINDS] }, item: { type: 'string', pattern: '^([1-9][0-9]{0,8}|[A-Za-z_]{1,20})$' } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              kind: { type: 'string' },
              item: { type: 'string' },
              currentId: { type: ['integer', 'null'] },
              publications: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer' },
                    effectiveAt: { type: 'string' },
                    publishedAt: { type: 'string' },
                    publishedBy: { type: 'string' },
                    revertedAt: { type: ['string', 'null'] },
                    revertedBy: { type: ['string', 'null'] },
                    docs: anything,
                  },
                },
              },
              seed: anything,
            },
          },
        },
      },
    },
    async (req, reply) => {
      const { kind, item } = req.params;
      const spec = PUBLISHABLE[kind];
      const isRates = kind === 'rates';
      if (isRates ? !(RATE_SELECTORS as readonly string[]).includes(item) : !/^\d+$/.test(item))
        return refuse(reply, 404, 'not_found', 'item', isRates ? `one of ${RATE_SELECTORS.join(', ')}` : 'an item’s number');
      const itemKind = isRates ? 'rates' : (spec?.kind ?? kind);
      const at = now();
      const history = await publications(db.kysely).history(itemKind, { item, limit: HISTORY_LIMIT });
      const byKey = (body: unknown) => {
        if (body === null || typeof body !== 'object') return null;
        if (Array.isArray(body)) return { rates: body as unknown[] };
        const docs = body as Record<string, unknown>;
        return { tj: docs[1] ?? null, ru: docs[2] ?? null, en: docs[3] ?? null };
      };
      const current = await currentBody(db, kind, item, at);
      // The seed's version: what visitors saw before the first publication.
      let seed: unknown = null;
      if (!isRates) {
        const rows = await db.kysely
          .selectFrom('content')
          .select(['language_id', 'data'])
          .where('kind', '=', itemKind)
          .where('id', '=', Number(item))
          .execute();
        if (rows.length > 0) seed = byKey(Object.fromEntries(rows.map((row) => [row.language_id, JSON.parse(row.data) as unknown])));
      }
      if (history.length === 0 && seed === null && current === null) return refuse(reply, 404, 'not_found', 'item', 'no such item');
      return reply.send({
        kind,
        item,
        currentId: current?.publicationId ?? null,
        publications: history.map((p) => ({
          id: p.id,
          effectiveAt: p.effectiveAt,
          publishedAt: p.publishedAt,
          publishedBy: p.publishedBy,
          revertedAt: p.revertedAt,
          revertedBy: p.revertedBy,
          docs: byKey(p.body),
        })),
        seed,
      });
    },
  );
};
