/**
 * Reads the content preview a public request carries (the site server's header, for a browser
 * that previews a studio change) into `req.contentPreview`, for the content routes to lay over
 * what they answer. A request without one costs a header lookup; one whose preview cannot be read
 * gets the site as everyone sees it.
 */
import type { FastifyInstance } from 'fastify';
import { CONTENT_PREVIEW_HEADER } from '@ssb/server-kit/contentPreview';
import type { PreviewOverlay } from './changes/previewOverlay';

export type OverlayOf = (sealed: string | undefined, now: Date) => Promise<PreviewOverlay | null>;

export function contentPreviewHook(app: FastifyInstance, overlayOf: OverlayOf): void {
  app.decorateRequest('contentPreview', null);
  app.addHook('preHandler', async (req) => {
    const sealed = req.headers[CONTENT_PREVIEW_HEADER];
    if (typeof sealed !== 'string') return;
    try {
      req.contentPreview = await overlayOf(sealed, new Date());
    } catch (error) {
      req.log.warn({ err: error }, 'content preview could not be read: the answer is the site as everyone sees it');
    }
  });
}
