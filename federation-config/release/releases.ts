/** The releases a remote's dist/ folder holds, and pruning the old ones. */
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isReleaseManifest, type ReleaseManifest } from '@ssb/contracts/node';
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

/** The manifest of a release in dist/ (a release of listReleases). */
export function releaseManifest(release: LocalRelease): ReleaseManifest {
  const manifest: unknown = JSON.parse(readFileSync(path.join(release.dir, MANIFEST), 'utf8'));
  if (!isReleaseManifest(manifest)) throw new Error(`${path.join(release.dir, MANIFEST)} is not a release manifest`);
  return manifest;
}

/** The releases a prune must keep whatever their age, as the registry says (registryClient.ts). */
export interface RetainedReleases {
  /** Live, in a canary, a rollback's target, or either of these in the last 7 days. */
  deployed: readonly string[];
  /** Shown by a preview that has neither ended nor expired. */
  previewed: readonly string[];
}

export interface PruneResult {
  kept: string[];
  removed: string[];
  /** The kept releases that a preview shows. */
  previewed: string[];
}

/**
 * Keeps the newest `keep` releases, the latest build and every release `retained` names, removes
 * the rest. Those ids must come from the registry: a removed live release would break the site
 * for every visitor, a recent one the pages still open on it, and a previewed one the browsers
 * previewing it (their pages load its chunks from this folder's origin).
 */
export function pruneReleases(distDir: string, keep: number, retained: RetainedReleases): PruneResult {
  if (!Number.isInteger(keep) || keep < 1) throw new RangeError(`keep must be a whole number of at least 1, got ${keep}`);
  const releases = listReleases(distDir);
  const latest = latestRelease(distDir)?.id;
  const kept: string[] = [];
  const removed: string[] = [];
  releases.forEach((release, index) => {
    const needed = retained.deployed.includes(release.id) || retained.previewed.includes(release.id);
    if (index < keep || needed || release.id === latest) kept.push(release.id);
    else {
      rmSync(release.dir, { recursive: true, force: true });
      removed.push(release.id);
    }
  });
  return { kept, removed, previewed: kept.filter((id) => retained.previewed.includes(id)) };
}
