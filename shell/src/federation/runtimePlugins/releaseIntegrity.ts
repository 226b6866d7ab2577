/**
 * The integrity of each script of the releases whose manifests this page has read, by the
 * script's absolute URL: the manifest states them, the script tags carry them. Also where each
 * release's files load from, so that an error can be told to be a remote's (../remoteFiles.ts).
 */
import { isReleaseManifest } from '@ssb/contracts';

const known = new Map<string, string>();
/** A release's absolute publicPath (its files on a CDN, say), by its manifest's URL. */
const publicPaths = new Map<string, string>();

const withoutQuery = (url: string) => url.split('?')[0] ?? url;

export function recordManifest(manifestUrl: string, manifest: unknown): void {
  if (!isReleaseManifest(manifest)) return;
  const publicPath: unknown = (manifest.metaData as { publicPath?: unknown }).publicPath;
  if (typeof publicPath === 'string' && /^https?:\/\//.test(publicPath) && URL.canParse(publicPath)) publicPaths.set(manifestUrl, publicPath);
  for (const [file, integrity] of Object.entries(manifest.metaData.release.integrity))
    known.set(withoutQuery(new URL(file, manifestUrl).href), integrity);
}

export const integrityOf = (scriptUrl: string): string | undefined => known.get(withoutQuery(scriptUrl));

/** Where the files of the release read from `manifestUrl` load, when its manifest names an absolute place ('auto': beside the manifest). */
export const publicPathOf = (manifestUrl: string): string | undefined => publicPaths.get(manifestUrl);

/** For tests. */
export const forgetManifests = () => {
  known.clear();
  publicPaths.clear();
};
