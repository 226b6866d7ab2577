/**
 * A content preview on the real site (docs/content.md, "Preview"): a person in the back office
 * asks the API for a sealed preview of a change under review, and the back office's form posts
 * it here (never in a URL). The site keeps it in this browser's cookie for its short life and
 * hands it to the API with every read of this browser's pages (the page's own, the render's, and
 * the browser's through /api), so the API lays the change over its answers for this browser
 * alone. Its pages are never looked up in or stored to the page cache, and say `no-store`.
 *
 *   POST /_content/preview      token=<sealed>&return=<path>: starts it, then goes to the page
 *   POST /_content/preview/end  return=<path>: the banner's button ends it
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { LangCode } from '@ssb/contracts/node';
import { canonicalUrl } from '@ssb/server-kit/canonicalPath';
import { CONTENT_PREVIEW_COOKIE, type ContentPreview, type ContentPreviewCodec } from '@ssb/server-kit/contentPreview';
import { escapeHtml } from '../security/escapeHtml';

export const CONTENT_PREVIEW_PATH = '/_content/preview';
export const CONTENT_PREVIEW_END_PATH = '/_content/preview/end';
export const CONTENT_PREVIEW_BANNER_ID = 'ssb-content-preview-banner';

/** The content preview a request's cookie holds, with its sealed value; null when absent, forged or ended. */
export type ContentPreviewReader = (req: Pick<FastifyRequest, 'headers'>) => { preview: ContentPreview; sealed: string } | null;

export function createContentPreviewReader(codec: ContentPreviewCodec, now: () => number = Date.now): ContentPreviewReader {
  return (req) => {
    const header = req.headers.cookie;
    // Most visitors carry no cookie of this name: nothing is parsed for them.
    if (!header?.includes(CONTENT_PREVIEW_COOKIE)) return null;
    const sealed = parseCookie(header)[CONTENT_PREVIEW_COOKIE];
    const preview = codec.open(sealed, now());
    return preview && sealed ? { preview, sealed } : null;
  };
}

/** A same-site path to go to, in its canonical spelling; anything else goes home. */
function safePath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.length > 2048) return '/';
  let url: URL;
  try {
    url = new URL(value, 'http://site');
  } catch {
    return '/';
  }
  return url.origin === 'http://site' ? (canonicalUrl(`${url.pathname}${url.search}`) ?? '/') : '/';
}

const MESSAGES: Record<LangCode, { label: string; intro: string; until: string; end: string; ended: string }> = {
  tj: {
    label: 'Пешнамоиши мундариҷа',
    intro: 'Пешнамоиш: танҳо шумо ин тағйиротро мебинед, то он тасдиқ нашудааст:',
    until: 'то',
    end: 'Анҷоми пешнамоиш',
    ended: 'Мӯҳлати ин пешнамоиш гузаштааст. Аз бэк-офис пешнамоиши навро кушоед.',
  },
  ru: {
    label: 'Предпросмотр материала',
    intro: 'Предпросмотр: это изменение видите только вы, пока оно не утверждено:',
    until: 'до',
    end: 'Завершить предпросмотр',
    ended: 'Срок этого предпросмотра истёк. Откройте новый предпросмотр из бэк-офиса.',
  },
  en: {
    label: 'Content preview',
    intro: 'Preview: only you see this change until it is approved:',
    until: 'until',
    end: 'End preview',
    ended: 'This preview has ended. Open a new preview from the back office.',
  },
};

/** Dark text on pale blue (over 12:1), in the system font, first in the body: nothing shifts when it paints. */
const STYLE = `<style>
#${CONTENT_PREVIEW_BANNER_ID}{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:8px 16px;background:#e6f0fb;color:#1a1a1a;border-bottom:2px solid #0b5cad;font:14px/1.4 system-ui,sans-serif}
#${CONTENT_PREVIEW_BANNER_ID} strong{font-weight:600;overflow-wrap:anywhere}
#${CONTENT_PREVIEW_BANNER_ID} form{margin:0 0 0 auto}
#${CONTENT_PREVIEW_BANNER_ID} button{min-height:32px;padding:4px 12px;border:1px solid #1a1a1a;border-radius:6px;background:#fff;color:#1a1a1a;font:inherit;cursor:pointer}
#${CONTENT_PREVIEW_BANNER_ID} button:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
</style>`;

/** The banner naming what is previewed, with the button that ends it and comes back to `returnTo`. */
export function contentPreviewBanner(preview: ContentPreview, lang: LangCode, returnTo: string): string {
  const text = MESSAGES[lang];
  const until = new Date(preview.expires).toISOString().slice(11, 16);
  return (
    `${STYLE}<aside id="${CONTENT_PREVIEW_BANNER_ID}" aria-label="${escapeHtml(text.label)}">` +
    `<span>${escapeHtml(text.intro)} <strong>${escapeHtml(preview.title)}</strong></span><span>${escapeHtml(text.until)} ${until} UTC</span>` +
    `<form method="post" action="${CONTENT_PREVIEW_END_PATH}"><input type="hidden" name="return" value="${escapeHtml(returnTo)}" />` +
    `<button type="submit">${escapeHtml(text.end)}</button></form></aside>`
  );
}

export interface ContentPreviewRoutesOptions {
  codec: ContentPreviewCodec;
  /** https: the cookie is Secure. */
  secure: boolean;
  now?: () => number;
}

export async function contentPreviewRoutes(app: FastifyInstance, { codec, secure, now = Date.now }: ContentPreviewRoutesOptions): Promise<void> {
  const cookie = (value: string, maxAge: number) =>
    stringifySetCookie({ name: CONTENT_PREVIEW_COOKIE, value, path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge });
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
  // The back office's form and the banner's send urlencoded bodies; only their two fields are read.
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const fieldsOf = (body: unknown) =>
    typeof body === 'object' && body !== null ? (body as { token?: unknown; return?: unknown; lang?: unknown }) : {};

  app.post<{ Body: unknown }>(CONTENT_PREVIEW_PATH, async (req, reply) => {
    const fields = fieldsOf(req.body);
    const sealed = typeof fields.token === 'string' ? fields.token : undefined;
    const preview = codec.open(sealed, now());
    if (!preview || !sealed) {
      const lang: LangCode = fields.lang === 'ru' || fields.lang === 'en' ? fields.lang : 'tj';
      req.log.info('content preview refused: its seal is forged or ended');
      return noStore(reply).code(400).type('text/plain; charset=utf-8').send(MESSAGES[lang].ended);
    }
    req.log.info({ content: { change: preview.change, kind: preview.kind, preview: 'started' } }, `content preview of change ${preview.change}`);
    return noStore(reply)
      .header('Set-Cookie', cookie(sealed, Math.max(1, Math.ceil((preview.expires - now()) / 1000))))
      .redirect(safePath(fields.return), 303);
  });

  app.post<{ Body: unknown }>(CONTENT_PREVIEW_END_PATH, async (req, reply) =>
    noStore(reply)
      .header('Set-Cookie', cookie('', 0))
      .redirect(safePath(fieldsOf(req.body).return), 303),
  );
}
