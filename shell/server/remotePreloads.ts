/**
 * Breaks the serial ladder shell → manifest → remote entry → routes chunk (issue 5): the HTML
 * of a route already names the owning remote's entry, its routes chunk and its catalog for the
 * page's language, so the browser fetches them in parallel with the shell.
 */
import { pageChunkName, type LangCode, type RemoteName } from '@ssb/contracts/node';

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

interface Manifest {
  metaData: {
    remoteEntry: { name: string; path: string };
    /** Files of each page by pageChunkName (builds before this field have none). */
    pageChunks?: Record<string, string[]>;
    /** First API requests of each page by route pattern (src/page-data.json of the remote). */
    pageData?: Record<string, string[]>;
  };
  exposes: ManifestExpose[];
}

/** How long a manifest is trusted: short, so a redeployed remote is picked up within seconds. */
const MANIFEST_TTL_MS = 10_000;
/** The HTML never waits longer than this for a manifest; without it there is just no preload. */
const MANIFEST_TIMEOUT_MS = 300;

const isManifest = (v: unknown): v is Manifest =>
  typeof v === 'object' && v !== null && 'metaData' in v && 'exposes' in v && Array.isArray((v as Manifest).exposes);

/**
 * A script the page needs after its first paint. No crossorigin attribute: webpack and the
 * federation runtime load these as plain scripts. Low priority, as the deferred script that
 * needs them has: a preload is High by default, which would queue the scripts ahead of the
 * fonts and make them look render-blocking, though the first paint (the boot header) needs none.
 */
export const scriptPreload = (href: string) => `<link rel="preload" as="script" href="${href}" fetchpriority="low" />`;

export function createRemotePreloads(fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, { at: number; manifest: Promise<Manifest | null> }>();

  async function readManifest(url: string): Promise<Manifest | null> {
    const hit = cache.get(url);
    if (hit && Date.now() - hit.at < MANIFEST_TTL_MS) return hit.manifest;
    const manifest = fetchImpl(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then(async (res) => {
        if (!res.ok) return null;
        const body: unknown = await res.json();
        return isManifest(body) ? body : null;
      })
      .catch(() => null);
    cache.set(url, { at: Date.now(), manifest });
    return manifest;
  }

  /**
   * `<link rel=preload>` tags for the remote that owns the page (`pattern` is the matched route
   * pattern), or '' when it cannot tell; and the page's declared API requests (URL templates).
   */
  return async function remotePreloads(
    manifestUrl: string | undefined,
    owner: RemoteName | undefined,
    lang: LangCode,
    pattern?: string,
  ): Promise<{ tags: string; pageData: string[] }> {
    const none = { tags: '', pageData: [] };
    if (!manifestUrl || !owner) return none;
    const manifest = await readManifest(manifestUrl);
    if (!manifest) return none;
    const base = new URL('.', manifestUrl);
    const { remoteEntry } = manifest.metaData;
    const routes = manifest.exposes.find((e) => e.name === 'routes');
    const files = [
      `${remoteEntry.path}${remoteEntry.name}`,
      ...(routes?.assets.js.sync ?? []),
      // Chunks named i18n-<lang> by convention (each remote's IntlScope loads its catalog so).
      ...(routes?.assets.js.async.filter((f) => f.startsWith(`i18n-${lang}.`)) ?? []),
      ...((pattern && manifest.metaData.pageChunks?.[pageChunkName(pattern)]) ?? []),
    ];
    const origin = new URL(manifestUrl).origin;
    const hrefs = files.map((f) => new URL(f, base).href);
    const tags = [
      `<link rel="preconnect" href="${origin}" />`,
      // The runtime fetch()es the manifest (CORS, no credentials): the same request, answered early.
      `<link rel="preload" as="fetch" href="${manifestUrl}" crossorigin="anonymous" />`,
      ...[...new Set(hrefs)].map(scriptPreload),
    ].join('');
    const pageData = (pattern && manifest.metaData.pageData?.[pattern]) || [];
    return { tags, pageData: Array.isArray(pageData) ? pageData.filter((t): t is string => typeof t === 'string') : [] };
  };
}
