/**
 * The deploy registry: the source of truth for which release of each remote is live. Every
 * switch is checked first (releaseChecks.ts), then applied under one lock and saved before it
 * answers, so that it is atomic, durable and never interleaved with another switch. With a
 * store shared by several instances, a switch starts from the newest stored state, and the
 * store's compare-and-swap refuses one that lost a race. A switch that lost is applied again on
 * the winner's state (the later switch wins), unless it carried If-Match: then it is 412, since
 * what it was conditional on is gone.
 */
import { CONTRACTS_VERSION, acceptsContracts, isReleaseManifest, type ReleaseManifest, type RemoteName } from '@ssb/contracts/node';
import { checkRelease, type CheckName, type ReleaseCheckOptions } from './releaseChecks';
import { RegistryBusyError, RegistryConflictError, type RegistryStore } from './registryStore';
import { HISTORY_LIMIT, registryEtag, remoteEtag, type DeployedRelease, type RegistryState } from './registryState';

export type SwitchOutcome =
  | { ok: true; before: DeployedRelease | null; after: DeployedRelease; state: RegistryState }
  | { ok: false; status: 409; error: 'nothing-to-roll-back' | 'busy'; message: string }
  | { ok: false; status: 412; error: 'precondition-failed'; message: string }
  | { ok: false; status: 422; error: 'check-failed'; check: CheckName; message: string };

export interface SwitchRequest {
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
   * Runs a deploy's checks on a release and pins its files, without switching anything (a preview
   * is made so).
   */
  pin(remote: RemoteName, manifestUrl: string): Promise<PinResult>;
  /** The store of pinned files (manifests and server builds, by digest). */
  files: RegistryStore['files'];
  /** Previews ended before their cookie expired. */
  previews: RegistryStore['previews'];
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

export type PinResult =
  | { ok: true; manifest: ReleaseManifest; manifestDigest: string }
  | { ok: false; status: 422; error: 'check-failed'; check: CheckName; message: string };

export interface RegistryOptions {
  store: RegistryStore;
  checks: ReleaseCheckOptions;
  now?: () => Date;
}

/** True when If-Match (absent, `*`, the registry's or this remote's ETag) allows the switch. */
/** How often a switch without If-Match is tried when other instances keep switching first. */
const SWITCH_ATTEMPTS = 5;

function matches(ifMatch: string | undefined, state: RegistryState, remote: RemoteName): boolean {
  if (ifMatch === undefined) return true;
  const tags = ifMatch.split(',').map((t) => t.trim());
  return tags.some((tag) => tag === '*' || tag === registryEtag(state) || tag === remoteEtag(remote, state));
}

const preconditionFailed = (remote: RemoteName, state: RegistryState): SwitchOutcome => ({
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

  async function apply(
    remote: RemoteName,
    ifMatch: string | undefined,
    change: (state: RegistryState) => { before: DeployedRelease | null; after: DeployedRelease },
  ): Promise<SwitchOutcome> {
    return exclusive(async () => {
      // Another instance may have switched since the last refresh: build on what it saved.
      if (store.shared) await reload();
      for (let attempt = 1; ; attempt += 1) {
        if (!matches(ifMatch, current, remote)) return preconditionFailed(remote, current);
        const next = structuredClone(current);
        const { before, after } = change(next);
        next.revision += 1;
        next.remotes[remote].revision += 1;
        next.remotes[remote].history = next.remotes[remote].history.slice(0, HISTORY_LIMIT);
        try {
          await store.save(next); // durable before anyone is told
          current = next;
          for (const listener of listeners) listener(current);
          return { ok: true, before, after, state: current };
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

  /** The checks, then the manifest and the server build stored by digest: the release is pinned. */
  async function pin(remote: RemoteName, manifestUrl: string): Promise<PinResult> {
    const result = await checkRelease(remote, manifestUrl, checks);
    if (!result.ok) return { ok: false, status: 422, error: 'check-failed', check: result.check, message: result.message };
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
      if (!matches(ifMatch, current, remote)) return preconditionFailed(remote, current);
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
      return apply(remote, ifMatch, (state) => {
        const entry = state.remotes[remote];
        const before = entry.live;
        if (before) entry.previous.unshift(before);
        entry.live = after;
        entry.history.unshift({ ...after, action: 'deploy' });
        return { before, after };
      });
    },
    async rollback({ remote, by, ifMatch }) {
      // The release to go back to is chosen from the newest state, not this instance's last poll.
      if (store.shared) await exclusive(reload);
      if (!matches(ifMatch, current, remote)) return preconditionFailed(remote, current);
      const target = current.remotes[remote].previous[0];
      if (!target) return { ok: false, status: 409, error: 'nothing-to-roll-back', message: `${remote} has no earlier release to go back to` };
      const result = await repin(remote, target);
      if (!result.ok) return result;
      const after: DeployedRelease = { ...target, at: now().toISOString(), by, manifestDigest: result.manifestDigest };
      return apply(remote, ifMatch, (state) => {
        const entry = state.remotes[remote];
        // Another switch may have come in while the checks ran: go back from what is live now.
        if (entry.previous[0]?.manifestUrl !== target.manifestUrl) throw new Error('the registry changed during the rollback');
        const before = entry.live;
        entry.previous.shift();
        entry.live = after;
        entry.history.unshift({ ...after, action: 'rollback' });
        return { before, after };
      }).catch((error: unknown) =>
        error instanceof Error && error.message.includes('changed during') ? preconditionFailed(remote, current) : Promise.reject(error),
      );
    },
    pin,
    files: store.files,
    previews: store.previews,
    allowsOrigin: (url) => URL.canParse(url) && checks.allowlist.allows(url),
    refresh: () => exclusive(reload),
    onChange: (listener) => void listeners.push(listener),
    describeStore: () => store.describe(),
    close: async () => store.close?.(),
  };
}
