/**
 * Loads the seed content (api/seed/, written for this project in Tajik, Russian and English)
 * into the database, and the search index with it. The content is owned by the repository:
 * when the seed changes (its hash differs from the stored one) the content tables are replaced
 * as a whole, in one transaction. Visitors' data (applications, subscriptions) is never touched.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { batches, insertSearchRows, type SearchIndexRow } from './batchInsert';
import type { Db } from './database';
import type { ContentTable, CreditTable, CreditTextTable, Schema } from './schema';
import { LANGUAGE_IDS, LANGUAGE_KEYS, type LanguageId, type Translated } from '../shared/language';
import { localize } from '../shared/localize';
// Compiled into the API's build, as the content is: the built API reads no file of the repository.
import creditsSeed from '../../seed/credits.json';
import { CONTENT } from '../../seed/content';
import { INFO } from '../../seed/content/types';
import { documentBytes } from '../features/media/generate';
import { dushanbeDate } from '../features/content-publishing/publishableKinds';
import { longDate } from './longDate';
import { RATES_HISTORY_KIND, seedRatesHistory } from './seedRatesHistory';
import type { PublishedRate } from '../features/content-publishing/ratePublications';

interface CreditSeed {
  id: number;
  audience: 'individual' | 'legal';
  currency: string;
  percent: number;
  minAmount: number;
  maxAmount: number;
  minMonths: number;
  maxMonths: number;
  image: string | null;
  title: Translated;
  description: Translated;
}

type Doc = Record<string, unknown>;

/** Where a search hit leads on the site, by kind. */
const SEARCHABLE: Record<string, { kind: string; url: (d: Doc) => string; body: (d: Doc) => string }> = {
  card: { kind: 'card', url: (d) => `/Card/${String(d.id)}`, body: (d) => sentences(d.summary, d.description) },
  deposit: { kind: 'deposit', url: (d) => `/Deposit/${String(d.id)}`, body: (d) => String(d.description) },
  // A news item's summary is its lead: the page shows it above the body, so it is not in the body.
  news: { kind: 'news', url: (d) => `/news/${String(d.slug)}`, body: (d) => sentences(d.summary, blocksText(d.body)) },
  page: { kind: 'page', url: (d) => (d.name === 'home' ? '/' : `/${String(d.name)}`), body: (d) => blocksText(d.body) },
  vacancy: {
    kind: 'vacancy',
    url: (d) => `/vacancy/${String(d.id)}`,
    body: (d) => sentences(d.summary, d.city, ...(d.responsibilities as string[]), ...(d.requirements as string[])),
  },
};

/** The search row of one item in one language, when its kind is searched. */
function searchRowOf(kind: string, itemId: number, lang: LanguageId, doc: Doc): SearchIndexRow | null {
  const searchable = SEARCHABLE[kind];
  if (!searchable) return null;
  return {
    kind: searchable.kind,
    item_id: itemId,
    language_id: lang,
    url: searchable.url(doc),
    title: String(doc.title),
    body: plain(searchable.body(doc)),
  };
}

