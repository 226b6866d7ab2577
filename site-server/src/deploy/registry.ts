/**
 * The deploy registry: the source of truth for which release of each remote is live. Every
 * switch is checked first (releaseChecks.ts), then applied under one lock and saved before it
 * answers, so that it is atomic, durable and never interleaved with another switch. With a
 * store shared by several instances, a switch starts from the newest stored state, and the
 * store's compare-and-swap refuses one that lost a race. A switch that lost is applied again on
 * the winner's state (the later switch wins), unless it carried If-Match: then it is 412, since
 * what it was conditional on is gone. A canary's steps (start, step, promote, abort) go the same
 * way and are in the history as switches are.
 */
import { randomBytes } from 'node:crypto';
import { CONTRACTS_VERSION, acceptsContracts, isReleaseManifest, type ReleaseManifest, type RemoteName } from '@ssb/contracts/node';
import { checkRelease, type CheckName, type ReleaseCheckOptions } from './releaseChecks';
import { RegistryBusyError, RegistryConflictError, type RegistryStore } from './registryStore';
import {
  HISTORY_LIMIT,
  isCanaryShare,
  registryEtag,
  remoteEtag,
  type CanaryDecision,
  type DeployedRelease,
  type HistoryEntry,
  type RegistryState,
  type RemoteDeployState,
} from './registryState';
import { isRefusal, type CanaryAction, type CanaryOutcome, type SwitchOutcome, type SwitchRefusal } from './switchOutcome';
import { badShare, canaryRunning, endCanary, noCanary, promoteCanary, startCanary, stepCanary } from './canaryChanges';

export type { CanaryAction, CanaryOutcome, SwitchOutcome, SwitchRefusal } from './switchOutcome';

interface SwitchRequest {
  remote: RemoteName;
  /** The name of the token that asked. */
  by: string;
  /** The If-Match header: the registry's or this remote's ETag when the caller read it. */
  ifMatch?: string;
}

export interface DeployRegistry {
  /** The state now (a copy is not made: do not change it). */
  state(): RegistryState;
  deploy(request: SwitchRequest & { manifestUrl: string }): Promise<SwitchOutcome>;
  rollback(request: SwitchRequest): Promise<SwitchOutcome>;
  /**
   * Starts a canary: the deploy's checks and pinning, then the release is served to `share` of
   * visitors (0 < share ≤ 0.5) and the live release to as many again as control.
   */
  canary(request: SwitchRequest & { manifestUrl: string; share: number }): Promise<CanaryOutcome>;
  /** Raises the running canary's share (above the current one, at most 0.5). */
  canaryStep(request: SwitchRequest & { share: number; decision: CanaryDecision }): Promise<CanaryOutcome>;
  /** The canary's release becomes live, as a deploy makes it; a rollback returns to the live one before. */
  promoteCanary(request: SwitchRequest & { decision?: CanaryDecision }): Promise<CanaryOutcome>;
  /** Ends the canary, the live release unchanged: `canary-rollback` is the judge's, `canary-abort` anyone's. */
  abortCanary(request: SwitchRequest & { decision?: CanaryDecision; action: 'canary-abort' | 'canary-rollback' }): Promise<CanaryOutcome>;
  /**
   * Runs a deploy's checks on a release and pins its files, without switching anything (a preview
   * is made so).
   */
  pin(remote: RemoteName, manifestUrl: string): Promise<PinResult>;
  /** The store of pinned files (manifests and server builds, by digest). */
  files: RegistryStore['files'];
  /** The previews: started ones until they expire (their releases are kept), ended ones refused. */
  previews: RegistryStore['previews'];
  /** The contracts version of the running shell, which every release's range must accept (check `contracts`). */
  contractsVersion: string;
  /** Named leases in the store: one instance of all that share it runs the canary judge. */
  lease: RegistryStore['lease'];
  /** Whether remotes may be served from the origin of `url` (the allowlist, as deploys use it). */
  allowsOrigin(url: string): boolean;
  /** Re-reads the store (another instance may have switched). */
  refresh(): Promise<void>;
  /** Called after every switch, and after a refresh that found one. */
  onChange(listener: (state: RegistryState) => void): void;
  describeStore(): string;
  /** Closes the store (its connections); the registry is not used after. */
  close(): Promise<void>;
}

type PinResult =
  | { ok: true; manifest: ReleaseManifest; manifestDigest: string }
  | { ok: false; status: 422; error: 'check-failed'; check: CheckName; message: string }
  | { ok: false; status: 409; error: 'release-id-reused'; releaseId: string; message: string };

