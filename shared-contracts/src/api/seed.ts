// Page data: the site server puts into the HTML the answers a page asks for first, by the URL the
// client would request, so the page renders without another round trip. A remote declares them
// (its pages' `data` in `<remote>/src/remote.ts`), its manifest carries them, the site server fills them in.

/** The global the site server injects: URL → answer body. */
export const PAGE_DATA_GLOBAL = '__SSB_PAGE_DATA__';

/** URL templates per route pattern, as a remote's manifest carries them (`metaData.pageData`). */
export type PageDataDeclaration = Record<string, string[]>;

/** A template with its `:param`s and `{languageId}` filled; null when a parameter is missing or not URI-safe as it is. */
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
