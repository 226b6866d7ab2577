/**
 * The content API for the bank's staff, on the API's own port under /internal/content/ (the site
 * server proxies /api/ only, so visitors never reach it): publish a tab's exchange rates from an
 * instant, list a tab's history, revert a publication; list, add and remove the search's synonyms. Every call needs a staff member's role
 * or a machine token of the right scope (staff/principal.ts); every change names who made it, and the visitors' answers change at once on
 * this instance and within a second on the others (contentWatch.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  RATE_CURRENCIES,
  RATE_SELECTORS,
  utc,
  type PublishedRate,
  type RateCurrency,
  type RatePublications,
  type RateSelector,
} from './ratePublications';
import { refuse, STAFF_RATE_LIMIT as rateLimit, staffOf } from './staffRequest';
import type { Guard } from '../staff/guard';
import type { Db } from '../../db/db';
import { addSynonymGroup, listSynonymGroups, removeSynonymGroup, SynonymError } from '../search/synonyms';

export interface ContentPublishingOptions {
  db: Db;
  publications: RatePublications;
  guard: Guard;
  /** Called after every change: the answers it affects are dropped. */
  changed: () => void;
  now?: () => Date;
}

const isSelector = (value: string): value is RateSelector => (RATE_SELECTORS as readonly string[]).includes(value);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The body's rates, checked field by field: the first fault is named (`rates.EUR.sell`). */
function readRates(body: unknown): { effectiveAt: string; rates: PublishedRate[] } | { field: string; message: string } {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const effectiveAt = input.effectiveAt;
  if (typeof effectiveAt !== 'string' || !ISO_INSTANT.test(effectiveAt) || Number.isNaN(Date.parse(effectiveAt)))
    return { field: 'effectiveAt', message: 'an ISO 8601 instant with its offset, e.g. 2026-11-26T08:00:00+05:00' };
  const given = input.rates;
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    return { field: 'rates', message: 'an object: {"USD": {"nbt", "buy", "sell"}, …}' };
  const byCurrency = given as Record<string, unknown>;
  const unknown = Object.keys(byCurrency).find((code) => !(RATE_CURRENCIES as readonly string[]).includes(code));
  if (unknown) return { field: `rates.${unknown}`, message: `not a currency of the rates (${RATE_CURRENCIES.join(', ')})` };
  const rates: PublishedRate[] = [];
  for (const currency of RATE_CURRENCIES) {
    const entry = byCurrency[currency];
    if (typeof entry !== 'object' || entry === null)
      return { field: `rates.${currency}`, message: 'missing: every currency of the tab is published together' };
    const figures = entry as Record<string, unknown>;
    for (const key of ['nbt', 'buy', 'sell'] as const) {
      const value = figures[key];
      if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 1_000_000)
        return { field: `rates.${currency}.${key}`, message: 'a positive number of somoni' };
    }
    const rate = { currency: currency as RateCurrency, nbt: figures.nbt as number, buy: figures.buy as number, sell: figures.sell as number };
    if (rate.buy > rate.sell) return { field: `rates.${currency}.buy`, message: 'the bank buys at most at the price it sells' };
    rates.push(rate);
  }
  return { effectiveAt, rates };
}

