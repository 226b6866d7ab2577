/**
 * Loads the seed content (api/seed/, written for this project in Tajik, Russian and English)
 * into the database, and the search index with it (the search feature's indexer). The content is owned by the repository:
 * when the seed changes (its hash differs from the stored one) the content tables are replaced
 * as a whole, in one transaction. Visitors' data (applications, subscriptions) is never touched.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { batches } from '../../../db/batchInsert';
import type { Db } from '../../../db/db';
import type { ContentTable, Schema } from '../../../db/schema';
import { LANGUAGE_IDS, LANGUAGE_KEYS, type LanguageId, type Translated } from '../../../shared/language';
import { localize } from '../../../shared/localize';
// Compiled into the API's build, as the content is: the built API reads no file of the repository.
import creditsSeed from '../../../../seed/credits.json';
import { CONTENT } from '../../../../seed/content';
import { documentBytes } from '../../media';
import { clearSearchIndex, insertSearchRows, searchRowOf, type SearchIndexRow } from '../../search';
import { dushanbeDate, indexItem, publications, type PublishedRate } from '../publications';
import { longDate } from './longDate';
import { RATES_HISTORY_KIND, seedRatesHistory } from './seedRatesHistory';

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

function credits(): CreditSeed[] {
  return creditsSeed as CreditSeed[];
}

export function seedHash(): string {
  return (
    createHash('sha256')
      // The layout is part of the hash: a database seeded before credits were content is seeded again.
      .update(JSON.stringify(['credits-as-content', credits(), CONTENT]))
      .digest('hex')
  );
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

function shiftSeedDate(date: string, now: Date): string {
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
  const contentRows: Insertable<ContentTable>[] = [];
  const searchRows: SearchIndexRow[] = [];

  // A credit is content like any other kind staff publish: one document per language.
  credits().forEach((c, sort) => {
    for (const lang of LANGUAGE_IDS) {
      const key = LANGUAGE_KEYS[lang];
      const doc: Doc = {
        id: c.id,
        title: c.title[key],
        description: c.description[key],
        image: c.image,
        audience: c.audience,
        currency: c.currency,
        percent: c.percent,
        minAmount: c.minAmount,
        maxAmount: c.maxAmount,
        minMonths: c.minMonths,
        maxMonths: c.maxMonths,
      };
      contentRows.push({ kind: 'credit', id: c.id, language_id: lang, slug: null, sort, data: JSON.stringify(doc) });
      const row = searchRowOf('credit', c.id, lang, doc);
      if (row) searchRows.push(row);
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
  return { contentRows, searchRows };
}

async function load(trx: Transaction<Schema>, now: Date): Promise<void> {
  const { contentRows, searchRows } = seedRows(now);
  // The credit tables of older seeds: credits are content documents now (kind `credit`).
  await trx.deleteFrom('credit_text').execute();
  await trx.deleteFrom('credit').execute();
  await trx.deleteFrom('content').execute();
  await clearSearchIndex(trx);
  for (const rows of batches(contentRows)) await trx.insertInto('content').values(rows).execute();
  await insertSearchRows(trx, searchRows);
  // What staff published outlives a new seed: its search rows are made again over the seed's.
  for (const { kind, item } of await publications(trx).publishedItems()) await indexItem(trx, kind, Number(item), now);
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
