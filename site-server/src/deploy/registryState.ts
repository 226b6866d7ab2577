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

export interface HistoryEntry extends DeployedRelease {
  action: 'deploy' | 'rollback';
}

export interface RemoteDeployState {
  live: DeployedRelease | null;
  /** Releases that were live before, newest first: a rollback goes to the first. */
  previous: DeployedRelease[];
  /** Every switch, newest first (bounded). */
  history: HistoryEntry[];
  /** Counts the switches of this remote: its ETag. */
  revision: number;
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
      r.history.every(isDeployedRelease)
    );
  });
}

/** The ETag of the whole registry and of one remote. */
export const registryEtag = (state: RegistryState) => `"registry-${state.revision}"`;
export const remoteEtag = (name: RemoteName, state: RegistryState) => `"${name}-${state.remotes[name].revision}"`;
