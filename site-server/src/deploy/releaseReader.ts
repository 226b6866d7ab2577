/**
 * The manifest of each remote's release as the site server uses it (preloads, page data,
 * readiness, server rendering): the one the registry pinned at deploy or preview, read from its
 * store by digest, never fetched from the remote's origin again. Only a development build pinned
 * with SSB_DEV_REMOTES (which the registry never saw) is read from its own URL, briefly cached.
 */
import { LRUCache } from 'lru-cache';
import { isRemoteManifest, type RemoteManifest, type RemoteName, type RuntimeConfig } from '@ssb/contracts/node';
import { digestOfPinnedPath, type ReleaseFileStore } from './releaseFiles';
import { fetchBounded } from '../net/boundedFetch';

export interface RemoteRelease {
  manifest: RemoteManifest;
  /** The manifest's URL on the remote's origin: its files resolve against it. */
  manifestUrl: string;
  /** Where the browser reads the manifest: the site's pinned copy, or the origin for a development build. */
  browserManifestUrl: string;
  /** The pinned manifest's digest; null for a development build. */
  digest: string | null;
}

/** The release of `remote` a config names, or null when it names none or it cannot be had. */
export type ReleaseOf = (config: RuntimeConfig, remote: RemoteName) => Promise<RemoteRelease | null>;

/** A development build's manifest is trusted this long; a failure is asked for again sooner. */
const DEV_TTL_MS = 10_000;
const DEV_FAILURE_TTL_MS = 1_000;
/** The HTML never waits longer than this for a development build's manifest. */
const DEV_TIMEOUT_MS = 1_000;
const MAX_MANIFEST_BYTES = 1024 * 1024;

export interface ReleaseReaderOptions {
  /** The registry's store of pinned files; without one (a fixed config) every manifest is a development build's. */
  files: ReleaseFileStore | null;
  fetchImpl?: typeof fetch;
}

export function createReleaseReader({ files, fetchImpl = fetch }: ReleaseReaderOptions): ReleaseOf {
  // Pinned manifests never change (their name is their digest): kept parsed, the newest hundred.
  const pinned = new LRUCache<string, Promise<RemoteManifest | null>>({ max: 100 });
  const dev = new LRUCache<string, Promise<RemoteManifest | null>>({ max: 20, ttl: DEV_TTL_MS });

  const readPinned = (digest: string): Promise<RemoteManifest | null> => {
    let manifest = pinned.get(digest);
    if (!manifest) {
      manifest = (files ? files.get(digest) : Promise.resolve(null)).then((bytes) => {
        const parsed: unknown = bytes ? JSON.parse(bytes.toString('utf8')) : null;
        return isRemoteManifest(parsed) ? parsed : null;
      });
      pinned.set(digest, manifest);
      // A store that failed is asked again next time.
      manifest.then(
        (m) => m ?? pinned.delete(digest),
        () => pinned.delete(digest),
      );
    }
    return manifest;
  };

  const readDev = (url: string): Promise<RemoteManifest | null> => {
    let manifest = dev.get(url);
    if (!manifest) {
      manifest = fetchBounded(url, { timeoutMs: DEV_TIMEOUT_MS, maxBytes: MAX_MANIFEST_BYTES, fetchImpl })
        .then((bytes) => {
          const parsed: unknown = JSON.parse(bytes.toString('utf8'));
          return isRemoteManifest(parsed) ? parsed : null;
        })
        .catch(() => null);
      dev.set(url, manifest);
      void manifest.then((m) => m ?? dev.set(url, Promise.resolve(null), { ttl: DEV_FAILURE_TTL_MS }));
    }
    return manifest;
  };

  return async (config, remote) => {
    const manifestUrl = config.remotes[remote];
    if (!manifestUrl) return null;
    const release = config.releases?.[remote];
    if (release) {
      // A release the registry knows: its pinned manifest, or nothing (a registry written before pinning).
      const digest = release.manifest ? digestOfPinnedPath(release.manifest) : null;
      const manifest = digest ? await readPinned(digest).catch(() => null) : null;
      return manifest && digest && release.manifest ? { manifest, manifestUrl, browserManifestUrl: release.manifest, digest } : null;
    }
    const manifest = await readDev(manifestUrl);
    return manifest ? { manifest, manifestUrl, browserManifestUrl: manifestUrl, digest: null } : null;
  };
}
