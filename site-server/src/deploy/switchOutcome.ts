/**
 * What the registry answers to a switch (a deploy, a rollback) and to a canary's steps: what it
 * did, or why it did nothing, with a message that says what to do instead.
 */
import type { CheckName } from './releaseChecks';
import type { CanaryRelease, DeployedRelease, HistoryAction, HistoryEntry, RegistryState } from './registryState';

export type SwitchRefusal =
  | { ok: false; status: 400; error: 'bad-request'; field: 'share'; message: string }
  | {
      ok: false;
      status: 409;
      error: 'nothing-to-roll-back' | 'busy' | 'canary-running' | 'nothing-live' | 'already-live' | 'no-canary' | 'share-not-raised';
      message: string;
    }
  | { ok: false; status: 412; error: 'precondition-failed'; message: string }
  | { ok: false; status: 422; error: 'check-failed'; check: CheckName; message: string }
  | { ok: false; status: 409; error: 'release-id-reused'; releaseId: string; message: string };

export type SwitchOutcome = { ok: true; before: DeployedRelease | null; after: DeployedRelease; state: RegistryState } | SwitchRefusal;

/** The history actions of a canary. */
export type CanaryAction = Exclude<HistoryAction, 'deploy' | 'rollback'>;

export type CanaryOutcome =
  | {
      ok: true;
      action: CanaryAction;
      /** The history entry it wrote. */
      entry: HistoryEntry;
      /** The live release before, and after (they differ after a promotion only). */
      before: DeployedRelease | null;
      live: DeployedRelease | null;
      /** The canary running now (null once promoted or aborted). */
      canary: CanaryRelease | null;
      state: RegistryState;
    }
  | SwitchRefusal;

export const isRefusal = (value: unknown): value is SwitchRefusal =>
  typeof value === 'object' && value !== null && 'ok' in value && value.ok === false;
