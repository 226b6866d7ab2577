/**
 * Search synonyms: groups of words that name the same thing («кредит», «қарз», "loan"), kept in
 * the `search_synonym` table (migration 0008 seeds the first groups). A query word is widened by
 * its group before matching, the same way on SQLite and PostgreSQL (search.ts).
 *
 * The content API manages the groups with `listSynonymGroups`, `addSynonymGroup` and
 * `removeSynonymGroup`. Each change also writes a new `meta.search_synonyms_revision`, in the
 * same transaction.
 *
 * The search looks the query's words up in one indexed query (the table's primary key is the
 * word) and keeps the answers in memory, per Db handle. The cache is dropped at once when this
 * process changes the table, and when another instance did, within REVISION_CHECK_MS: the search
 * reads the revision (one primary-key row) at most that often.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/db';
import type { Schema } from '../../db/schema';

export interface SynonymGroup {
  id: number;
  /** Lower case, in alphabetical order. */
  words: string[];
}

/** A group the content API was asked to add that cannot be: `field` names what is wrong. */
export class SynonymError extends Error {
  constructor(
    readonly field: 'words',
    message: string,
  ) {
    super(message);
    this.name = 'SynonymError';
  }
}

/** How often, at most, a search checks whether another instance changed the synonyms. */
export const REVISION_CHECK_MS = 5_000;
/** Words a cache keeps before it starts afresh (visitors type anything). */
const CACHE_WORDS = 10_000;
const MAX_GROUP_WORDS = 50;
const MAX_WORD_LENGTH = 40;
/** Any number that all instances agree on: the lock that orders their changes to the groups. */
const SYNONYM_LOCK = 7_310_456;
const REVISION_KEY = 'search_synonyms_revision';

interface Cache {
  /** word → the words of its group (itself included), or [] when it has none. */
  words: Map<string, string[]>;
  revision: string | undefined;
  checkedAt: number;
}

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { words: new Map(), revision: undefined, checkedAt: -Infinity };
    caches.set(db, cache);
  }
  return cache;
}

/** Forgets what this process knows of the groups (after a change here, or another instance's). */
export function dropSynonymCache(db: Db): void {
  caches.delete(db);
}

async function readRevision(kysely: Kysely<Schema>): Promise<string> {
  const row = await kysely.selectFrom('meta').select('value').where('key', '=', REVISION_KEY).executeTakeFirst();
  return row?.value ?? '';
}

/** The groups' revision (one primary-key row): another instance's change makes it new. */
export const synonymsRevision = (db: Db): Promise<string> => readRevision(db.kysely);

/**
 * Each of `words` (lower case) with the words of its group, itself included; a word without a
 * group maps to [] . One indexed query for the words this instance has not looked up yet.
 */
export async function synonymsOf(db: Db, words: string[], now = Date.now()): Promise<Map<string, string[]>> {
  let cache = cacheOf(db);
  if (now - cache.checkedAt >= REVISION_CHECK_MS) {
    const revision = await readRevision(db.kysely);
    if (cache.revision !== undefined && revision !== cache.revision) {
      dropSynonymCache(db);
      cache = cacheOf(db);
    }
    cache.revision = revision;
    cache.checkedAt = now;
  }
  const missing = [...new Set(words)].filter((w) => !cache.words.has(w));
  if (missing.length > 0) {
    const { rows } = await sql<{ asked: string; word: string }>`
      SELECT a.word AS asked, b.word AS word
      FROM search_synonym a JOIN search_synonym b ON b.group_id = a.group_id
      WHERE a.word IN (${sql.join(missing)})
      ORDER BY b.word`.execute(db.kysely);
    if (cache.words.size + missing.length > CACHE_WORDS) cache.words.clear();
    for (const w of missing) cache.words.set(w, []);
    for (const { asked, word } of rows) cache.words.get(asked)!.push(word);
  }
  return new Map(words.map((w) => [w, cache.words.get(w) ?? []]));
}

