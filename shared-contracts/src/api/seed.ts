/**
 * Page data the site server put into the HTML: the API answers the requested page asks for
 * first, keyed by the exact URL the client would request. The page then renders as soon as its
 * code runs, without one more round trip on a phone network.
 *
 * Each remote declares the first requests of its pages (the `data` of each page in its
 * `src/remote.ts`: URL templates); the build copies them into its manifest and the site server
 * fills them in.
 */

/** The global the site server injects: URL → answer body. */
export const PAGE_DATA_GLOBAL = '__SSB_PAGE_DATA__';

/** URL templates per route pattern, as a remote's manifest carries them (`metaData.pageData`). */
export type PageDataDeclaration = Record<string, string[]>;

/**
 * Fills a template's `:param` segments and `{languageId}` (already URI-safe values only: a
 * parameter with other characters is not seeded). Returns null when a parameter is missing.
 */
export function fillPageDataTemplate(template: string, params: Record<string, string>, languageId: number): string | null {
  let missing = false;
  const filled = template.replace(/\{languageId\}/g, String(languageId)).replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || !/^[\w-]+$/.test(value)) {
      missing = true;
      return '';
    }
    return value;
  });
  return missing ? null : filled;
}
