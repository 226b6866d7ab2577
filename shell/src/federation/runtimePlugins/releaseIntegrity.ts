/**
 * The integrity of each script of the releases whose manifests this page has read, by the
 * script's absolute URL: the manifest states them, the script tags carry them.
 */
import { isReleaseManifest } from '@ssb/contracts';

const known = new Map<string, string>();

const withoutQuery = (url: string) => url.split('?')[0] ?? url;

export function recordManifest(manifestUrl: string, manifest: unknown): void {
  if (!isReleaseManifest(manifest)) return;
  for (const [file, integrity] of Object.entries(manifest.metaData.release.integrity))
    known.set(withoutQuery(new URL(file, manifestUrl).href), integrity);
}

export const integrityOf = (scriptUrl: string): string | undefined => known.get(withoutQuery(scriptUrl));

/** For tests. */
export const forgetManifests = () => known.clear();
