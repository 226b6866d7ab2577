/**
 * A content preview: which studio change one browser sees on the public site before it is
 * approved. The API seals it for a person who may write or approve the change; the site server
 * keeps it in that browser's cookie and hands it back to the API with each read of that
 * browser's pages. Both sides derive the key from the service token they already share, so a
 * preview is opened by them alone, and it ends by itself within minutes.
 *
 * Sealed as `<payload>.<mac>`: base64url JSON and an HMAC-SHA256 over it, compared in constant
 * time. Nothing in it is secret (a change's id, kind and title): it is signed, not encrypted.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie of the site that holds a content preview (HttpOnly, this browser only). */
export const CONTENT_PREVIEW_COOKIE = 'ssb_content_preview';
/** The header with which the site server hands a browser's preview to the API. */
export const CONTENT_PREVIEW_HEADER = 'x-ssb-content-preview';
/** How long a preview holds: long enough to look, short enough that a link passed on is soon dead. */
export const CONTENT_PREVIEW_MINUTES = 30;

export interface ContentPreview {
  /** The studio change's id. */
  change: string;
  /** The change's kind, as the studio names it (`news`, `deposits`…). */
  kind: string;
  /** What the banner names: the item's title in the change, cut short. */
  title: string;
  /** When it ends (ms since the epoch). */
  expires: number;
}

export interface ContentPreviewCodec {
  seal(preview: ContentPreview): string;
  /** The preview a sealed value holds, or null: absent, forged, changed or ended. */
  open(value: string | undefined, now?: number): ContentPreview | null;
}

const MAX_SEALED_LENGTH = 1024;

export function createContentPreviewCodec(serviceToken: string): ContentPreviewCodec {
  // A key of its own: the service token itself is never what signs what a browser carries.
  const key = createHmac('sha256', 'ssb-content-preview').update(serviceToken).digest();
  const macOf = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    seal(preview) {
      const payload = Buffer.from(JSON.stringify(preview)).toString('base64url');
      return `${payload}.${macOf(payload).toString('base64url')}`;
    },
    open(value, now = Date.now()) {
      if (!value || value.length > MAX_SEALED_LENGTH) return null;
      const [payload, mac, extra] = value.split('.');
      if (!payload || !mac || extra !== undefined) return null;
      const given = Buffer.from(mac, 'base64url');
      const expected = macOf(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (typeof parsed !== 'object' || parsed === null) return null;
      const { change, kind, title, expires } = parsed as Record<string, unknown>;
      if (typeof change !== 'string' || typeof kind !== 'string' || typeof title !== 'string' || typeof expires !== 'number') return null;
      return expires > now ? { change, kind, title, expires } : null;
    },
  };
}
