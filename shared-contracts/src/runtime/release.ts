/**
 * A remote's release, as its mf-manifest.json states it. One definition for the build that
 * writes these fields (the federation recipe), and for everything that reads them: the deploy
 * registry, the site server (preloads, page data, server rendering) and the browser loader.
 * docs/remote-delivery.md describes the whole path.
 */
import type { RemoteName } from './remotes';

/** `metaData.release`: who this release is and what it needs. */
export interface ReleaseInfo {
  /** `<package version>-<content hash>`; also the name of the release's folder. Never reused. */
  id: string;
  /** The remote this release belongs to (the federation name, e.g. `mfe_about`). */
  remote: RemoteName;
  /** The @ssb/contracts versions it works with: `^X.Y.Z` of the version it was built against. */
  contractsRange: string;
  /** The server build (CommonJS), relative to the manifest. */
  serverEntry: string;
  /**
   * Subresource integrity (`sha384-…`) of every file of the release by its path relative to the
   * manifest: remoteEntry.js, each chunk and the server build.
   */
  integrity: Record<string, string>;
  /** When the release was built (ISO 8601). */
  builtAt: string;
}

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** The fields of mf-manifest.json this site reads; the federation plugin writes more. */
export interface RemoteManifest {
  name: string;
  metaData: {
    remoteEntry: { name: string; path: string };
    release?: ReleaseInfo;
    /** Files of each page by pageChunkName (`/Credit/:slug` → `page-Credit-slug`). */
    pageChunks?: Record<string, string[]>;
    /** First API requests of each page by route pattern (the pages' data in the remote's src/remote.ts). */
    pageData?: Record<string, string[]>;
  };
  exposes: ManifestExpose[];
}

/** A manifest that states a release: the only kind the registry deploys. */
export type ReleaseManifest = RemoteManifest & { metaData: { release: ReleaseInfo } };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function isRemoteManifest(value: unknown): value is RemoteManifest {
  if (!isObject(value) || typeof value.name !== 'string' || !Array.isArray(value.exposes)) return false;
  const meta = value.metaData;
  return isObject(meta) && isObject(meta.remoteEntry) && typeof meta.remoteEntry.name === 'string';
}

function isReleaseInfo(value: unknown): value is ReleaseInfo {
  if (!isObject(value)) return false;
  const { id, remote, contractsRange, serverEntry, integrity, builtAt } = value;
  return (
    typeof id === 'string' &&
    typeof remote === 'string' &&
    typeof contractsRange === 'string' &&
    typeof serverEntry === 'string' &&
    typeof builtAt === 'string' &&
    isObject(integrity) &&
    Object.values(integrity).every((v) => typeof v === 'string' && v.startsWith('sha384-'))
  );
}

export const isReleaseManifest = (value: unknown): value is ReleaseManifest => isRemoteManifest(value) && isReleaseInfo(value.metaData.release);

/** The URL of the remote's entry script, resolved against the manifest's URL. */
export const remoteEntryUrl = (manifest: RemoteManifest, manifestUrl: string): string =>
  new URL(`${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`, manifestUrl).href;
