/**
 * The deploy registry's state: for each remote the live release, the releases that were live
 * before it (what a rollback returns to, newest first), and the history of every switch.
 */
import { REMOTE_NAMES, type RemoteName } from '@ssb/contracts/node';

export interface DeployedRelease {
  manifestUrl: string;
  releaseId: string;
  contractsRange: string;
  /** When it became live (ISO 8601). */
  at: string;
  /** The name of the deploy token used (never the token). */
  by: string;
  /**
   * The sha384 of the manifest the registry fetched and pinned (releaseFiles.ts): the manifest and
   * server build every instance uses. Absent in a registry written before releases were pinned.
   */
  manifestDigest?: string;
}

/** What a history entry did: a switch of the live release, or a step of a canary release. */
export type HistoryAction = 'deploy' | 'rollback' | 'canary' | 'canary-step' | 'canary-promote' | 'canary-abort' | 'canary-rollback';

/**
 * Why a canary changed: who decided (the judge, or a person through the API) and the figures that
 * led to it, kept in the history as the judge saw them.
 */
export interface CanaryDecision {
  by: 'judge' | 'manual';
  /** One line for people: "INP p75 +24 % (interval +14 % to +35 %) crossed its margin of +10 %". */
  reason: string;
  /** The judge's figures per metric and cohort (canary/judge/verdict.ts), as JSON. */
  figures?: Record<string, unknown>;
}

export interface HistoryEntry extends DeployedRelease {
  action: HistoryAction;
  /** The canary's share after this entry (canary, canary-step). */
  share?: number;
  decision?: CanaryDecision;
}

/**
 * A release of the remote served to a share of visitors beside the live one (docs/remote-delivery.md,
 * "Canary releases"). Visitors are hashed with `salt` into the canary cohort (the first `share` of
 * the hash range), the control cohort (the last `share`: the live release, at the same time) or
 * the rest. Growing the share keeps everyone already in either cohort there.
 */
export interface CanaryRelease {
  /** The pinned release, as a deploy pins it; `at` is when the canary started, `by` who started it. */
  release: DeployedRelease;
  /** The share of visitors in the canary cohort, and as many again in control: 0 < share ≤ 0.5. */
  share: number;
  /** Random per canary: a visitor's cohorts of one canary say nothing of the next. */
  salt: string;
  /** When the share last changed (ISO 8601): the judge's minimum time at a step counts from it. */
  stepAt: string;
  /** The live release the control cohort gets (its id), when the canary started. */
  controlReleaseId: string | null;
}

export interface RemoteDeployState {
  live: DeployedRelease | null;
  /** Releases that were live before, newest first: a rollback goes to the first. */
  previous: DeployedRelease[];
  /** Every switch, newest first (bounded). */
  history: HistoryEntry[];
  /** Counts the switches of this remote: its ETag. */
  revision: number;
  /** The canary release running, if any (at most one per remote). Absent in older registries. */
  canary?: CanaryRelease | null;
}

export interface RegistryState {
  remotes: Record<RemoteName, RemoteDeployState>;
  /** Counts every switch: the ETag of the whole registry. */
  revision: number;
}

/** History kept per remote; older entries are dropped (the log has them). */
export const HISTORY_LIMIT = 50;

export function emptyRegistryState(): RegistryState {
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, { live: null, previous: [], history: [], revision: 0 }]));
  return { remotes: remotes as unknown as Record<RemoteName, RemoteDeployState>, revision: 0 };
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** One of the site's remotes (a name from a URL, a body or a cookie). */
export const isRemoteName = (name: unknown): name is RemoteName => typeof name === 'string' && (REMOTE_NAMES as readonly string[]).includes(name);

const isDeployedRelease = (v: unknown): v is DeployedRelease =>
  isObject(v) &&
  ['manifestUrl', 'releaseId', 'contractsRange', 'at', 'by'].every((k) => typeof v[k] === 'string') &&
  (v.manifestDigest === undefined || typeof v.manifestDigest === 'string');

/** Every action a history entry may name. */
const HISTORY_ACTIONS: readonly HistoryAction[] = [
  'deploy',
  'rollback',
  'canary',
  'canary-step',
  'canary-promote',
  'canary-abort',
  'canary-rollback',
];

/** A canary's share of visitors: more than none, and at most half (as many again are control). */
export const isCanaryShare = (share: unknown): share is number => typeof share === 'number' && Number.isFinite(share) && share > 0 && share <= 0.5;

const isCanaryDecision = (v: unknown): v is CanaryDecision =>
  isObject(v) && (v.by === 'judge' || v.by === 'manual') && typeof v.reason === 'string' && (v.figures === undefined || isObject(v.figures));

const isHistoryEntry = (v: unknown): v is HistoryEntry =>
  isObject(v) &&
  isDeployedRelease(v) &&
  (HISTORY_ACTIONS as readonly unknown[]).includes(v.action) &&
  (v.share === undefined || isCanaryShare(v.share)) &&
  (v.decision === undefined || isCanaryDecision(v.decision));

const isCanaryRelease = (v: unknown): v is CanaryRelease =>
  isObject(v) &&
  isDeployedRelease(v.release) &&
  isCanaryShare(v.share) &&
  typeof v.salt === 'string' &&
  v.salt.length > 0 &&
  typeof v.stepAt === 'string' &&
  (v.controlReleaseId === null || typeof v.controlReleaseId === 'string');

export function isRegistryState(value: unknown): value is RegistryState {
  if (!isObject(value) || typeof value.revision !== 'number' || !isObject(value.remotes)) return false;
  const remotes = value.remotes;
  return REMOTE_NAMES.every((name) => {
    const r = remotes[name];
    return (
      isObject(r) &&
      typeof r.revision === 'number' &&
      (r.live === null || isDeployedRelease(r.live)) &&
      Array.isArray(r.previous) &&
      r.previous.every(isDeployedRelease) &&
      Array.isArray(r.history) &&
      r.history.every(isHistoryEntry) &&
      // Absent in a registry saved before canaries existed.
      (r.canary === undefined || r.canary === null || isCanaryRelease(r.canary))
    );
  });
}

/** The ETag of the whole registry and of one remote. */
export const registryEtag = (state: RegistryState) => `"registry-${state.revision}"`;
export const remoteEtag = (name: RemoteName, state: RegistryState) => `"${name}-${state.remotes[name].revision}"`;
