/**
 * A remote's release as its mf-manifest.json states it: one definition for the build that writes
 * it and for the registry, the site server and the browser loader that read it (docs/remote-delivery.md).
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
  /** Subresource integrity (`sha384-…`) of every file (entry, chunks, server build) by its path from the manifest. */
  integrity: Record<string, string>;
  /** When the release was built (ISO 8601). */
  builtAt: string;
}

/** The fields of mf-manifest.json this site reads; the federation plugin writes more. */
export interface RemoteManifest {
  name: string;
  metaData: {
    remoteEntry: { name: string; path: string };
    release?: ReleaseInfo;
    /** Files of each page by pageChunkName (`/Credit/:slug` → `page-Credit-slug`). */
    pageChunks?: Record<string, string[]>;
    /** First API requests of each page by route pattern (the pages' data in `<remote>/src/remote.ts`). */
    pageData?: Record<string, string[]>;
  };
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** A manifest that states a release: the only kind the registry deploys. */
export type ReleaseManifest = RemoteManifest & { metaData: { release: ReleaseInfo } };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function isRemoteManifest(value: unknown): value is RemoteManifest {
  if (!isObject(value) || typeof value.name !== 'string' || !Array.isArray(value.exposes)) return false;
  const meta = value.metaData;
  return isObject(meta) && isObject(meta.remoteEntry) && typeof meta.remoteEntry.name === 'string';
}

const isReleaseInfo = (v: unknown): v is ReleaseInfo =>
  isObject(v) &&
  (['id', 'remote', 'contractsRange', 'serverEntry', 'builtAt'] as const).every((key) => typeof v[key] === 'string') &&
  isObject(v.integrity) &&
  Object.values(v.integrity).every((sri) => typeof sri === 'string' && sri.startsWith('sha384-'));

export const isReleaseManifest = (value: unknown): value is ReleaseManifest => isRemoteManifest(value) && isReleaseInfo(value.metaData.release);

/** The URL of the remote's entry script, resolved against the manifest's URL. */
export const remoteEntryUrl = (manifest: RemoteManifest, manifestUrl: string): string =>
  new URL(`${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`, manifestUrl).href;
