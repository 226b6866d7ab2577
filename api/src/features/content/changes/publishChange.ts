/**
 * A change made live, through the stores the direct routes use (itemPublications, ratePublications,
 * their revert), inside the approval's transaction: its body read again (the item may have changed
 * since it was written), its slug still free, then the publication recorded from
 * `scheduledFor ?? now` and the item's search rows made what visitors see now (a change for later
 * is indexed when its instant comes: searchRows.ts's indexDue). The caller drops the cached
 * answers after the commit.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/db';
import type { Schema } from '../../../db/schema';
import { indexItem, itemPublications, itemPublishing, PUBLISHABLE, ratePublications, utc } from '../publications';
import type { ContentChange } from './changeStore';
import { isRateSelector, isRefusal, readBody, refusal, type Refusal } from './readChange';

export interface Published {
  publicationId: number;
  /** The item it is: a new item's number is given now. */
  item: string;
  effectiveAt: string;
}

/** The instant a change holds from: its scheduled one, unless that has passed by its approval. */
export const effectiveAtOf = (change: ContentChange, now: Date): Date =>
  change.scheduledFor !== null && Date.parse(change.scheduledFor) > now.getTime() ? new Date(change.scheduledFor) : now;

export async function publishChange(base: Db, trx: Transaction<Schema>, change: ContentChange, by: string, now: Date): Promise<Published | Refusal> {
  const db: Db = { ...base, kysely: trx };
  const at = effectiveAtOf(change, now);
  if (change.kind === 'rates') {
    if (!isRateSelector(change.item)) return refusal(409, 'invalid', 'item', 'not a rates tab');
    const rates = ratePublications(db);
    if (change.action === 'revert') {
      const reverted = change.reverts === null ? null : await rates.revert(change.item, change.reverts, by, now);
      if (!reverted) return refusal(409, 'reverted', 'reverts', 'that publication is reverted already');
      return { publicationId: reverted.id, item: change.item, effectiveAt: reverted.effectiveAt };
    }
    const read = await readBody(db, change, 1, at);
    if (isRefusal(read)) return read;
    if (read.kind !== 'rates') return refusal(409, 'invalid', 'kind', 'not the rates');
    const published = await rates.publish({ selector: change.item, effectiveAt: at.toISOString(), rates: read.rates, by, now });
    if (!published)
      return refusal(
        409,
        'exists',
        'scheduledFor',
        `${change.item} has a publication from ${utc(at)} already: publications are kept, never overwritten`,
      );
    return { publicationId: published.id, item: change.item, effectiveAt: published.effectiveAt };
  }

  const spec = PUBLISHABLE[change.kind];
  if (!spec) return refusal(409, 'invalid', 'kind', 'not a kind staff publish');
  const items = itemPublications(db);
  const content = itemPublishing(db, items);
  let publicationId: number;
  let itemId: number;
  let effectiveAt: string;
  if (change.action === 'revert') {
    const reverted = change.reverts === null ? null : await items.revert(change.reverts, by, now);
    if (!reverted || reverted.kind !== spec.kind) return refusal(409, 'reverted', 'reverts', 'that publication is reverted already');
    ({ id: publicationId, itemId, effectiveAt } = reverted);
  } else if (change.action === 'withdraw') {
    itemId = Number(change.item);
    if ((await content.stateOf(spec, itemId, now)) !== 'shown')
      return refusal(409, 'not_shown', 'item', `the ${spec.kind} is not on the site any more`);
    const withdrawn = await items.publish({ kind: spec.kind, itemId, slug: null, docs: null, effectiveAt: at, by, now });
    ({ id: publicationId, effectiveAt } = withdrawn);
  } else {
    if (change.item !== null && (await content.stateOf(spec, Number(change.item), now)) === 'unknown')
      return refusal(409, 'not_found', 'item', `no ${spec.kind} by that number any more`);
    itemId = change.item === null ? await content.nextItemId(spec) : Number(change.item);
    const read = await readBody(db, change, itemId, at);
    if (isRefusal(read)) return read;
    if (read.kind !== 'item') return refusal(409, 'invalid', 'kind', 'not an item');
    const { slug, docs } = read.read;
    // Free now, and still free when a scheduled change comes into force.
    if (slug && ((await content.slugTaken(spec, slug, itemId, now)) || (await content.slugTaken(spec, slug, itemId, at))))
      return refusal(409, 'exists', 'common.slug', `another ${spec.kind} has the address ${slug}`);
    const published = await items.publish({ kind: spec.kind, itemId, slug, docs, effectiveAt: at, by, now });
    ({ id: publicationId, effectiveAt } = published);
  }
  await indexItem(trx, spec.kind, itemId, now);
  return { publicationId, item: String(itemId), effectiveAt };
}
