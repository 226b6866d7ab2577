/**
 * The content endpoints: every list and detail besides credits, served from the
 * `content` table (one JSON document per item and language, written by the seed), and the
 * exchange rates staff published over it (publications/). Answers are serialised
 * once per distinct request and kept in memory: the seed is loaded before the server listens,
 * and the rates' answers are dropped when a publication changes them (contentWatch.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/db';
import { cachedSend, type AnswerCache } from '../../shared/answerCache';
import { ApiError, notFound } from '../../shared/errors';
import { languageIdProperty, type LanguageId } from '../../shared/language';
import { ref } from './schemas';
import {
  dushanbeDate,
  itemPublications,
  publishableByKind,
  RATE_SELECTORS,
  RATES_KEY_PREFIX,
  ratePublications,
  type ItemPublication,
  type ItemPublications,
  type RatePublication,
  type RateSelector,
} from './publications';
import { RATES_HISTORY_KIND, seedPointsShown, type HistoryPoint } from './seed/seedRatesHistory';
import type { PreviewOverlay } from './changes/previewOverlay';

declare module 'fastify' {
  interface FastifyRequest {
    /** The studio change this browser previews (contentPreviewHook.ts): its answers are its own, never cached. */
    contentPreview: PreviewOverlay | null;
  }
}

type Schema = Record<string, unknown>;
type Doc = Record<string, unknown>;

interface Filter {
  /** The document property compared with the query parameter. */
  prop: string;
  schema: Schema;
  /** `listed`: the property is a list that names the value, or is absent (the item is for every value). */
  match?: 'equal' | 'listed';
}

interface ListEndpoint {
  path: string;
  kind: string;
  item: string;
  summary: string;
  tag: string;
  filters?: Record<string, Filter>;
  /** Only documents with these property values. */
  fixed?: Doc;
  paged?: boolean;
  /** A text query over the title (Card/ "search parameters"). */
  textQuery?: boolean;
}

interface DetailEndpoint {
  path: string;
  kind: string;
  item: string;
  summary: string;
  tag: string;
  /** id: numeric ids only; slug: a slug or a numeric id. */
  by: 'id' | 'slug';
  param: string;
  /** Page names may hold a '/' (Credit/faq): stored with '-'. */
  slashes?: boolean;
}

const AUDIENCE_FILTER: Filter = { prop: 'audience', schema: { type: 'string', enum: ['individual', 'legal'] } };
const CITY_FILTER: Filter = {
  prop: 'cityId',
  schema: { type: 'integer', minimum: 1, maximum: 11, description: 'City id, 1–11: the cities where the bank works' },
};

