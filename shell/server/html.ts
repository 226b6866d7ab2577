// Pure modules of the contracts only: their index also loads React components, not for Node.
import { LOCALES, RUNTIME_CONFIG_GLOBAL, localeOf, localizePath, type LangCode, type RuntimeConfig } from '@ssb/contracts/node';
import { SHELL_CATALOGS } from '../src/i18n/catalogs';
import { scriptJson } from './scriptJson';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The shell's index.html for one request: the language of the path on <html>, its title and
 * description, hreflang alternates, the fonts of the first paint, and the runtime config inline so the app does not wait for another request.
 */
export function renderIndexHtml(
  template: string,
  options: { lang: LangCode; path: string; config: RuntimeConfig; origin: string; preloads?: string; pageData?: string },
): string {
  const { lang, path, config, origin, preloads = '', pageData = '' } = options;
  const alternates = LOCALES.map(
    (l) => `<link rel="alternate" hreflang="${l.iso.slice(0, 2)}" href="${origin}${localizePath(path, l.code)}" />`,
  ).join('');
  const head = [
    preloads,
    alternates,
    `<link rel="alternate" hreflang="x-default" href="${origin}${localizePath(path, 'tj')}" />`,
    `<script>window.${RUNTIME_CONFIG_GLOBAL}=${scriptJson(config)};</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  // The default title and description in the page's language, before any script runs.
  const messages = SHELL_CATALOGS[lang];
  return template
    .replace(/<html lang=("[^"]*"|[^\s>]*)/, `<html lang="${localeOf(lang).iso}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(messages['site.name'] ?? '')}</title>`)
    .replace(/<meta name="?description"? content="[^"]*"/, `<meta name="description" content="${escapeHtml(messages['site.description'] ?? '')}"`)
    .replace('<!--ssb:brand-->', escapeHtml(messages['site.name'] ?? ''))
    .replace(/<!--ssb:head-->|<\/head>/, (found) => (found === '</head>' ? `${head}</head>` : head))
    // The page's API answers after the markup, so they never delay the first paint; deferred
    // scripts run after parsing, so they are in place before the app asks for them.
    .replace('</body>', () => `${pageData}</body>`); // a function: `$&` in the data stays as it is
}
