/**
 * Runs the judge on every canary, once for the whole site: each round, the instance holding the
 * registry's lease reads each canary's field data, judges it, and acts through the registry — roll
 * back, step up, promote or abort — recording the decision with its figures in the history.
 * Other instances only renew their claim and wait, so that several site servers on one PostgreSQL
 * never race to promote the same canary.
 */
import { randomUUID } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '@ssb/contracts/node';
import type { FastifyBaseLogger } from 'fastify';
import { remoteEtag, type CanaryDecision, type CanaryRelease, type HistoryAction, type RegistryState } from '../../deploy/registryState';
import { judge, type Verdict } from '../judge/verdict';
import type { JudgeSettings } from '../judge/rules';
import { fetchCanaryData } from './cohortFigures';
import { verdictFigures } from './verdictFigures';

/**
 * A decision of the judge's: `ifMatch` is the remote's ETag when it read the canary, so that a
 * verdict on one canary is never applied to another a person started in between (412).
 */
interface JudgeRequest {
  remote: RemoteName;
  by: string;
  decision: CanaryDecision;
  ifMatch: string;
}

/** What the runner needs of the registry (deploy/registry.ts has it all). */
interface CanaryRegistry {
  state(): RegistryState;
  refresh(): Promise<void>;
  lease: { acquire(name: string, holder: string, ttlMs: number): Promise<boolean>; release(name: string, holder: string): Promise<void> };
  canaryStep(request: JudgeRequest & { share: number }): Promise<{ ok: boolean }>;
  promoteCanary(request: JudgeRequest): Promise<{ ok: boolean }>;
  abortCanary(request: JudgeRequest & { action: Extract<HistoryAction, 'canary-abort' | 'canary-rollback'> }): Promise<{ ok: boolean }>;
}

export interface JudgeRunnerOptions {
  registry: CanaryRegistry;
  apiUpstream: string;
  /** The site server's token for its own reads of the API (SSB_SERVICE_TOKEN). */
  serviceToken?: string | undefined;
  settings: JudgeSettings;
  /** How often the judge looks (ms). */
  intervalMs: number;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Told of each decision the registry took (the metrics count them, for the on-call person's alert). */
  onDecision?: (remote: RemoteName, decision: Verdict['decision']) => void;
}

const JUDGE_LEASE = 'canary-judge';
/** The name history entries give the judge (a deploy token's name elsewhere). */
export const JUDGE_NAME = 'canary-judge';

export interface JudgeRunner {
  /** One round now (the timer runs them too); resolves when it is done. */
  round(): Promise<void>;
  stop(): Promise<void>;
}

/** Judges one canary now: its verdict, from the API's data. */
export async function judgeCanary(
  apiUpstream: string,
  remote: RemoteName,
  canary: CanaryRelease,
  settings: JudgeSettings,
  now: Date,
  serviceToken?: string,
): Promise<Verdict> {
  const query = { remote, canaryRelease: canary.release.releaseId, controlRelease: canary.controlReleaseId };
  const [data, atShare] = await Promise.all([
    fetchCanaryData(apiUpstream, { ...query, since: canary.release.at }, { serviceToken }),
    fetchCanaryData(apiUpstream, { ...query, since: canary.stepAt }, { serviceToken }),
  ]);
  return judge({ data, share: canary.share, startedAt: new Date(canary.release.at), canaryViewsAtShare: atShare.canary.views, now }, settings);
}

export function startJudgeRunner(options: JudgeRunnerOptions): JudgeRunner {
  const { registry, apiUpstream, serviceToken, settings, intervalMs, log, now = () => new Date() } = options;
  const holder = randomUUID();
  // A lease outlives a missed round or two, not a dead instance: another takes over within 3 rounds.
  const leaseMs = intervalMs * 3;
  let running: Promise<void> | null = null;
  let stopped = false;
  /** One warning per remote and kind of failure until it recovers: not one per round. */
  const failing = new Map<string, string>();

  async function act(remote: RemoteName, verdict: Verdict, ifMatch: string): Promise<void> {
    const decision: CanaryDecision = { by: 'judge', reason: verdict.reason, figures: verdictFigures(verdict) };
    const request = { remote, by: JUDGE_NAME, decision, ifMatch };
    let outcome: { ok: boolean } | null = null;
    if (verdict.decision === 'rollback') outcome = await registry.abortCanary({ ...request, action: 'canary-rollback' });
    else if (verdict.decision === 'inconclusive') outcome = await registry.abortCanary({ ...request, action: 'canary-abort' });
    else if (verdict.decision === 'promote') outcome = await registry.promoteCanary(request);
    else if (verdict.decision === 'step' && verdict.nextShare !== undefined)
      outcome = await registry.canaryStep({ ...request, share: verdict.nextShare });
    if (outcome === null) log.debug({ canary: { remote, decision: verdict.decision } }, `canary of ${remote}: ${verdict.reason}`);
    else if (outcome.ok) {
      log.info({ canary: { remote, decision: verdict.decision } }, `canary of ${remote}: ${verdict.decision}: ${verdict.reason}`);
      options.onDecision?.(remote, verdict.decision);
    } else log.warn({ canary: { remote, decision: verdict.decision } }, `canary of ${remote}: the registry refused the judge's ${verdict.decision}`);
  }

  async function round(): Promise<void> {
    if (!(await registry.lease.acquire(JUDGE_LEASE, holder, leaseMs))) return;
    // Another instance may have started or ended a canary since the last poll.
    await registry.refresh();
    for (const remote of REMOTE_NAMES) {
      const state = registry.state();
      const canary = state.remotes[remote].canary;
      if (!canary) continue;
      const etag = remoteEtag(remote, state);
      try {
        await act(remote, await judgeCanary(apiUpstream, remote, canary, settings, now(), serviceToken), etag);
        failing.delete(remote);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (failing.get(remote) !== message) log.warn({ canary: { remote } }, `canary of ${remote} not judged this round: ${message}`);
        failing.set(remote, message);
      }
    }
  }

  const guarded = () => {
    if (stopped || running) return running ?? Promise.resolve();
    running = round()
      .catch((error: unknown) => log.error({ err: error }, 'canary judge round failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void guarded(), intervalMs);
  timer.unref();
  return {
    round: guarded,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await registry.lease.release(JUDGE_LEASE, holder).catch(() => undefined);
    },
  };
}