export const LISTS: ListEndpoint[] = [
  {
    path: '/Card/',
    kind: 'card',
    item: 'CardListItem',
    tag: 'products',
    summary: 'Bank cards (q: words of the title)',
    textQuery: true,
    filters: {
      audience: AUDIENCE_FILTER,
      payment_system: { prop: 'paymentSystem', schema: { type: 'string', enum: ['VISA', 'MASTERCARD', 'KORTI_MILLI', 'UNIONPAY'] } },
    },
  },
  { path: '/Deposit/', kind: 'deposit', item: 'Deposit', tag: 'products', summary: 'Deposits', filters: { audience: AUDIENCE_FILTER } },
  { path: '/Vacancy/', kind: 'vacancy', item: 'Vacancy', tag: 'about', summary: 'Open vacancies', filters: { city_id: CITY_FILTER } },
  { path: '/sliders/', kind: 'slider', item: 'Slider', tag: 'home', summary: 'Home sliders (published ones, status 1, only)', fixed: { status: 1 } },
  { path: '/popular-products/', kind: 'popular', item: 'PopularProduct', tag: 'home', summary: 'Popular products of the home page' },
  { path: '/useful-links/', kind: 'link', item: 'UsefulLink', tag: 'home', summary: 'Useful external links' },
  { path: '/news/', kind: 'news', item: 'NewsListItem', tag: 'about', summary: 'News, newest first, paged', paged: true },
  {
    path: '/services/',
    kind: 'service',
    item: 'ServiceCard',
    tag: 'products',
    summary: 'Services and salary projects',
    filters: { audience: AUDIENCE_FILTER, type: { prop: 'type', schema: { type: 'string', enum: ['service', 'salary'] } } },
  },
  { path: '/salary-projects/', kind: 'service', item: 'ServiceCard', tag: 'products', summary: 'Salary projects', fixed: { type: 'salary' } },
  { path: '/transfers/', kind: 'transfer', item: 'TransferSystem', tag: 'products', summary: 'Money transfer systems' },
  {
    path: '/faq/',
    kind: 'faq',
    item: 'FaqItem',
    tag: 'products',
    summary: 'Questions and answers of one section (and, with product, those for that product)',
    filters: {
      section: { prop: 'section', schema: { type: 'string', enum: ['general', 'credit', 'deposit', 'card'] } },
      // A product's page asks its own: the questions of every product and those naming it.
      product: { prop: 'products', schema: { type: 'integer', minimum: 1 }, match: 'listed' },
    },
  },
  { path: '/documents/', kind: 'document', item: 'DocumentFile', tag: 'about', summary: 'Documents of the bank (downloadable)' },
  {
    path: '/organization-documents/',
    kind: 'org-document',
    item: 'DocumentFile',
    tag: 'financial',
    summary: 'Documents for financial organisations',
  },
  { path: '/management/', kind: 'manager', item: 'Manager', tag: 'about', summary: 'The management board' },
  { path: '/structure/', kind: 'structure', item: 'StructureUnit', tag: 'about', summary: 'Organisation chart' },
  { path: '/history/', kind: 'history', item: 'HistoryEvent', tag: 'about', summary: 'History of the bank, oldest first' },
  { path: '/reception-days/', kind: 'reception', item: 'ReceptionDay', tag: 'about', summary: 'Reception days of the executives' },
  { path: '/rights/', kind: 'right', item: 'CustomerRight', tag: 'about', summary: 'Customer rights' },
  { path: '/correspondent-banks/', kind: 'correspondent', item: 'CorrespondentBank', tag: 'financial', summary: 'Correspondent banks' },
  { path: '/property-sale/', kind: 'property', item: 'PropertyForSale', tag: 'financial', summary: 'Pledged property for sale' },
  { path: '/interbank-lending/', kind: 'interbank', item: 'InterbankRate', tag: 'financial', summary: 'Indicative interbank rates' },
  { path: '/tenders/', kind: 'tender', item: 'Tender', tag: 'about', summary: 'Tenders' },
  { path: '/offices/', kind: 'office', item: 'BankLocation', tag: 'locations', summary: 'Offices', filters: { city_id: CITY_FILTER } },
  { path: '/atms/', kind: 'atm', item: 'BankLocation', tag: 'locations', summary: 'ATMs', filters: { city_id: CITY_FILTER } },
  { path: '/pos-terminals/', kind: 'pos', item: 'BankLocation', tag: 'locations', summary: 'POS terminals', filters: { city_id: CITY_FILTER } },
  { path: '/gallery/photos/', kind: 'photo', item: 'GalleryPhoto', tag: 'about', summary: 'Gallery photos' },
  { path: '/gallery/videos/', kind: 'video', item: 'GalleryVideo', tag: 'about', summary: 'Gallery videos' },
];

const DETAILS: DetailEndpoint[] = [
  { path: '/Card/:id/', kind: 'card', item: 'BankCard', tag: 'products', summary: 'One card', by: 'id', param: 'id' },
  { path: '/Deposit/:id/', kind: 'deposit', item: 'Deposit', tag: 'products', summary: 'One deposit', by: 'id', param: 'id' },
  { path: '/Vacancy/:id/', kind: 'vacancy', item: 'Vacancy', tag: 'about', summary: 'One vacancy', by: 'id', param: 'id' },
  {
    path: '/news/:slug/',
    kind: 'news',
    item: 'NewsItem',
    tag: 'about',
    summary: 'One news item with its images (slug or id)',
    by: 'slug',
    param: 'slug',
  },
  {
    path: '/services/:slug/',
    kind: 'service',
    item: 'ServiceDetail',
    tag: 'products',
    summary: 'One service (slug or id)',
    by: 'slug',
    param: 'slug',
  },
  {
    path: '/transfers/:slug/',
    kind: 'transfer',
    item: 'TransferDetail',
    tag: 'products',
    summary: 'One transfer system (slug or id)',
    by: 'slug',
    param: 'slug',
  },
  {
    path: '/pages/:name/',
    kind: 'page',
    item: 'Page',
    tag: 'pages',
    summary: 'A generic page by name (e.g. about-bank, rko, SSB-mobile)',
    by: 'slug',
    param: 'name',
    slashes: true,
  },
];