/** What a release's files are: its integrity list, in a fixed order (builtAt and the like aside). */
const filesOf = (manifest: ReleaseManifest): string =>
  JSON.stringify(Object.entries(manifest.metaData.release.integrity).sort(([a], [b]) => a.localeCompare(b)));

type Applied<T> = { ok: true; value: T; state: RegistryState } | SwitchRefusal;

interface CanaryChanged {
  entry: HistoryEntry;
  before: DeployedRelease | null;
}

export interface RegistryOptions {
  store: RegistryStore;
  checks: ReleaseCheckOptions;
  now?: () => Date;
}

/** How often a switch without If-Match is tried when other instances keep switching first. */
const SWITCH_ATTEMPTS = 5;

/** True when If-Match (absent, `*`, the registry's or this remote's ETag) allows the switch. */
function matches(ifMatch: string | undefined, state: RegistryState, remote: RemoteName): boolean {
  if (ifMatch === undefined) return true;
  const tags = ifMatch.split(',').map((t) => t.trim());
  return tags.some((tag) => tag === '*' || tag === registryEtag(state) || tag === remoteEtag(remote, state));
}

const preconditionFailed = (remote: RemoteName, state: RegistryState): SwitchRefusal => ({
  ok: false,
  status: 412,
  error: 'precondition-failed',
  message: `the registry changed since you read it (now ${registryEtag(state)}, ${remote} ${remoteEtag(remote, state)}): read it again and retry`,
});

