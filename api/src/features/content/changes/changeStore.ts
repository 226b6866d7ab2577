/**
 * The changes staff propose (the `content_change` table, migration 0015): a draft, what it is
 * about, its body as the content API takes it, and where it stands. Every move of its state is a
 * conditional UPDATE on the state it comes from, so two requests racing for one move (two
 * approvals) find one winner. The rules of who may move it are workflow.ts's.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { ContentChangeTable, Schema } from '../../../db/schema';

export type ChangeAction = ContentChangeTable['action'];
export type ChangeState = ContentChangeTable['state'];

export interface Actor {
  sub: string;
  name: string;
}

export interface ContentChange {
  id: string;
  /** A kind of the content API (`news`, `offices`, `gold`…) or `rates`. */
  kind: string;
  /** The item's number, a rates tab's selector, or null: a new item, numbered when published. */
  item: string | null;
  action: ChangeAction;
  /** The body as the content API's direct routes take it (parsed JSON); null for a withdrawal or a revert. */
  body: unknown;
  /** The publication a revert undoes. */
  reverts: number | null;
  scheduledFor: string | null;
  author: Actor;
  state: ChangeState;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  reviewedAt: string | null;
  reviewer: Actor | null;
  reviewComment: string | null;
  publishedAt: string | null;
  publicationId: number | null;
  discardedAt: string | null;
}

type Row = Selectable<ContentChangeTable>;

const changeOf = (row: Row): ContentChange => ({
  id: row.id,
  kind: row.kind,
  item: row.item,
  action: row.action,
  body: row.body === null ? null : (JSON.parse(row.body) as unknown),
  // PostgreSQL's BIGINT comes back as text.
  reverts: row.reverts === null ? null : Number(row.reverts),
  scheduledFor: row.scheduled_for,
  author: { sub: row.author_sub, name: row.author_name },
  state: row.state,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  submittedAt: row.submitted_at,
  reviewedAt: row.reviewed_at,
  reviewer: row.reviewer_sub === null ? null : { sub: row.reviewer_sub, name: row.reviewer_name ?? '' },
  reviewComment: row.review_comment,
  publishedAt: row.published_at,
  publicationId: row.publication_id === null ? null : Number(row.publication_id),
  discardedAt: row.discarded_at,
});

export interface ChangeFilter {
  state?: ChangeState | undefined;
  kind?: string | undefined;
  /** The last row of the page before: its creation instant and id. */
  after?: { createdAt: string; id: string } | undefined;
  limit: number;
}

/** The store over any Kysely handle: the database, or the transaction of an approval. */
export function changeStore(kysely: Kysely<Schema>) {
  return {
    async create(input: {
      kind: string;
      item: string | null;
      action: ChangeAction;
      body: unknown;
      reverts: number | null;
      scheduledFor: string | null;
      author: Actor;
      now: Date;
    }): Promise<ContentChange> {
      const at = input.now.toISOString();
      const row = await kysely
        .insertInto('content_change')
        .values({
          id: randomUUID(),
          kind: input.kind,
          item: input.item,
          action: input.action,
          body: input.body === null || input.body === undefined ? null : JSON.stringify(input.body),
          reverts: input.reverts,
          scheduled_for: input.scheduledFor,
          author_sub: input.author.sub,
          author_name: input.author.name,
          state: 'draft',
          created_at: at,
          updated_at: at,
          submitted_at: null,
          reviewed_at: null,
          reviewer_sub: null,
          reviewer_name: null,
          review_comment: null,
          published_at: null,
          publication_id: null,
          discarded_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return changeOf(row as Row);
    },

    async one(id: string): Promise<ContentChange | null> {
      const row = await kysely.selectFrom('content_change').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? changeOf(row as Row) : null;
    },

    /** Newest first, by keyset (creation instant, then id); discarded drafts only when asked for. */
    async list(filter: ChangeFilter): Promise<ContentChange[]> {
      let query = kysely.selectFrom('content_change').selectAll();
      query = filter.state ? query.where('state', '=', filter.state) : query.where('state', '<>', 'discarded');
      if (filter.kind) query = query.where('kind', '=', filter.kind);
      const after = filter.after;
      if (after)
        query = query.where((eb) =>
          eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]),
        );
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
      return rows.map((row) => changeOf(row as Row));
    },

    /**
     * Moves a change on, only from one of the states given (and, with `author`, only the author's):
     * the changed row, or null when it was not in such a state (another request moved it first).
     */
    async move(id: string, from: readonly ChangeState[], set: Updateable<ContentChangeTable>, author?: string): Promise<ContentChange | null> {
      let query = kysely
        .updateTable('content_change')
        .set(set)
        .where('id', '=', id)
        .where('state', 'in', [...from]);
      if (author !== undefined) query = query.where('author_sub', '=', author);
      const row = await query.returningAll().executeTakeFirst();
      return row ? changeOf(row as Row) : null;
    },
  };
}
