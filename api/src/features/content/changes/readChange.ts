/**
 * A change checked as the content API's direct routes check what they publish: a rates body by
 * readRates, an item's by itemPublishing's read (the kind's public schema in each language), so a
 * refusal names the field exactly as they do (`rates.USD.sell`, `en.title`). Run when a draft is
 * written, and again when it is approved (the item may have changed since).
 */
import type { Db } from '../../../db/db';
import { LANGUAGE_IDS, LANGUAGE_KEYS } from '../../../shared/language';
import {
  itemPublications,
  itemPublishing,
  publications,
  PUBLISHABLE,
  RATE_SELECTORS,
  readRates,
  utc,
  type PublishableKind,
  type PublishedRate,
  type RateSelector,
  type ReadItem,
} from '../publications';
import type { ChangeAction } from './changeStore';

/** A refusal, as the staff routes answer it: `{ error, field, message }` with its status. */
export interface Refusal {
  status: number;
  error: string;
  field: string | null;
  message: string;
}

export const refusal = (status: number, error: string, field: string | null, message: string): Refusal => ({ status, error, field, message });
const invalid = (field: string, message: string) => refusal(400, 'invalid', field, message);
export const isRefusal = (value: unknown): value is Refusal => typeof value === 'object' && value !== null && 'status' in value && 'error' in value;

export interface ChangeInput {
  kind: string;
  item: string | null;
  action: ChangeAction;
  body: unknown;
  reverts: number | null;
  scheduledFor: string | null;
}

export const isRateSelector = (value: string | null): value is RateSelector => (RATE_SELECTORS as readonly string[]).includes(value ?? '');
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const itemNumber = (item: string | null): number | null => (item !== null && /^[1-9]\d{0,8}$/.test(item) ? Number(item) : null);

/** A body read as the publication it would be, from the instant `at`. */
export type ReadBody = { kind: 'rates'; rates: PublishedRate[] } | { kind: 'item'; spec: PublishableKind; read: ReadItem };

/** Reads a change's body with the direct routes' readers; the first field at fault, named as they name it. */
export async function readBody(db: Db, change: ChangeInput, itemId: number, at: Date): Promise<ReadBody | Refusal> {
  if (!isObject(change.body)) return invalid('body', 'a JSON object, as the content API takes it');
  // One instant per change: its scheduledFor, or its approval.
  if (change.body.effectiveAt !== undefined)
    return invalid('effectiveAt', 'a change holds from its scheduledFor, or from its approval: leave effectiveAt out of the body');
  if (change.kind === 'rates') {
    const read = readRates({ ...change.body, effectiveAt: at.toISOString() });
    return 'field' in read ? invalid(read.field, read.message) : { kind: 'rates', rates: read.rates };
  }
  const spec = PUBLISHABLE[change.kind];
  if (!spec) return invalid('kind', `one of ${Object.keys(PUBLISHABLE).join(', ')}, rates`);
  const read = await itemPublishing(db, itemPublications(db)).read(spec, change.body, itemId);
  return 'field' in read ? invalid(read.field, read.message) : { kind: 'item', spec, read };
}

/** A read body's documents by language key (`tj`, `ru`, `en`), as a screen shows them side by side. */
export const docsByKey = (read: ReadItem): Record<string, unknown> =>
  Object.fromEntries(LANGUAGE_IDS.map((lang) => [LANGUAGE_KEYS[lang], read.docs[lang]]));

/**
 * A new or edited draft, checked: what it is about exists, its body reads, its instant is to come.
 * The input as it is kept (a revert names its item; a withdrawal and a revert carry no body).
 */
export async function checkChange(db: Db, input: ChangeInput, now: Date): Promise<ChangeInput | Refusal> {
  let scheduledFor: string | null = null;
  if (input.scheduledFor !== null) {
    const at = Date.parse(input.scheduledFor);
    if (Number.isNaN(at)) return invalid('scheduledFor', 'an ISO 8601 instant with its offset, e.g. 2026-11-26T08:00:00+05:00');
    if (at <= now.getTime()) return invalid('scheduledFor', 'an instant still to come');
    scheduledFor = utc(input.scheduledFor);
  }
  const store = publications(db.kysely);
  if (input.kind === 'rates') {
    if (!isRateSelector(input.item)) return invalid('item', `the rates tab: one of ${RATE_SELECTORS.join(', ')}`);
    if (input.action === 'withdraw') return invalid('action', 'a tab’s rates are not withdrawn: publish new figures, or revert a publication');
  } else {
    const spec = PUBLISHABLE[input.kind];
    if (!spec) return invalid('kind', `one of ${Object.keys(PUBLISHABLE).join(', ')}, rates`);
    // Gold prices are one item: a change to them is to item 1.
    if (spec.languageNeutral && input.item === null && input.action === 'publish') return checkChange(db, { ...input, item: '1' }, now);
    if (input.item !== null && itemNumber(input.item) === null) return invalid('item', 'the item’s number, or null for a new item');
    if (spec.languageNeutral && input.action === 'publish' && input.item !== '1')
      return invalid('item', `${input.kind} is one item: its number is 1`);
    if (spec.fixedItems && (input.action === 'withdraw' || input.item === null))
      return invalid(input.action === 'withdraw' ? 'action' : 'item', `the bank's ${spec.kind}s are changed, never added or withdrawn`);
    const itemId = itemNumber(input.item);
    const content = itemPublishing(db, itemPublications(db));
    if (input.action === 'withdraw') {
      if (spec.languageNeutral) return invalid('action', `${input.kind} cannot be withdrawn, only changed`);
      if (itemId === null || (await content.stateOf(spec, itemId, now)) !== 'shown')
        return refusal(404, 'not_found', 'item', `no ${spec.kind} by that number on the site`);
    }
    if (input.action === 'publish' && itemId !== null && (await content.stateOf(spec, itemId, now)) === 'unknown')
      return refusal(404, 'not_found', 'item', `no ${spec.kind} by that number: leave item out for a new one`);
  }
  if (input.action === 'revert') {
    const reverted = input.reverts === null ? null : await store.one(input.reverts);
    const kind = input.kind === 'rates' ? 'rates' : PUBLISHABLE[input.kind]?.kind;
    if (!reverted || reverted.kind !== kind || (input.kind === 'rates' && reverted.item !== input.item))
      return refusal(
        404,
        'not_found',
        'reverts',
        `no publication of ${input.kind}${input.kind === 'rates' ? ` ${String(input.item)}` : ''} by that number`,
      );
    if (reverted.revertedAt !== null) return refusal(409, 'reverted', 'reverts', 'that publication is reverted already');
    return { ...input, item: reverted.item, body: null, scheduledFor };
  }
  if (input.action === 'withdraw') return { ...input, body: null, scheduledFor };
  const read = await readBody(db, input, itemNumber(input.item) ?? 1, new Date(scheduledFor ?? now));
  return isRefusal(read) ? read : { ...input, scheduledFor };
}
