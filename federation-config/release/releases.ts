/** The releases a remote's dist/ folder holds, and pruning the old ones. */
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isReleaseManifest } from '@ssb/contracts/node';
import { MANIFEST, releasesDir } from './finalizeRelease';

export interface LocalRelease {
  id: string;
  builtAt: string;
  dir: string;
}

/** The finished releases, newest first (a folder without a release manifest is not one). */
export function listReleases(distDir: string): LocalRelease[] {
  const root = releasesDir(distDir);
  if (!existsSync(root)) return [];
  const releases: LocalRelease[] = [];
  for (const id of readdirSync(root)) {
    const file = path.join(root, id, MANIFEST);
    if (!existsSync(file)) continue;
    const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isReleaseManifest(manifest) && manifest.metaData.release.id === id)
      releases.push({ id, builtAt: manifest.metaData.release.builtAt, dir: path.join(root, id) });
  }
  return releases.sort((a, b) => b.builtAt.localeCompare(a.builtAt) || b.id.localeCompare(a.id));
}

/** The release the last build made (dist/latest.json), if it is still there. */
export function latestRelease(distDir: string): LocalRelease | undefined {
  const file = path.join(distDir, 'latest.json');
  if (!existsSync(file)) return listReleases(distDir)[0];
  const { id } = JSON.parse(readFileSync(file, 'utf8')) as { id: string };
  return listReleases(distDir).find((r) => r.id === id) ?? listReleases(distDir)[0];
}

export interface PruneResult {
  kept: string[];
  removed: string[];
}

/**
 * Keeps the newest `keep` releases, the latest build and every release in `liveIds`, removes the
 * rest. Those ids must come from the registry (the live release, the running canary and every
 * release live or in a canary in the last 7 days: registryClient.ts): a removed live release
 * would break the site for every visitor, and a recent one the pages still open on it.
 */
export function pruneReleases(distDir: string, keep: number, liveIds: readonly string[]): PruneResult {
  if (!Number.isInteger(keep) || keep < 1) throw new RangeError(`keep must be a whole number of at least 1, got ${keep}`);
  const releases = listReleases(distDir);
  const latest = latestRelease(distDir)?.id;
  const kept: string[] = [];
  const removed: string[] = [];
  releases.forEach((release, index) => {
    if (index < keep || liveIds.includes(release.id) || release.id === latest) kept.push(release.id);
    else {
      rmSync(release.dir, { recursive: true, force: true });
      removed.push(release.id);
    }
  });
  return { kept, removed };
}