const listOf = (item: string, paged: boolean): Schema =>
  paged
    ? {
        type: 'object',
        required: ['results', 'count', 'page', 'pageSize', 'pageCount'],
        properties: {
          results: { type: 'array', items: ref(item) },
          count: { type: 'integer' },
          page: { type: 'integer' },
          pageSize: { type: 'integer' },
          pageCount: { type: 'integer' },
        },
      }
    : { type: 'object', required: ['results'], properties: { results: { type: 'array', items: ref(item) } } };

const errorResponses = { 400: ref('ApiError'), 404: ref('ApiError') };

/**
 * The documents of a kind: the seed's, with what staff published over them (publications/) — an
 * item changed, withdrawn or added — and expired ones left out.
 */
export function contentStore(db: Db, items: ItemPublications = itemPublications(db)) {
  const { kysely } = db;
  const parse = (json: string) => JSON.parse(json) as Doc;
  const rows = (kind: string, lang: LanguageId) =>
    kysely.selectFrom('content').select(['id', 'data']).where('kind', '=', kind).where('language_id', '=', lang);
  const published = async (kind: string, now: Date, preview: PreviewOverlay | null) => {
    const over = publishableByKind(kind) ? await items.current(kind, now) : new Map<number, ItemPublication>();
    // A previewed change is one more publication, seen by its previewer alone.
    if (preview?.kind === kind)
      over.set(preview.itemId, {
        id: 0,
        kind,
        itemId: preview.itemId,
        slug: preview.slug,
        docs: preview.docs,
        effectiveAt: now.toISOString(),
        publishedAt: now.toISOString(),
        publishedBy: '',
        revertedAt: null,
        revertedBy: null,
      });
    return over;
  };
  return {
    async list(kind: string, lang: LanguageId, now = new Date(), preview: PreviewOverlay | null = null): Promise<Doc[]> {
      const over = await published(kind, now, preview);
      const docs: Doc[] = [];
      for (const row of await rows(kind, lang).orderBy('sort').orderBy('id').execute()) {
        const change = over.get(Number(row.id));
        over.delete(Number(row.id));
        if (!change) docs.push(parse(row.data));
        else if (change.docs) docs.push(change.docs[lang]);
      }
      // Items staff added, in the order they were first published.
      for (const change of over.values()) if (change.docs) docs.push(change.docs[lang]);
      const spec = publishableByKind(kind);
      if (spec?.newestFirst) docs.sort((a, b) => String(b.date).localeCompare(String(a.date)));
      if (spec?.expires) {
        const today = dushanbeDate(now);
        return docs.filter((d) => typeof d.deadline !== 'string' || d.deadline >= today);
      }
      return docs;
    },
    async one(
      kind: string,
      lang: LanguageId,
      key: string,
      by: 'id' | 'slug',
      now = new Date(),
      preview: PreviewOverlay | null = null,
    ): Promise<Doc | undefined> {
      const over = await published(kind, now, preview);
      const numeric = /^\d+$/.test(key);
      if (numeric && over.has(Number(key))) return over.get(Number(key))?.docs?.[lang];
      if (!numeric && by === 'slug') {
        const change = [...over.values()].find((c) => c.slug === key);
        if (change) return change.docs?.[lang];
      }
      const query = numeric ? rows(kind, lang).where('id', '=', Number(key)) : by === 'slug' ? rows(kind, lang).where('slug', '=', key) : null;
      const row = await query?.executeTakeFirst();
      if (row === undefined) return undefined;
      // A seed item staff changed (its slug with it) or withdrew is no longer found by its old address.
      if (over.has(Number(row.id))) return undefined;
      return parse(row.data);
    },
  };
}

