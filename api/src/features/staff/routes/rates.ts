/**
 * The exchange rates' part of the content API for the bank's staff, on the API's own port under
 * /internal/content/ (the site server proxies /api/ only, so visitors never reach it): publish a
 * tab's rates from an instant, list a tab's history, revert a publication. Every change names who
 * made it, and the visitors' answers change at once on this instance and within a second on the
 * others (content's contentWatch.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { RATE_SELECTORS, readRates, utc, type RatePublications, type RateSelector } from '../../content';
import { actorNameOf, refuse } from '../authentication';
import { STAFF_RATE_LIMIT as rateLimit } from './limits';

export interface RateRoutesOptions {
  publications: RatePublications;
  /** Called after every change: the answers it affects are dropped. */
  changed: () => void;
  now?: () => Date;
}

const isSelector = (value: string): value is RateSelector => (RATE_SELECTORS as readonly string[]).includes(value);

export const rateRoutes: FastifyPluginAsync<RateRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  app.get<{ Params: { selector: string }; Querystring: { days?: string } }>(
    '/internal/content/rates/:selector',
    { config: { rateLimit, staff: 'content.read' }, schema: { hide: true } },
    async (req, reply) => {
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
    { config: { rateLimit, staff: 'rates.publish' }, bodyLimit: 16 * 1024, schema: { hide: true } },
    async (req, reply) => {
      const by = actorNameOf(req);
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
    { config: { rateLimit, staff: 'rates.publish' }, schema: { hide: true } },
    async (req, reply) => {
      const by = actorNameOf(req);
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
};
