/**
 * The banner on every page of a previewing session: which releases this browser sees instead of
 * the live ones, and a button that ends the preview. It is written by the site server outside
 * the app's root, so no remote and no hydration can hide or change it. It is the first thing in
 * the body, painted with the page: placed later, it would push the whole page down as it arrived.
 */
import type { LangCode, RemoteName } from '@ssb/contracts/node';
import type { Preview } from './previewSession';
import { escapeHtml } from '../security/escapeHtml';

export const PREVIEW_BANNER_ID = 'ssb-preview-banner';
/** Where the banner's form ends the preview (a form can only GET or POST). */
export const PREVIEW_END_PATH = '/_deploy/preview/end';

const MESSAGES: Record<LangCode, { label: string; intro: string; until: string; end: string }> = {
  tj: {
    label: 'Пешнамоиши нашр',
    intro: 'Пешнамоиш: ин браузер нашрҳоеро мебинад, ки ҳанӯз барои ҳама ҷорӣ нестанд:',
    until: 'то',
    end: 'Анҷоми пешнамоиш',
  },
  ru: {
    label: 'Предпросмотр релиза',
    intro: 'Предпросмотр: этот браузер видит релизы, которые ещё не опубликованы для всех:',
    until: 'до',
    end: 'Завершить предпросмотр',
  },
  en: {
    label: 'Release preview',
    intro: 'Preview: this browser sees releases that are not live for everyone yet:',
    until: 'until',
    end: 'End preview',
  },
};

/** Dark text on pale yellow (over 12:1), in the system font: a web font arriving later would reflow it. */
const STYLE = `<style>
#${PREVIEW_BANNER_ID}{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:8px 16px;background:#fff4d6;color:#282828;border-bottom:2px solid #cc1818;font:14px/1.4 system-ui,sans-serif}
#${PREVIEW_BANNER_ID} ul{display:flex;flex-wrap:wrap;gap:4px 12px;margin:0;padding:0;list-style:none}
#${PREVIEW_BANNER_ID} code{font:inherit;font-weight:500;overflow-wrap:anywhere}
#${PREVIEW_BANNER_ID} form{margin:0 0 0 auto}
#${PREVIEW_BANNER_ID} button{min-height:32px;padding:4px 12px;border:1px solid #282828;border-radius:6px;background:#fff;color:#282828;font:inherit;cursor:pointer}
#${PREVIEW_BANNER_ID} button:focus-visible{outline:3px solid #cc1818;outline-offset:2px}
</style>`;

/** The banner's HTML for a page in `lang` at `returnTo` (the path the end button comes back to). */
export function previewBanner(preview: Preview, lang: LangCode, returnTo: string): string {
  const text = MESSAGES[lang];
  const until = new Date(preview.expires).toISOString().slice(11, 16);
  const items = (Object.entries(preview.releases) as [RemoteName, { releaseId: string }][])
    .map(([remote, release]) => `<li><code>${escapeHtml(remote)} ${escapeHtml(release.releaseId)}</code></li>`)
    .join('');
  return (
    `${STYLE}<aside id="${PREVIEW_BANNER_ID}" aria-label="${escapeHtml(text.label)}">` +
    `<span>${escapeHtml(text.intro)}</span><ul>${items}</ul><span>${escapeHtml(text.until)} ${until} UTC</span>` +
    `<form method="post" action="${PREVIEW_END_PATH}"><input type="hidden" name="return" value="${escapeHtml(returnTo)}" />` +
    `<button type="submit">${escapeHtml(text.end)}</button></form></aside>`
  );
}
