/**
 * The back office's own server pages, for when there is no app to show: sign in, no access,
 * not found, a refused sign-in, signed out, a refused cross-site request. In the staff member's
 * language (their choice, kept in a cookie; else the browser's; else Tajik), with a language
 * switch, no script, and the same strict policy as the app's pages.
 */
import { text, type CatalogKey } from '../../shared/i18n';
import { LANGS, type Lang } from '../../shared/pages';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const HTML_LANG: Record<Lang, string> = { tj: 'tg', ru: 'ru', en: 'en' };
const LANG_NAMES: Record<Lang, string> = { tj: 'Тоҷикӣ', ru: 'Русский', en: 'English' };

const PAGE_STYLE = `body{margin:0;font:16px/1.375 Rubik,"Noto Sans",system-ui,sans-serif;background:#F7F7F7;color:#282828}
main{max-width:560px;margin:64px auto;padding:32px;background:#fff;border-radius:16px;box-sizing:border-box}
@media (max-width:600px){main{margin:16px;padding:24px}}
h1{font-size:24px;line-height:28px;margin:0 0 12px}p{margin:0 0 16px;color:#54545A}
a,button.link{color:#CC1818}.button{display:inline-block;min-height:44px;box-sizing:border-box;padding:11px 20px;border-radius:8px;background:#CC1818;color:#fff;text-decoration:none;font-weight:500;border:0;font:inherit;cursor:pointer}
.button:hover{background:#B71515}a:focus-visible,.button:focus-visible{outline:2px solid #FF1F1F;outline-offset:2px}
nav ul{list-style:none;display:flex;gap:16px;padding:0;margin:24px 0 0}nav a{display:inline-block;padding:10px 4px}`;

export interface PageOptions {
  lang: Lang;
  nonce: string;
  title: CatalogKey;
  lead?: CatalogKey;
  /** The main action: a link. */
  action?: { href: string; label: CatalogKey };
  /** The path the language switch links back to. */
  path: string;
}

export function serverPage(options: PageOptions): string {
  const { lang } = options;
  const title = text(lang, options.title);
  const switches = LANGS.map((l) =>
    l === lang
      ? `<li><span aria-current="true">${LANG_NAMES[l]}</span></li>`
      : `<li><a href="/language?lang=${l}&amp;return=${encodeURIComponent(options.path)}" lang="${HTML_LANG[l]}" hreflang="${HTML_LANG[l]}">${LANG_NAMES[l]}</a></li>`,
  ).join('');
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · ${escape(text(lang, 'app.name'))}</title><style nonce="${options.nonce}">${PAGE_STYLE}</style></head>
<body><main><p>${escape(text(lang, 'app.name'))}</p><h1>${escape(title)}</h1>${options.lead ? `<p>${escape(text(lang, options.lead))}</p>` : ''}
${options.action ? `<a class="button" href="${escape(options.action.href)}">${escape(text(lang, options.action.label))}</a>` : ''}
<nav aria-label="${escape(text(lang, 'app.language'))}"><ul>${switches}</ul></nav></main></body></html>`;
}
