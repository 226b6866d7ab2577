import { LOCALES, RUNTIME_CONFIG_GLOBAL, localeOf, localizePath, type LangCode, type RuntimeConfig } from '@ssb/contracts/node';

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The shell's index.html for one request: the language of the path on <html>, hreflang
 * alternates, and the runtime config inline so the app does not wait for another request.
 */
export function renderIndexHtml(template: string, options: { lang: LangCode; path: string; config: RuntimeConfig; origin: string }): string {
  const { lang, path, config, origin } = options;
  const alternates = LOCALES.map(
    (l) => `<link rel="alternate" hreflang="${l.iso.slice(0, 2)}" href="${origin}${localizePath(path, l.code)}" />`,
  ).join('');
  const head = [
    alternates,
    `<link rel="alternate" hreflang="x-default" href="${origin}${localizePath(path, 'tj')}" />`,
    `<script>window.${RUNTIME_CONFIG_GLOBAL}=${scriptJson(config)};</script>`,
  ].join('\n    ');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${localeOf(lang).iso}"`)
    .replace('<!--ssb:head-->', head);
}