/** A heading or a list item read as a sentence of its own, so that a snippet never runs them together. */
const asSentence = (text: string) => (/[.!?:;…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** Texts as one body of sentences. */
const sentences = (...texts: unknown[]) =>
  texts
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    .map(asSentence)
    .join(' ');

function blocksText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  return sentences(
    ...blocks.flatMap((b: Doc) => [
      b.text,
      ...(Array.isArray(b.items) ? b.items.map((i: unknown) => (typeof i === 'string' ? i : (i as Doc).title)) : []),
    ]),
  );
}

// The two parts of a product's description are two runs of sentences.
const plain = (text: string) => sentences(...text.split(INFO));

function credits(): CreditSeed[] {
  return creditsSeed as CreditSeed[];
}

export function seedHash(): string {
  return createHash('sha256')
    .update(JSON.stringify([credits(), CONTENT]))
    .digest('hex');
}

/**
 * The rates are published at 08:00 in Dushanbe (UTC+5, no summer time) each working morning: the
 * seeded ones carry the latest such time before the database was seeded, not a fixed day that
 * grows old (the seed's own date is only a placeholder).
 */
export function ratesPublishedAt(now: Date): string {
  const dushanbe = new Date(now.getTime() + 5 * 3_600_000);
  if (dushanbe.getUTCHours() < 8) dushanbe.setUTCDate(dushanbe.getUTCDate() - 1);
  return `${dushanbe.toISOString().slice(0, 10)}T08:00:00+05:00`;
}

/**
 * The seed's vacancies, tenders, news and gallery are written as of this day; loaded later, their
 * dates move by as many days, so that a deadline 35 days ahead in the seed is 35 days ahead of the
 * day it is loaded (an expired one leaves the lists by itself, and the seed would soon list
 * nothing), and the newest news item is as old as it was on that day. A seed item whose dates are
 * its event's (`fixedDates`: Navruz, the licence's anniversary) keeps them.
 */
export const SEED_DAY = '2026-11-26';
const DATED: Record<string, string[]> = {
  vacancy: ['deadline'],
  tender: ['deadline', 'publishedAt'],
  // A news item's `deadline` is the last day of the offer it announces.
  news: ['date', 'deadline'],
  photo: ['date'],
  video: ['date'],
};

/** A seed item dated after the day it is loaded (a fixed date to come) is not published yet. */
const notYet = (kind: string, doc: Doc, today: string) => kind === 'news' && typeof doc.date === 'string' && doc.date > today;

/** Fills `{deadline}` in a news item's texts with its last day, in the text's language. */
function withDeadline(doc: Doc, lang: LanguageId): Doc {
  if (typeof doc.deadline !== 'string') return doc;
  const said = longDate(doc.deadline, LANGUAGE_KEYS[lang]);
  return JSON.parse(JSON.stringify(doc).replaceAll('{deadline}', said)) as Doc;
}

export function shiftSeedDate(date: string, now: Date): string {
  const days = Math.round((Date.parse(dushanbeDate(now)) - Date.parse(SEED_DAY)) / 86_400_000);
  return new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A tab's 90 days of history up to its seeded rates (seedRatesHistory.ts), beside them in the content table. */
function ratesHistoryRow(id: number, lang: LanguageId, sort: number, doc: Doc): Insertable<ContentTable> {
  const selector = String(doc.selector);
  const current = (doc.results as PublishedRate[]).map(({ currency, nbt, buy, sell }) => ({ currency, nbt, buy, sell }));
  // Up to this morning by the real clock, as the seed's other dates (tests fix the seeding instant,
  // which dates the rates themselves, but the chart's window is the visitor's last 30 or 90 days).
  const points = seedRatesHistory(selector, current, ratesPublishedAt(new Date()));
  return { kind: RATES_HISTORY_KIND, id, language_id: lang, slug: selector, sort, data: JSON.stringify({ selector, points }) };
}

/** The rows the seed writes, built in memory first so that loading is a few batched inserts. */
function seedRows(now: Date) {
  const creditRows: Insertable<CreditTable>[] = [];
  const creditTexts: Insertable<CreditTextTable>[] = [];
  const contentRows: Insertable<ContentTable>[] = [];
  const searchRows: SearchIndexRow[] = [];

  credits().forEach((c, sort) => {
    creditRows.push({
      id: c.id,
      audience: c.audience,
      currency: c.currency,
      percent: c.percent,
      min_amount: c.minAmount,
      max_amount: c.maxAmount,
      min_months: c.minMonths,
      max_months: c.maxMonths,
      image: c.image,
      sort,
    });
    for (const lang of LANGUAGE_IDS) {
      const key = LANGUAGE_KEYS[lang];
      creditTexts.push({ credit_id: c.id, language_id: lang, title: c.title[key], description: c.description[key] });
      searchRows.push({
        kind: 'credit',
        item_id: c.id,
        language_id: lang,
        url: `/Credit/${c.id}`,
        title: c.title[key],
        body: plain(c.description[key]),
      });
    }
  });

  // By the real clock, not the seeding instant (tests fix that one): the lists leave an expired
  // item out by the real clock too.
  const today = dushanbeDate(new Date());
  for (const [kind, docs] of Object.entries(CONTENT)) {
    docs.forEach((seed, sort) => {
      for (const lang of LANGUAGE_IDS) {
        let doc = localize(seed.doc, lang as LanguageId) as Doc;
        if (kind === 'rates' && typeof doc.updatedAt === 'string') doc.updatedAt = ratesPublishedAt(now);
        if (!seed.fixedDates)
          for (const field of DATED[kind] ?? []) if (typeof doc[field] === 'string') doc[field] = shiftSeedDate(doc[field], new Date());
        if (notYet(kind, doc, today)) continue;
        if (kind === 'news') doc = withDeadline(doc, lang as LanguageId);
        if ((kind === 'document' || kind === 'org-document') && typeof doc.url === 'string') {
          doc.sizeBytes = documentBytes(path.basename(doc.url)).length;
        }
        contentRows.push({ kind, id: seed.id, language_id: lang, slug: seed.slug ?? null, sort, data: JSON.stringify(doc) });
        if (kind === 'rates' && doc.ready === true) contentRows.push(ratesHistoryRow(seed.id, lang, sort, doc));
        const row = searchRowOf(kind, seed.id, lang as LanguageId, doc);
        if (row) searchRows.push(row);
      }
    });
  }
  return { creditRows, creditTexts, contentRows, searchRows };
}

async function load(trx: Transaction<Schema>, now: Date): Promise<void> {
  const { creditRows, creditTexts, contentRows, searchRows } = seedRows(now);
  await trx.deleteFrom('credit_text').execute();
  await trx.deleteFrom('credit').execute();
  await trx.deleteFrom('content').execute();
  await sql`DELETE FROM search_index`.execute(trx);
  for (const rows of batches(creditRows)) await trx.insertInto('credit').values(rows).execute();
  for (const rows of batches(creditTexts)) await trx.insertInto('credit_text').values(rows).execute();
  for (const rows of batches(contentRows)) await trx.insertInto('content').values(rows).execute();
  await insertSearchRows(trx, searchRows);
  // What staff published outlives a new seed: its search rows are made again over the seed's.
  const published = await trx.selectFrom('content_publication').select(['kind', 'item_id']).distinct().execute();
  for (const { kind, item_id } of published) await indexItem(trx, kind, Number(item_id), now);
}

/**
 * Makes one item's search rows what visitors see of it now: the newest change staff published
 * that holds (none when withdrawn), or the seed's.
 */
async function indexItem(trx: Transaction<Schema>, kind: string, itemId: number, now: Date): Promise<void> {
  if (!SEARCHABLE[kind]) return;
  const change = await trx
    .selectFrom('content_publication')
    .select('docs')
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('reverted_at', 'is', null)
    .where('effective_at', '<=', now.toISOString())
    .orderBy('effective_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  let docs: Partial<Record<LanguageId, Doc>> = {};
  if (change) docs = change.docs === null ? {} : (JSON.parse(change.docs) as Record<LanguageId, Doc>);
  else {
    const seeded = await trx.selectFrom('content').select(['language_id', 'data']).where('kind', '=', kind).where('id', '=', itemId).execute();
    for (const row of seeded) docs[row.language_id as LanguageId] = JSON.parse(row.data) as Doc;
  }
  const searchKind = SEARCHABLE[kind]?.kind ?? kind;
  await sql`DELETE FROM search_index WHERE kind = ${searchKind} AND item_id = ${itemId}`.execute(trx);
  const rows = LANGUAGE_IDS.flatMap((lang) => {
    const doc = docs[lang];
    const row = doc ? searchRowOf(kind, itemId, lang, doc) : null;
    return row ? [row] : [];
  });
  await insertSearchRows(trx, rows);
}

/** After staff change an item: its search rows follow, in one transaction. */
export async function indexPublishedItem(db: Db, kind: string, itemId: number, now = new Date()): Promise<void> {
  await db.kysely.transaction().execute((trx) => indexItem(trx, kind, itemId, now));
}

/** Any number that all instances agree on: the lock that makes one of them load the seed. */
const SEED_LOCK = 7_310_455;

/**
 * Loads the seed when the database is empty or holds an older seed, in one transaction. On
 * PostgreSQL the instances that start together wait for one another on a lock, and the later
 * ones find the seed already loaded. `now`: the seeding instant (dated content follows it).
 * Returns whether this call loaded it.
 */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const hash = seedHash();
  const current = async (q: Kysely<Schema>) => (await q.selectFrom('meta').select('value').where('key', '=', 'seed_hash').executeTakeFirst())?.value;
  if ((await current(db.kysely)) === hash) return false;
  return db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if ((await current(trx)) === hash) return false;
    await load(trx, now);
    await trx
      .insertInto('meta')
      .values({ key: 'seed_hash', value: hash })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: hash }))
      .execute();
    return true;
  });
}
