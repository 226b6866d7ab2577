/**
 * A content preview as the public routes use it: the documents a studio change would publish,
 * laid over what the site shows, for the one browser whose site server hands the sealed preview
 * back (server-kit/src/contentPreview.ts). Only a change still under review is shown (a draft,
 * submitted, returned or edited change that publishes an item); an approved, discarded or
 * unknown one gives nothing, so a preview ends with its change. The answers made with it are
 * never kept (cachedSend).
 */
import type { ContentPreview, ContentPreviewCodec } from '@ssb/server-kit/contentPreview';
import type { Db } from '../../../db/db';
import type { LanguageId } from '../../../shared/language';
import { itemPublications, itemPublishing, PUBLISHABLE } from '../publications';
import { changeStore, type ChangeState, type ContentChange } from './changeStore';
import { isRefusal, readBody } from './readChange';

type Doc = Record<string, unknown>;

/** What a preview changes: one item of one kind (the content table's kind), in every language. */
export interface PreviewOverlay {
  kind: string;
  itemId: number;
  slug: string | null;
  docs: Record<LanguageId, Doc>;
}

/** The states of a change someone may still look at before it is live. */
const PREVIEWABLE: readonly ChangeState[] = ['draft', 'submitted', 'returned', 'edited'];

export const isPreviewable = (change: ContentChange): boolean =>
  PREVIEWABLE.includes(change.state) && change.action === 'publish' && PUBLISHABLE[change.kind] !== undefined;

/** The documents a change would publish (its item, or the number a new item would get), or null. */
export async function overlayOf(db: Db, change: ContentChange, now: Date): Promise<PreviewOverlay | null> {
  const spec = PUBLISHABLE[change.kind];
  if (!spec || !isPreviewable(change)) return null;
  const itemId = change.item !== null ? Number(change.item) : await itemPublishing(db, itemPublications(db)).nextItemId(spec);
  const read = await readBody(db, change, itemId, now);
  if (isRefusal(read) || read.kind !== 'item') return null;
  return { kind: spec.kind, itemId, slug: read.read.slug, docs: read.read.docs };
}

/** Opens a sealed preview from the site server and reads its change: the overlay, or null. */
export function previewOverlays(db: Db, codec: ContentPreviewCodec | null) {
  const store = changeStore(db.kysely);
  return async (sealed: string | undefined, now: Date): Promise<PreviewOverlay | null> => {
    const preview: ContentPreview | null = codec?.open(sealed, now.getTime()) ?? null;
    if (!preview) return null;
    const change = await store.one(preview.change);
    return change ? overlayOf(db, change, now) : null;
  };
}