/** Every group, by id, its words in alphabetical order. */
export async function listSynonymGroups(db: Db): Promise<SynonymGroup[]> {
  const { rows } = await sql<{ word: string; group_id: number | string }>`
    SELECT word, group_id FROM search_synonym ORDER BY group_id, word`.execute(db.kysely);
  const groups: SynonymGroup[] = [];
  for (const { word, group_id } of rows) {
    const id = Number(group_id);
    const last = groups.at(-1);
    if (last?.id === id) last.words.push(word);
    else groups.push({ id, words: [word] });
  }
  for (const g of groups) g.words.sort();
  return groups;
}

/** A word as the table keeps it: NFC, lower case, one word of letters and digits. */
function synonymWord(word: string): string {
  const w = word.normalize('NFC').trim().toLocaleLowerCase();
  if (!/^[\p{L}\p{N}]+$/u.test(w)) throw new SynonymError('words', `«${word}» is not one word of letters and digits`);
  if (w.length > MAX_WORD_LENGTH) throw new SynonymError('words', `«${word}» is longer than ${MAX_WORD_LENGTH} characters`);
  return w;
}

async function changed(trx: Kysely<Schema>): Promise<void> {
  await sql`
    INSERT INTO meta (key, value) VALUES (${REVISION_KEY}, ${randomUUID()})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`.execute(trx);
}

/**
 * Adds `words` as one group, the words of any language (2 to 50, each one word of letters and
 * digits; case does not matter). A word already in a group brings its group along: the groups
 * merge, under the smallest id among them. Returns the group as it now is. Throws SynonymError
 * for words it cannot take.
 */
export async function addSynonymGroup(db: Db, words: string[]): Promise<SynonymGroup> {
  const wanted = [...new Set(words.map(synonymWord))];
  if (wanted.length < 2) throw new SynonymError('words', 'A group needs at least two different words');
  if (wanted.length > MAX_GROUP_WORDS) throw new SynonymError('words', `A group holds at most ${MAX_GROUP_WORDS} words`);
  const group = await db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${SYNONYM_LOCK})`.execute(trx);
    const { rows: existing } = await sql<{ group_id: number | string }>`
      SELECT DISTINCT group_id FROM search_synonym WHERE word IN (${sql.join(wanted)})`.execute(trx);
    const ids = existing.map((r) => Number(r.group_id));
    let id: number;
    if (ids.length > 0) {
      id = Math.min(...ids);
      await sql`UPDATE search_synonym SET group_id = ${id} WHERE group_id IN (${sql.join(ids)})`.execute(trx);
    } else {
      const { rows } = await sql<{ next: number | string }>`SELECT COALESCE(MAX(group_id), 0) + 1 AS next FROM search_synonym`.execute(trx);
      id = Number(rows[0]!.next);
    }
    const rows = wanted.map((w) => sql`(${w}, ${id})`);
    await sql`INSERT INTO search_synonym (word, group_id) VALUES ${sql.join(rows)} ON CONFLICT (word) DO NOTHING`.execute(trx);
    await changed(trx);
    const { rows: all } = await sql<{ word: string }>`SELECT word FROM search_synonym WHERE group_id = ${id} ORDER BY word`.execute(trx);
    return { id, words: all.map((r) => r.word).sort() };
  });
  dropSynonymCache(db);
  return group;
}

/** Removes a group; false when there was none with that id. */
export async function removeSynonymGroup(db: Db, id: number): Promise<boolean> {
  const removed = await db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${SYNONYM_LOCK})`.execute(trx);
    const result = await sql`DELETE FROM search_synonym WHERE group_id = ${id}`.execute(trx);
    const count = Number(result.numAffectedRows ?? 0);
    if (count > 0) await changed(trx);
    return count > 0;
  });
  dropSynonymCache(db);
  return removed;
}
