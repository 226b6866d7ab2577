/**
 * A canary's steps as changes of one remote's state (docs/remote-delivery.md, "Canary releases"):
 * each is applied by the registry on the newest state, under its lock, and either changes the
 * state and gives the history entry it wrote, or changes nothing and says why.
 */
import type { RemoteName } from '@ssb/contracts/node';
import type { CanaryDecision, CanaryRelease, DeployedRelease, HistoryEntry, RemoteDeployState } from './registryState';
import type { SwitchRefusal } from './switchOutcome';

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;

export const canaryRunning = (remote: RemoteName, canary: CanaryRelease): SwitchRefusal => ({
  ok: false,
  status: 409,
  error: 'canary-running',
  message: `a canary of ${canary.release.releaseId} runs on ${remote} (${percent(canary.share)} of visitors): promote or abort the canary of ${canary.release.releaseId} first`,
});

export const noCanary = (remote: RemoteName): SwitchRefusal => ({
  ok: false,
  status: 409,
  error: 'no-canary',
  message: `${remote} has no canary running: start one with POST /_deploy/remotes/${remote}/canary`,
});

export const badShare = (share: unknown): SwitchRefusal => ({
  ok: false,
  status: 400,
  error: 'bad-request',
  field: 'share',
  message: `share must be a number above 0 and at most 0.5 (the canary's share of visitors; as many again get the live release as control), got ${typeof share === 'number' ? share : `a ${typeof share}`}`,
});

const decided = (decision: CanaryDecision | undefined) => (decision ? { decision } : {});

/** Starts `canary` beside the live release, which the control cohort gets. */
export function startCanary(
  remote: RemoteName,
  entry: RemoteDeployState,
  canary: Omit<CanaryRelease, 'controlReleaseId'>,
): HistoryEntry | SwitchRefusal {
  if (entry.canary) return canaryRunning(remote, entry.canary);
  if (!entry.live)
    return {
      ok: false,
      status: 409,
      error: 'nothing-live',
      message: `${remote} has no live release to compare a canary with: deploy a release first, then start canaries of the next ones`,
    };
  if (entry.live.releaseId === canary.release.releaseId)
    return {
      ok: false,
      status: 409,
      error: 'already-live',
      message: `${canary.release.releaseId} is live on ${remote} already: a canary is of a release that is not`,
    };
  entry.canary = { ...canary, controlReleaseId: entry.live.releaseId };
  const written: HistoryEntry = { ...canary.release, action: 'canary', share: canary.share };
  entry.history.unshift(written);
  return written;
}

/** Raises the canary's share (and as much again for control); its time at this step starts now. */
export function stepCanary(
  remote: RemoteName,
  entry: RemoteDeployState,
  { share, at, by, decision }: { share: number; at: string; by: string; decision?: CanaryDecision },
): HistoryEntry | SwitchRefusal {
  const canary = entry.canary;
  if (!canary) return noCanary(remote);
  if (share <= canary.share)
    return {
      ok: false,
      status: 409,
      error: 'share-not-raised',
      message: `the canary of ${canary.release.releaseId} on ${remote} is at ${percent(canary.share)} already: a step raises it (to at most 50 %); promote it to give it everyone`,
    };
  entry.canary = { ...canary, share, stepAt: at };
  const written: HistoryEntry = { ...canary.release, at, by, action: 'canary-step', share, ...decided(decision) };
  entry.history.unshift(written);
  return written;
}

/** The canary's release becomes live as a deploy makes it: the live one before is what a rollback returns to. */
export function promoteCanary(
  remote: RemoteName,
  entry: RemoteDeployState,
  after: DeployedRelease,
  decision?: CanaryDecision,
): HistoryEntry | SwitchRefusal {
  if (!entry.canary) return noCanary(remote);
  if (entry.live) entry.previous.unshift(entry.live);
  entry.live = after;
  entry.canary = null;
  const written: HistoryEntry = { ...after, action: 'canary-promote', ...decided(decision) };
  entry.history.unshift(written);
  return written;
}

/** Ends the canary; the live release stays, for everyone again. */
export function endCanary(
  remote: RemoteName,
  entry: RemoteDeployState,
  { action, at, by, decision }: { action: 'canary-abort' | 'canary-rollback'; at: string; by: string; decision?: CanaryDecision },
): HistoryEntry | SwitchRefusal {
  const canary = entry.canary;
  if (!canary) return noCanary(remote);
  entry.canary = null;
  const written: HistoryEntry = { ...canary.release, at, by, action, ...decided(decision) };
  entry.history.unshift(written);
  return written;
}