const isRateSelector = (selector: string): selector is RateSelector => (RATE_SELECTORS as readonly string[]).includes(selector);

/** A tab's rates document with a publication's figures and instant; names and text stay the seed's. */
function withPublishedRates(doc: Doc, published: RatePublication): Doc {
  const results = Array.isArray(doc.results) ? (doc.results as Doc[]) : [];
  return {
    ...doc,
    ready: true,
    updatedAt: published.effectiveAt,
    results: results.map((row) => {
      const rate = published.rates.find((r) => r.currency === row.currency);
      return rate ? { ...row, nbt: rate.nbt, buy: rate.buy, sell: rate.sell } : row;
    }),
  };
}

export const contentRoutes: FastifyPluginAsync<{ db: Db; cache: AnswerCache; items: ItemPublications }> = async (app, { db, cache, items }) => {
  const store = contentStore(db, items);
  const publications = ratePublications(db);

  for (const e of LISTS) {
    const filters = Object.entries(e.filters ?? {});
    const properties: Record<string, Schema> = { language_id: languageIdProperty };
    for (const [name, f] of filters) properties[name] = f.schema;
    if (e.paged) {
      properties.page = { type: 'integer', minimum: 1, default: 1 };
      properties.page_size = { type: 'integer', minimum: 1, maximum: 50, default: 9 };
    }
    if (e.textQuery) properties.q = { type: 'string', maxLength: 100, description: 'Words of the title' };
    app.get<{ Querystring: Record<string, string | number | undefined> & { language_id: LanguageId } }>(
      e.path,
      {
        schema: {
          tags: [e.tag],
          summary: e.summary,
          querystring: { type: 'object', required: ['language_id'], properties },
          response: { 200: listOf(e.item, e.paged === true), ...errorResponses },
        },
      },
      async (req, reply) => {
        const query = req.query;
        const lang = query.language_id;
        const key = `${e.path}|${lang}|${dushanbeDate(new Date())}|${filters.map(([n]) => query[n] ?? '').join('|')}|${query.page ?? ''}|${query.page_size ?? ''}|${query.q ?? ''}`;
        return cachedSend(cache, reply, key, async () => {
          let items = await store.list(e.kind, lang, new Date(), req.contentPreview);
          for (const [prop, value] of Object.entries(e.fixed ?? {})) items = items.filter((d) => d[prop] === value);
          for (const [name, f] of filters) {
            const value = query[name];
            if (value === undefined) continue;
            items =
              f.match === 'listed'
                ? items.filter((d) => !Array.isArray(d[f.prop]) || (d[f.prop] as unknown[]).includes(value))
                : items.filter((d) => d[f.prop] === value);
          }
          const words = String(query.q ?? '')
            .toLocaleLowerCase()
            .split(/\s+/)
            .filter(Boolean);
          if (words.length > 0) items = items.filter((d) => words.every((w) => String(d.title).toLocaleLowerCase().includes(w)));
          if (!e.paged) return { results: items };
          const page = Number(query.page ?? 1);
          const pageSize = Number(query.page_size ?? 9);
          return {
            results: items.slice((page - 1) * pageSize, page * pageSize),
            count: items.length,
            page,
            pageSize,
            pageCount: Math.ceil(items.length / pageSize),
          };
        });
      },
    );
  }

  for (const e of DETAILS) {
    const paramSchema: Schema =
      e.by === 'id'
        ? { type: 'integer', minimum: 1 }
        : { type: 'string', minLength: 1, maxLength: 100, pattern: e.slashes ? '^[A-Za-z0-9/-]+$' : '^[A-Za-z0-9-]+$' };
    app.get<{ Params: Record<string, string>; Querystring: { language_id: LanguageId } }>(
      e.path,
      {
        schema: {
          tags: [e.tag],
          summary: e.summary,
          params: { type: 'object', required: [e.param], properties: { [e.param]: paramSchema } },
          querystring: { type: 'object', required: ['language_id'], properties: { language_id: languageIdProperty } },
          response: { 200: ref(e.item), ...errorResponses },
        },
      },
      async (req, reply) => {
        const lang = req.query.language_id;
        const key = String(req.params[e.param]).replace(/\//g, '-');
        return cachedSend(cache, reply, `${e.path}|${lang}|${key}`, async () => {
          const doc = await store.one(e.kind, lang, key, e.by, new Date(), req.contentPreview);
          if (!doc) throw notFound(e.param);
          return doc;
        });
      },
    );
  }

  app.get<{ Querystring: { language_id: LanguageId; selector: string } }>(
    '/rates/',
    {
      schema: {
        tags: ['rates'],
        summary: 'Exchange rates of one tab (ready: false with a message while a tab has no rates)',
        querystring: {
          type: 'object',
          required: ['language_id', 'selector'],
          properties: { language_id: languageIdProperty, selector: { type: 'string', enum: ['NON_CASH', 'TRANSFER', 'CardTransfer', 'LEGAL'] } },
        },
        response: { 200: ref('ExchangeRatesResponse'), 400: ref('ApiError') },
      },
    },
    async (req, reply) => {
      const { language_id: lang, selector } = req.query;
      return cachedSend(cache, reply, `${RATES_KEY_PREFIX}${lang}|${selector}`, async () => {
        const doc = await store.one('rates', lang, selector, 'slug');
        if (!doc) throw new ApiError(500, 'internal', 'selector');
        // What staff published last (and has come into force) over the seed's figures.
        const published = isRateSelector(selector) ? await publications.current(selector, new Date()) : null;
        return published ? withPublishedRates(doc, published) : doc;
      });
    },
  );

  app.get<{ Querystring: { language_id: LanguageId; selector: RateSelector; days: 30 | 90 } }>(
    '/rates/history/',
    {
      schema: {
        tags: ['rates'],
        summary:
          'The rates of one tab over the last 30 or 90 days, oldest first: the seed’s history until staff first published, then theirs (reverted ones left out)',
        querystring: {
          type: 'object',
          required: ['language_id', 'selector'],
          properties: {
            language_id: languageIdProperty,
            selector: { type: 'string', enum: [...RATE_SELECTORS] },
            days: { type: 'integer', enum: [30, 90], default: 30 },
          },
        },
        response: { 200: ref('RatesHistory'), 400: ref('ApiError') },
      },
    },
    async (req, reply) => {
      const { selector, days } = req.query;
      return cachedSend(cache, reply, `${RATES_KEY_PREFIX}history|${selector}|${days}`, async () => {
        const now = new Date();
        const since = new Date(now.getTime() - days * 86_400_000);
        const held = (await publications.history(selector)).filter((p) => p.revertedAt === null);
        const published = held
          .filter((p) => p.effectiveAt >= since.toISOString() && p.effectiveAt <= now.toISOString())
          .reverse()
          .map((p) => ({ effectiveAt: p.effectiveAt, rates: p.rates }));
        // The seed's history, up to staff's first publication (the seed's figures held until then).
        const seeded = (await store.one(RATES_HISTORY_KIND, req.query.language_id, selector, 'slug'))?.points as HistoryPoint[] | undefined;
        const points = [...seedPointsShown(seeded ?? [], since, now, held.at(-1)?.effectiveAt), ...published];
        return { selector, days, points };
      });
    },
  );

  app.get<{ Querystring: { language_id: LanguageId } }>(
    '/gold-rates/',
    {
      schema: {
        tags: ['rates'],
        summary: 'Gold bar prices in somoni, keyed by gram weight',
        querystring: { type: 'object', required: ['language_id'], properties: { language_id: languageIdProperty } },
        response: { 200: ref('GoldRates'), 400: ref('ApiError') },
      },
    },
    async (req, reply) =>
      cachedSend(
        cache,
        reply,
        `/gold-rates/|${req.query.language_id}`,
        async () => (await store.one('gold', req.query.language_id, '1', 'id')) ?? {},
      ),
  );
};
