/**
 * The runtime config of a visitor in canary cohorts: for each remote whose canary this visitor is
 * in, the canary release in place of the live one (as a preview substitutes a release,
 * previewSession.ts), and `cohorts` saying which cohorts the visitor is in, so that the browser
 * reports every page view of theirs and the judge can compare canary with control.
 */
import { REMOTE_NAMES, type CohortGroup, type RemoteName, type RuntimeConfig } from '@ssb/contracts/node';
import { isCanaryShare, isObject, type CanaryRelease, type RegistryState } from '../../deploy/registryState';
import { isDigest, pinnedManifestPath } from '../../deploy/releaseFiles';
import { cohortOf } from './cohortOf';

export type Cohorts = Partial<Record<RemoteName, CohortGroup>>;

/** A canary that can be served: pinned, with a share in range and a salt. A damaged one is not running. */
function isRunning(canary: unknown): canary is CanaryRelease & { release: { manifestDigest: string } } {
  if (!isObject(canary) || !isObject(canary.release)) return false;
  const { release } = canary;
  return (
    isCanaryShare(canary.share) &&
    typeof canary.salt === 'string' &&
    canary.salt.length > 0 &&
    typeof release.manifestUrl === 'string' &&
    typeof release.releaseId === 'string' &&
    typeof release.contractsRange === 'string' &&
    isDigest(release.manifestDigest)
  );
}

/** The canary running for `remote`, or null. */
function runningCanary(state: RegistryState, remote: RemoteName): (CanaryRelease & { release: { manifestDigest: string } }) | null {
  const canary: unknown = state.remotes[remote]?.canary;
  return isRunning(canary) ? canary : null;
}

/** The remotes with a canary running now. */
export const canaryRemotes = (state: RegistryState): RemoteName[] => REMOTE_NAMES.filter((remote) => runningCanary(state, remote) !== null);

/** The visitor's cohort of every canary running (remotes where it is in neither are left out). */
export function cohortsOf(visitorId: string, state: RegistryState): Cohorts {
  const cohorts: Cohorts = {};
  for (const remote of REMOTE_NAMES) {
    const canary = runningCanary(state, remote);
    const group = canary ? cohortOf(visitorId, canary) : null;
    if (group) cohorts[remote] = group;
  }
  return cohorts;
}

/** Every running canary's remote as if the visitor were in its canary cohort: what the render processes are warmed for. */
export const everyCanary = (state: RegistryState): Cohorts => Object.fromEntries(canaryRemotes(state).map((remote) => [remote, 'canary']));

/** The remotes whose canary release these cohorts get (rendered apart from the live releases). */
export const canariedOf = (cohorts: Cohorts): RemoteName[] => REMOTE_NAMES.filter((remote) => cohorts[remote] === 'canary');

/**
 * The config with the canary release of each remote whose canary cohort the visitor is in, and
 * `cohorts` (absent when the visitor is in none). A cohort naming a canary that no longer runs is
 * dropped: the visitor gets the live release, as everyone else.
 */
export function withCanaries(config: RuntimeConfig, state: RegistryState, cohorts: Cohorts): RuntimeConfig {
  const kept: Cohorts = {};
  const remotes = { ...config.remotes };
  const releases = { ...config.releases };
  for (const remote of REMOTE_NAMES) {
    const group = cohorts[remote];
    const canary = group ? runningCanary(state, remote) : null;
    if (!group || !canary) continue;
    kept[remote] = group;
    if (group !== 'canary') continue;
    const { release } = canary;
    remotes[remote] = release.manifestUrl;
    releases[remote] = { id: release.releaseId, contractsRange: release.contractsRange, manifest: pinnedManifestPath(release.manifestDigest) };
  }
  return Object.keys(kept).length > 0 ? { ...config, remotes, releases, cohorts: kept } : config;
}
