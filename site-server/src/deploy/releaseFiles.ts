/**
 * The files a release is pinned by: its manifest and its server build, as the registry fetched
 * and checked them at deploy or preview. Content-addressed (by sha384, the integrity a manifest
 * states), so every instance serves the same bytes and a file changed on the remote's origin
 * afterwards changes nothing. Beside the registry's file by default; in PostgreSQL with
 * DATABASE_URL (postgresRegistryStore.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sriOf } from '@ssb/contracts/node';
import { writeFileDurably } from '@ssb/server-kit/durableFile';

// The registry's files are the site's alone: render processes run as another user and must not read them.
const PRIVATE = { mode: 0o600 };

export interface ReleaseFileStore {
  /** Stores the bytes (once: the same bytes are the same file) and gives their digest. */
  put(bytes: Buffer): Promise<string>;
  /** The bytes stored under the digest, checked against it; null when there are none. */
  get(digest: string): Promise<Buffer | null>;
}

const DIGEST = /^sha384-[A-Za-z0-9+/]{64}$/;
const HEX = /^[0-9a-f]{96}$/;

export const isDigest = (value: unknown): value is string => typeof value === 'string' && DIGEST.test(value);

/** The digest as a file or URL name can hold it (hex). */
export const hexOfDigest = (digest: string): string => Buffer.from(digest.slice('sha384-'.length), 'base64').toString('hex');

export const digestOfHex = (hex: string): string | null => (HEX.test(hex) ? `sha384-${Buffer.from(hex, 'hex').toString('base64')}` : null);

/** Where browsers read a pinned manifest: from the site, never from the remote's origin. */
const PINNED_MANIFEST_PREFIX = '/_releases/manifests/';
export const pinnedManifestPath = (digest: string): string => `${PINNED_MANIFEST_PREFIX}${hexOfDigest(digest)}.json`;
export const digestOfPinnedPath = (pinned: string): string | null => {
  const match = /^\/_releases\/manifests\/([0-9a-f]{96})\.json$/.exec(pinned);
  return match?.[1] ? digestOfHex(match[1]) : null;
};

/** The bytes, when they are what the digest says; null otherwise (a damaged copy is no copy). */
export const verified = (bytes: Buffer | null, digest: string): Buffer | null => (bytes && sriOf(bytes) === digest ? bytes : null);

/** Files named by their digest in `dir`, each whole or absent. */
export function createDirectoryFileStore(dir: string): ReleaseFileStore {
  const fileOf = (digest: string) => path.join(dir, hexOfDigest(digest));
  return {
    async put(bytes) {
      const digest = sriOf(bytes);
      const file = fileOf(digest);
      if (!existsSync(file)) writeFileDurably(file, bytes, PRIVATE);
      return digest;
    },
    async get(digest) {
      if (!isDigest(digest)) return null;
      const file = fileOf(digest);
      return existsSync(file) ? verified(readFileSync(file), digest) : null;
    },
  };
}
