/**
 * An approval (or a rates publisher's own publication within the bound) in one transaction: the
 * change is claimed by a conditional UPDATE from the state it must be in, then published. Two
 * approvals of one change at once: the second's UPDATE finds it published (PostgreSQL makes it
 * wait for the first's row lock; SQLite's one connection runs the transactions one after the
 * other), so it is published once. A refusal while publishing (a body no longer valid, a slug
 * taken) rolls the claim back: the change stays where it was.
 */
import type { Db } from '../../../db/db';
import { changeStore, type Actor, type ChangeState, type ContentChange } from './changeStore';
import { publishChange, type Published } from './publishChange';
import { aloneRefusal } from './ratesBound';
import { refusal, type Refusal } from './readChange';

export interface Approval {
  id: string;
  /** The states it may be published from. */
  from: readonly ChangeState[];
  /** Who approves; null: its author publishes it alone (then `author` is theirs, and the bound applies). */
  reviewer: Actor | null;
  author?: string;
  comment?: string | undefined;
  now: Date;
}

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

export async function approveChange(db: Db, approval: Approval): Promise<{ change: ContentChange; published: Published } | Refusal> {
  const { id, now, reviewer } = approval;
  const at = now.toISOString();
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const store = changeStore(trx);
      const claimed = await store.move(
        id,
        approval.from,
        {
          state: 'published',
          updated_at: at,
          ...(reviewer
            ? {
                reviewed_at: at,
                reviewer_sub: reviewer.sub,
                reviewer_name: reviewer.name,
                ...(approval.comment ? { review_comment: approval.comment } : {}),
              }
            : {}),
        },
        approval.author,
      );
      if (!claimed)
        throw new Refused(refusal(409, 'state', 'state', 'the change is not where it can be published from (another request moved it first?)'));
      if (!reviewer) {
        const beyond = await aloneRefusal({ ...db, kysely: trx }, claimed, now);
        if (beyond) throw new Refused(beyond);
      }
      const published = await publishChange(db, trx, claimed, (reviewer ?? claimed.author).name, now);
      if ('error' in published) throw new Refused(published);
      const done = await store.move(id, ['published'], { published_at: at, publication_id: published.publicationId, item: published.item });
      if (!done) throw new Error(`change ${id}: published, then not found`);
      return { change: done, published };
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}
