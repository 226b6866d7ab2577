import { NOT_FOUND_PATH, localizePath, type LangCode } from '@ssb/contracts';

/**
 * An unknown slug: the document is replaced by the site's 404 page, which the site server
 * answers with status 404 (so crawlers and the browser see the real status).
 */
export function showNotFound(lang: LangCode): void {
  window.location.replace(localizePath(NOT_FOUND_PATH, lang));
}
