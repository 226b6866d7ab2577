import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db';

type AnyDb = Kysely<unknown>;

/**
 * Pictures staff upload in the content studio (features/media/pictures), kept in the database so
 * that every instance serves them (as content_file's PDFs are):
 *
 * - picture: one upload: its id (a UUID, the public URL's), the widest variant's size, its alt
 *   text in Tajik, Russian and English, whether clamd cleared the original (`clean`) or none was
 *   configured (`unscanned`, development only), who uploaded it and when.
 * - picture_variant: the picture at one width, WebP: its size, bytes, type and their SHA-256 (the
 *   ETag). Nothing of the original file is kept: no metadata, no name.
 */
export const picturesMigration = (dialect: Dialect) => ({
  async up(db: AnyDb) {
    const bytes = dialect === 'postgres' ? sql`BYTEA` : sql`BLOB`;
    await sql`
      CREATE TABLE picture (
        id TEXT PRIMARY KEY,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        alt_tj TEXT NOT NULL,
        alt_ru TEXT NOT NULL,
        alt_en TEXT NOT NULL,
        scan TEXT NOT NULL CHECK (scan IN ('clean', 'unscanned')),
        uploaded_by_sub TEXT NOT NULL,
        uploaded_by_name TEXT NOT NULL,
        created_at TEXT NOT NULL
      )`.execute(db);
    // The studio's list: newest first, paged by (created_at, id).
    await sql`CREATE INDEX picture_created ON picture (created_at, id)`.execute(db);
    await sql`
      CREATE TABLE picture_variant (
        picture_id TEXT NOT NULL REFERENCES picture (id) ON DELETE CASCADE,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        data ${bytes} NOT NULL,
        PRIMARY KEY (picture_id, width)
      )`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`DROP TABLE picture_variant`.execute(db);
    await sql`DROP TABLE picture`.execute(db);
  },
});
