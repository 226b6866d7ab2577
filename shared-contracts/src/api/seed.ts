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

/** A seeded answer is for the first view only: later navigations ask the API afresh. */
const SEED_LIFETIME_MS = 30_000;

/** URL templates per route pattern, as a remote's manifest carries them (`metaData.pageData`). */
export type PageDataDeclaration = Record<string, string[]>;

type SeedStore = Record<string, unknown>;

function store(): SeedStore | undefined {
  // globalThis is the window in a browser; elsewhere the global is simply not set.
  const value = (globalThis as unknown as Record<string, unknown>)[PAGE_DATA_GLOBAL];
  return typeof value === 'object' && value !== null ? (value as SeedStore) : undefined;
}

/**
 * The seeded answer for `url`, or undefined. Kept for the first moments of the page only (an
 * embedded widget may ask for the same record as its page), never for later navigations.
 */
export function seededAnswer(url: string): unknown {
  const seeds = store();
  if (!seeds || !Object.prototype.hasOwnProperty.call(seeds, url)) return undefined;
  if (typeof performance === 'undefined' || performance.now() > SEED_LIFETIME_MS) return undefined;
  return seeds[url];
}

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
