/**
 * The pictures in the database (tables picture and picture_variant, migration 0016): saved whole
 * in one transaction (a picture is listed only with every width it names), listed newest first
 * by a (created_at, id) cursor, and one width read back for the public route.
 */
import { pictureUrl } from '@ssb/contracts/node';
import type { Db } from '../../../db/db';
import type { PictureVariant } from './encodePicture';

export interface PictureAlt {
  tj: string;
  ru: string;
  en: string;
}

/** A picture as the studio sees it (the upload's answer, and each row of the list). */
export interface StoredPicture {
  id: string;
  /** The widest variant's URL: what a page is given; pictureSources makes the srcset from it. */
  url: string;
  srcset: string;
  width: number;
  height: number;
  alt: PictureAlt;
  uploadedBy: { sub: string; name: string };
  createdAt: string;
}

export interface NewPicture {
  id: string;
  alt: PictureAlt;
  scan: 'clean' | 'unscanned';
  by: { sub: string; name: string };
  now: Date;
  variants: PictureVariant[];
}

interface PictureRow {
  id: string;
  width: number;
  height: number;
  alt_tj: string;
  alt_ru: string;
  alt_en: string;
  uploaded_by_sub: string;
  uploaded_by_name: string;
  created_at: string;
}

const pictureOf = (row: PictureRow, widths: number[]): StoredPicture => ({
  id: row.id,
  url: pictureUrl(row.id, row.width),
  srcset: widths.map((w) => `${pictureUrl(row.id, w)} ${w}w`).join(', '),
  width: row.width,
  height: row.height,
  alt: { tj: row.alt_tj, ru: row.alt_ru, en: row.alt_en },
  uploadedBy: { sub: row.uploaded_by_sub, name: row.uploaded_by_name },
  createdAt: row.created_at,
});

export function pictureStore(db: Db) {
  const { kysely } = db;
  return {
    async save(input: NewPicture): Promise<StoredPicture> {
      const widest = input.variants[input.variants.length - 1];
      if (!widest) throw new Error('a picture without variants');
      const row: PictureRow = {
        id: input.id,
        width: widest.width,
        height: widest.height,
        alt_tj: input.alt.tj,
        alt_ru: input.alt.ru,
        alt_en: input.alt.en,
        uploaded_by_sub: input.by.sub,
        uploaded_by_name: input.by.name,
        created_at: input.now.toISOString(),
      };
      await kysely.transaction().execute(async (trx) => {
        await trx
          .insertInto('picture')
          .values({ ...row, scan: input.scan })
          .execute();
        for (const v of input.variants)
          await trx
            .insertInto('picture_variant')
            .values({
              picture_id: input.id,
              width: v.width,
              height: v.height,
              content_type: v.contentType,
              size: v.data.length,
              sha256: v.sha256,
              data: v.data,
            })
            .execute();
      });
      return pictureOf(
        row,
        input.variants.map((v) => v.width),
      );
    },

    /** Newest first; `after` is the last row of the previous page. */
    async list(options: { after: { createdAt: string; id: string } | undefined; limit: number }): Promise<StoredPicture[]> {
      let query = kysely
        .selectFrom('picture')
        .select(['id', 'width', 'height', 'alt_tj', 'alt_ru', 'alt_en', 'uploaded_by_sub', 'uploaded_by_name', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(options.limit);
      const { after } = options;
      if (after)
        query = query.where((eb) =>
          eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]),
        );
      const rows = await query.execute();
      if (rows.length === 0) return [];
      const widths = await kysely
        .selectFrom('picture_variant')
        .select(['picture_id', 'width'])
        .where(
          'picture_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('width')
        .execute();
      return rows.map((row) =>
        pictureOf(
          row,
          widths.filter((w) => w.picture_id === row.id).map((w) => w.width),
        ),
      );
    },

    /** One width's bytes for the public route, or undefined. */
    async variant(id: string, width: number): Promise<{ data: Buffer; sha256: string; contentType: string } | undefined> {
      const row = await kysely
        .selectFrom('picture_variant')
        .select(['data', 'sha256', 'content_type'])
        .where('picture_id', '=', id)
        .where('width', '=', width)
        .executeTakeFirst();
      return row ? { data: Buffer.from(row.data), sha256: row.sha256, contentType: row.content_type } : undefined;
    },
  };
}
