/**
 * The remotes' manifests (mf-manifest.json), read by the site server for preloads, page data,
 * readiness and server rendering: cached briefly. A release's manifest never changes (a new
 * release has a new URL), so the cache only matters for a development build's plain URL.
 */
import { isRemoteManifest, type RemoteManifest } from '@ssb/contracts/node';

export type ReadManifest = (url: string) => Promise<RemoteManifest | null>;

/** How long a manifest is trusted. */
const MANIFEST_TTL_MS = 10_000;
/** A manifest that could not be read is asked for again this soon: a remote may be starting. */
const FAILURE_TTL_MS = 1_000;
/**
 * The HTML never waits longer than this for a manifest; without it the page is just not
 * rendered on the server nor preloaded (the browser does both, as with a remote that is down).
 */
const MANIFEST_TIMEOUT_MS = 1_000;

export function createManifestReader(fetchImpl: typeof fetch = fetch): ReadManifest {
  const cache = new Map<string, { at: number; ttl: number; manifest: Promise<RemoteManifest | null> }>();
  return async function readManifest(url) {
    if (!url) return null;
    const hit = cache.get(url);
    if (hit && Date.now() - hit.at < hit.ttl) return hit.manifest;
    const manifest = fetchImpl(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then(async (res) => {
        if (!res.ok) return null;
        const body: unknown = await res.json();
        return isRemoteManifest(body) ? body : null;
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