export const contentPublishingRoutes: FastifyPluginAsync<ContentPublishingOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  const staff = staffOf(options.guard);

  app.get<{ Params: { selector: string }; Querystring: { days?: string } }>(
    '/internal/content/rates/:selector',
    { config: { rateLimit }, schema: { hide: true } },
    async (req, reply) => {
      if (!(await staff(req, reply, 'content.read'))) return reply;
      const { selector } = req.params;
      if (!isSelector(selector)) return refuse(reply, 404, 'not_found', 'selector', `one of ${RATE_SELECTORS.join(', ')}`);
      const days = Number(req.query.days ?? 90);
      if (!Number.isInteger(days) || days < 1 || days > 3650) return refuse(reply, 400, 'invalid', 'days', 'a whole number of days from 1 to 3650');
      const since = new Date(now().getTime() - days * 86_400_000);
      const current = await options.publications.current(selector, now());
      return reply
        .header('Cache-Control', 'no-store')
        .send({ selector, currentId: current?.id ?? null, publications: await options.publications.history(selector, since) });
    },
  );

  app.put<{ Params: { selector: string }; Body: unknown }>(
    '/internal/content/rates/:selector',
    { config: { rateLimit }, bodyLimit: 16 * 1024, schema: { hide: true } },
    async (req, reply) => {
      const by = await staff(req, reply, 'rates.publish');
      if (!by) return reply;
      const { selector } = req.params;
      if (!isSelector(selector)) return refuse(reply, 404, 'not_found', 'selector', `one of ${RATE_SELECTORS.join(', ')}`);
      const read = readRates(req.body);
      if ('field' in read) return refuse(reply, 400, 'invalid', read.field, read.message);
      const published = await options.publications.publish({ selector, effectiveAt: read.effectiveAt, rates: read.rates, by, now: now() });
      if (!published)
        return refuse(
          reply,
          409,
          'exists',
          'effectiveAt',
          `${selector} has a publication from ${utc(read.effectiveAt)} already: publications are kept, never overwritten; revert it and publish again`,
        );
      options.changed();
      req.log.info(
        { content: { kind: 'rates', selector, id: published.id, effectiveAt: published.effectiveAt, by } },
        `rates of ${selector} published by ${by}`,
      );
      return reply.code(201).header('Cache-Control', 'no-store').send(published);
    },
  );

  app.post<{ Params: { selector: string; id: string } }>(
    '/internal/content/rates/:selector/:id/revert',
    { config: { rateLimit }, schema: { hide: true } },
    async (req, reply) => {
      const by = await staff(req, reply, 'rates.publish');
      if (!by) return reply;
      const { selector, id } = req.params;
      if (!isSelector(selector) || !/^\d{1,12}$/.test(id)) return refuse(reply, 404, 'not_found', 'id', 'no such publication');
      const reverted = await options.publications.revert(selector, Number(id), by, now());
      if (!reverted) return refuse(reply, 404, 'not_found', 'id', 'no publication by that id for that tab, or reverted already');
      options.changed();
      req.log.info(
        { content: { kind: 'rates', selector, id: reverted.id, reverted: true, by } },
        `rates publication ${id} of ${selector} reverted by ${by}`,
      );
      return reply.header('Cache-Control', 'no-store').send(reverted);
    },
  );

  // The search's synonyms across the three languages (кредит / қарз / loan): the bank adds its own.
  app.get('/internal/content/synonyms', { config: { rateLimit }, schema: { hide: true } }, async (req, reply) => {
    if (!(await staff(req, reply, 'content.read'))) return reply;
    return reply.header('Cache-Control', 'no-store').send({ groups: await listSynonymGroups(options.db) });
  });

  app.post<{ Body: unknown }>(
    '/internal/content/synonyms',
    { config: { rateLimit }, bodyLimit: 4 * 1024, schema: { hide: true } },
    async (req, reply) => {
      const by = await staff(req, reply, 'content.publish');
      if (!by) return reply;
      const words = typeof req.body === 'object' && req.body !== null ? (req.body as { words?: unknown }).words : undefined;
      if (!Array.isArray(words) || !words.every((w): w is string => typeof w === 'string'))
        return refuse(reply, 400, 'invalid', 'words', 'a list of words meaning the same thing, e.g. ["кредит", "қарз", "loan"]');
      try {
        const group = await addSynonymGroup(options.db, words);
        req.log.info({ content: { kind: 'synonyms', id: group.id, words: group.words, by } }, `synonyms added by ${by}`);
        return reply.code(201).header('Cache-Control', 'no-store').send(group);
      } catch (error) {
        if (error instanceof SynonymError) return refuse(reply, 400, 'invalid', 'words', error.message);
        throw error;
      }
    },
  );

  app.delete<{ Params: { id: string } }>('/internal/content/synonyms/:id', { config: { rateLimit }, schema: { hide: true } }, async (req, reply) => {
    const by = await staff(req, reply, 'content.publish');
    if (!by) return reply;
    const { id } = req.params;
    if (!/^\d{1,9}$/.test(id) || !(await removeSynonymGroup(options.db, Number(id))))
      return refuse(reply, 404, 'not_found', 'id', 'no synonym group by that id');
    req.log.info({ content: { kind: 'synonyms', id: Number(id), removed: true, by } }, `synonym group ${id} removed by ${by}`);
    return reply.code(204).send();
  });
};