export async function createDeployRegistry(options: RegistryOptions): Promise<DeployRegistry> {
  const { store, checks, now = () => new Date() } = options;
  let current = await store.load();
  const listeners: ((state: RegistryState) => void)[] = [];
  // One switch at a time: each waits for the one before it.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  // Under the lock only: a refresh that read before a switch saved must not undo it.
  async function reload(): Promise<void> {
    const loaded = await store.load();
    if (loaded.revision !== current.revision) {
      current = loaded;
      for (const listener of listeners) listener(current);
    }
  }

  /**
   * Changes the newest state under the lock and saves it before anyone is told. `change` works on
   * a copy and may refuse, on seeing the newest state, without anything saved.
   */
  async function apply<T>(remote: RemoteName, ifMatch: string | undefined, change: (state: RegistryState) => T | SwitchRefusal): Promise<Applied<T>> {
    return exclusive(async () => {
      // Another instance may have switched since the last refresh: build on what it saved.
      if (store.shared) await reload();
      for (let attempt = 1; ; attempt += 1) {
        if (!matches(ifMatch, current, remote)) return preconditionFailed(remote, current);
        const next = structuredClone(current);
        const value = change(next);
        if (isRefusal(value)) return value;
        next.revision += 1;
        next.remotes[remote].revision += 1;
        next.remotes[remote].history = next.remotes[remote].history.slice(0, HISTORY_LIMIT);
        try {
          await store.save(next); // durable before anyone is told
          current = next;
          for (const listener of listeners) listener(current);
          return { ok: true, value, state: current };
        } catch (error) {
          if (!(error instanceof RegistryBusyError || error instanceof RegistryConflictError)) throw error;
          // Lost the race to another instance: take its state, never write over it.
          if (error instanceof RegistryConflictError) await reload();
          // Without If-Match the caller asked for this release whatever is live, so the later
          // switch wins: it is applied again on top of the winner's state. With If-Match it
          // asked only over what it read, which is gone.
          if (ifMatch === undefined && attempt < SWITCH_ATTEMPTS) continue;
          if (error instanceof RegistryBusyError)
            return { ok: false, status: 409, error: 'busy', message: `${error.message}; try again in a moment` };
          return preconditionFailed(remote, current);
        }
      }
    });
  }

  /** A switch as it is answered: what was live before and after. */
  const switched = (applied: Applied<{ before: DeployedRelease | null; after: DeployedRelease }>): SwitchOutcome =>
    applied.ok ? { ok: true, ...applied.value, state: applied.state } : applied;

  /** A canary's change of one remote, with the live release it found (the newest). */
  const canaryChange =
    (remote: RemoteName, change: (entry: RemoteDeployState, state: RegistryState) => HistoryEntry | SwitchRefusal) =>
    (state: RegistryState): CanaryChanged | SwitchRefusal => {
      const before = state.remotes[remote].live;
      const written = change(state.remotes[remote], state);
      return isRefusal(written) ? written : { entry: written, before };
    };

  /** A canary's step as it is answered. */
  function canaryOutcome(remote: RemoteName, action: CanaryAction, applied: Applied<CanaryChanged>): CanaryOutcome {
    if (!applied.ok) return applied;
    const { live, canary } = applied.state.remotes[remote];
    return { ok: true, action, ...applied.value, live, canary: canary ?? null, state: applied.state };
  }

  /**
   * The newest state of a remote with a canary on this instance's last read: another instance may
   * have ended it since, and a refusal must not rest on an old poll.
   */
  async function freshWhenCanary(remote: RemoteName): Promise<void> {
    if (store.shared && current.remotes[remote].canary) await exclusive(reload);
  }

  /** The files of releases pinned by this instance (previews included), by remote and release id. */
  const pinnedFiles = new Map<string, string>();

  /**
   * The files the registry knows a release id by, if any: pinned here, or recorded live, before,
   * in the history or in a canary. A second build under a known id is refused: a release id names
   * one build, so that nothing (a render process, a cache, a person reading the history) can take
   * one build for another.
   */
  async function knownFiles(remote: RemoteName, releaseId: string): Promise<string | null> {
    const pinned = pinnedFiles.get(`${remote}:${releaseId}`);
    if (pinned) return pinned;
    const entry = current.remotes[remote];
    const recorded = [entry.live, ...entry.previous, ...entry.history, entry.canary?.release].find(
      (release) => release?.releaseId === releaseId && release.manifestDigest,
    );
    const bytes = recorded?.manifestDigest ? await store.files.get(recorded.manifestDigest) : null;
    const manifest: unknown = bytes ? JSON.parse(bytes.toString('utf8')) : null;
    return isReleaseManifest(manifest) ? filesOf(manifest) : null;
  }

  /** The checks, then the manifest and the server build stored by digest: the release is pinned. */
  async function pin(remote: RemoteName, manifestUrl: string): Promise<PinResult> {
    const result = await checkRelease(remote, manifestUrl, checks);
    if (!result.ok) return { ok: false, status: 422, error: 'check-failed', check: result.check, message: result.message };
    const { id } = result.manifest.metaData.release;
    const known = await knownFiles(remote, id);
    if (known !== null && known !== filesOf(result.manifest))
      return {
        ok: false,
        status: 409,
        error: 'release-id-reused',
        releaseId: id,
        message: `release ${id} of ${remote} is already known with other files: build it again with a release id of its own`,
      };
    pinnedFiles.set(`${remote}:${id}`, filesOf(result.manifest));
    await store.files.put(result.serverBytes);
    const manifestDigest = await store.files.put(result.manifestBytes);
    return { ok: true, manifest: result.manifest, manifestDigest };
  }

  /**
   * A release the registry pinned before (a rollback's target): its stored manifest, checked
   * against today's contracts again; fetched and pinned anew only when the store lacks it (a
   * registry written before releases were pinned).
   */
  async function repin(remote: RemoteName, release: DeployedRelease): Promise<PinResult> {
    const bytes = release.manifestDigest ? await store.files.get(release.manifestDigest) : null;
    const manifest: unknown = bytes ? JSON.parse(bytes.toString('utf8')) : null;
    if (!release.manifestDigest || !isReleaseManifest(manifest)) return pin(remote, release.manifestUrl);
    const { contractsRange, id } = manifest.metaData.release;
    if (!acceptsContracts(checks.hostContractsVersion ?? CONTRACTS_VERSION, contractsRange))
      return { ok: false, status: 422, error: 'check-failed', check: 'contracts', message: `release ${id} needs contracts ${contractsRange}` };
    return { ok: true, manifest, manifestDigest: release.manifestDigest };
  }

  return {
    state: () => current,
    async deploy({ remote, manifestUrl, by, ifMatch }) {
      await freshWhenCanary(remote);
      if (!matches(ifMatch, current, remote)) return preconditionFailed(remote, current);
      const running = current.remotes[remote].canary;
      if (running) return canaryRunning(remote, running);
      const result = await pin(remote, manifestUrl);
      if (!result.ok) return result;
      const { release } = result.manifest.metaData;
      const after: DeployedRelease = {
        manifestUrl,
        releaseId: release.id,
        contractsRange: release.contractsRange,
        at: now().toISOString(),
        by,
        manifestDigest: result.manifestDigest,
      };
      const applied = await apply(remote, ifMatch, (state) => {
        const entry = state.remotes[remote];
        if (entry.canary) return canaryRunning(remote, entry.canary);
        const before = entry.live;
        if (before) entry.previous.unshift(before);
        entry.live = after;
        entry.history.unshift({ ...after, action: 'deploy' });
        return { before, after };
      });
      return switched(applied);
    },
    async rollback({ remote, by, ifMatch }) {
      // The release to go back to is chosen from the newest state, not this instance's last poll.
      if (store.shared) await exclusive(reload);
      if (!matches(ifMatch, current, remote)) return preconditionFailed(remote, current);
      const running = current.remotes[remote].canary;
      if (running) return canaryRunning(remote, running);
      const target = current.remotes[remote].previous[0];
      if (!target) return { ok: false, status: 409, error: 'nothing-to-roll-back', message: `${remote} has no earlier release to go back to` };
      const result = await repin(remote, target);
      if (!result.ok) return result;
      const after: DeployedRelease = { ...target, at: now().toISOString(), by, manifestDigest: result.manifestDigest };
      const applied = await apply(remote, ifMatch, (state) => {
        const entry = state.remotes[remote];
        if (entry.canary) return canaryRunning(remote, entry.canary);
        // Another switch may have come in while the checks ran: go back from what is live now.
        if (entry.previous[0]?.manifestUrl !== target.manifestUrl) return preconditionFailed(remote, state);
        const before = entry.live;
        entry.previous.shift();
        entry.live = after;
        entry.history.unshift({ ...after, action: 'rollback' });
        return { before, after };
      });
      return switched(applied);
    },
    async canary({ remote, manifestUrl, share, by, ifMatch }) {
      if (!isCanaryShare(share)) return badShare(share);
      // Refused before anything is fetched when the newest state already says no.
      if (store.shared) await exclusive(reload);
      if (!matches(ifMatch, current, remote)) return preconditionFailed(remote, current);
      const running = current.remotes[remote].canary;
      if (running) return canaryRunning(remote, running);
      const result = await pin(remote, manifestUrl);
      if (!result.ok) return result;
      const { release: info } = result.manifest.metaData;
      const at = now().toISOString();
      const release: DeployedRelease = {
        manifestUrl,
        releaseId: info.id,
        contractsRange: info.contractsRange,
        at,
        by,
        manifestDigest: result.manifestDigest,
      };
      // Random per canary: who was in one canary's cohort says nothing of the next one's.
      const salt = randomBytes(16).toString('base64url');
      const applied = await apply(
        remote,
        ifMatch,
        canaryChange(remote, (entry) => startCanary(remote, entry, { release, share, salt, stepAt: at })),
      );
      return canaryOutcome(remote, 'canary', applied);
    },
    async canaryStep({ remote, share, by, decision, ifMatch }) {
      if (!isCanaryShare(share)) return badShare(share);
      const at = now().toISOString();
      const applied = await apply(
        remote,
        ifMatch,
        canaryChange(remote, (entry) => stepCanary(remote, entry, { share, at, by, decision })),
      );
      return canaryOutcome(remote, 'canary-step', applied);
    },
    async promoteCanary({ remote, by, decision, ifMatch }) {
      if (store.shared) await exclusive(reload);
      if (!matches(ifMatch, current, remote)) return preconditionFailed(remote, current);
      const target = current.remotes[remote].canary;
      if (!target) return noCanary(remote);
      // Checked against today's contracts again, as a rollback's target is.
      const result = await repin(remote, target.release);
      if (!result.ok) return result;
      const after: DeployedRelease = { ...target.release, at: now().toISOString(), by, manifestDigest: result.manifestDigest };
      const applied = await apply(
        remote,
        ifMatch,
        canaryChange(remote, (entry, state) =>
          // Another canary may have taken its place while the checks ran: that one was not judged.
          entry.canary && entry.canary.salt !== target.salt ? preconditionFailed(remote, state) : promoteCanary(remote, entry, after, decision),
        ),
      );
      return canaryOutcome(remote, 'canary-promote', applied);
    },
    async abortCanary({ remote, by, decision, action, ifMatch }) {
      const at = now().toISOString();
      const applied = await apply(
        remote,
        ifMatch,
        canaryChange(remote, (entry) => endCanary(remote, entry, { action, at, by, decision })),
      );
      return canaryOutcome(remote, action, applied);
    },
    pin,
    files: store.files,
    previews: store.previews,
    contractsVersion: checks.hostContractsVersion ?? CONTRACTS_VERSION,
    lease: store.lease,
    allowsOrigin: (url) => URL.canParse(url) && checks.allowlist.allows(url),
    refresh: () => exclusive(reload),
    onChange: (listener) => void listeners.push(listener),
    describeStore: () => store.describe(),
    close: async () => store.close?.(),
  };
}
