import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

type AnyDb = Kysely<unknown>;

/**
 * Drafts and four-eyes approval (features/content/changes):
 *
 * - content_change: one change staff propose to what the site shows: the kind (a kind of item, or
 *   `rates`), the item (null for a new one, a rates tab's selector), the action (publish the body,
 *   withdraw the item, revert a publication), the body as the content API takes it (JSON text),
 *   an instant it is scheduled for, who wrote it, where it stands and when it got there, who
 *   reviewed it with their comment, and the publication it became.
 * - publication.indexed_at: when the search was made to show the change. A change published for
 *   a later instant is indexed when that instant comes (contentWatch.ts claims it, once, by this
 *   column); every row before this migration was indexed when it was published.
 */
export const contentChangesMigration = (dialect: Dialect) => ({
  async up(db: AnyDb) {
    const publicationId = dialect === 'postgres' ? sql`BIGINT` : sql`INTEGER`;
    await sql`
      CREATE TABLE content_change (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        item TEXT,
        action TEXT NOT NULL CHECK (action IN ('publish', 'withdraw', 'revert')),
        body TEXT,
        reverts ${publicationId},
        scheduled_for TEXT,
        author_sub TEXT NOT NULL,
        author_name TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('draft', 'submitted', 'returned', 'edited', 'published', 'discarded')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        submitted_at TEXT,
        reviewed_at TEXT,
        reviewer_sub TEXT,
        reviewer_name TEXT,
        review_comment TEXT,
        published_at TEXT,
        publication_id ${publicationId},
        discarded_at TEXT
      )`.execute(db);
    await sql`CREATE INDEX content_change_created ON content_change (created_at, id)`.execute(db);
    await sql`CREATE INDEX content_change_state_created ON content_change (state, created_at, id)`.execute(db);
    await sql`CREATE INDEX content_change_kind_created ON content_change (kind, created_at, id)`.execute(db);
    await sql`ALTER TABLE publication ADD COLUMN indexed_at TEXT`.execute(db);
    await sql`UPDATE publication SET indexed_at = published_at`.execute(db);
    // What the content watch looks for every second: publications not yet indexed.
    await sql`CREATE INDEX publication_unindexed ON publication (effective_at) WHERE indexed_at IS NULL`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`DROP INDEX publication_unindexed`.execute(db);
    await sql`ALTER TABLE publication DROP COLUMN indexed_at`.execute(db);
    await sql`DROP TABLE content_change`.execute(db);
  },
});
