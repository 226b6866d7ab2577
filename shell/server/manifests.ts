/**
 * The remotes' manifests (mf-manifest.json), read by the site server for preloads, page data and
 * server rendering: cached briefly, so a redeployed remote is picked up within seconds.
 */
interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

export interface Manifest {
  metaData: {
    remoteEntry: { name: string; path: string };
    /** Files of each page by pageChunkName (builds before this field have none). */
    pageChunks?: Record<string, string[]>;
    /** First API requests of each page by route pattern (src/page-data.json of the remote). */
    pageData?: Record<string, string[]>;
    /** The build's id (as in `data-remote-build`). */
    buildId?: string;
    /** The remote's server build, relative to the manifest (production builds only). */
    serverEntry?: string;
  };
  exposes: ManifestExpose[];
}

export type ReadManifest = (url: string) => Promise<Manifest | null>;

/** How long a manifest is trusted: short, so a redeployed remote is picked up within seconds. */
const MANIFEST_TTL_MS = 10_000;
/** A manifest that could not be read is asked for again this soon: a remote may be starting. */
const FAILURE_TTL_MS = 1_000;
/**
 * The HTML never waits longer than this for a manifest; without it the page is just not
 * rendered on the server nor preloaded (the browser does both, as with a remote that is down).
 */
const MANIFEST_TIMEOUT_MS = 1_000;

const isManifest = (v: unknown): v is Manifest =>
  typeof v === 'object' && v !== null && 'metaData' in v && 'exposes' in v && Array.isArray((v as Manifest).exposes);

export function createManifestReader(fetchImpl: typeof fetch = fetch): ReadManifest {
  const cache = new Map<string, { at: number; ttl: number; manifest: Promise<Manifest | null> }>();
  return async function readManifest(url) {
    const hit = cache.get(url);
    if (hit && Date.now() - hit.at < hit.ttl) return hit.manifest;
    const manifest = fetchImpl(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then(async (res) => {
        if (!res.ok) return null;
        const body: unknown = await res.json();
        return isManifest(body) ? body : null;
      })
      .catch(() => null);
    const entry = { at: Date.now(), ttl: MANIFEST_TTL_MS, manifest };
    cache.set(url, entry);
    void manifest.then((m) => {
      if (!m) entry.ttl = FAILURE_TTL_MS;
    });
    return manifest;
  };
}
