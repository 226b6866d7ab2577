/**
 * The deploy registry of the site under test, as the tests that switch releases use it: a
 * remote's view, deploys, rollbacks and canaries (docs/remote-delivery.md), with the suite's
 * deploy token.
 */
import type { APIRequestContext } from '@playwright/test';
import { E2E_DEPLOY_TOKEN } from './env';

const DEPLOY_AUTH = { authorization: `Bearer ${E2E_DEPLOY_TOKEN}` };

export interface Release {
  manifestUrl: string;
  releaseId: string;
  at: string;
  by: string;
}

/** One metric of a judge's decision, as the history keeps it (site-server/src/canary/runner/verdictFigures.ts). */
export interface MetricFigures {
  metric: string;
  status: string;
  margin: number;
  kind: string;
  canary: { n: number; value: number };
  control: { n: number; value: number };
  effect: { estimate: number | null; low: number | null; high: number | null };
}

interface HistoryEntry extends Release {
  action: string;
  share?: number;
  decision?: {
    by: 'judge' | 'manual';
    reason: string;
    figures?: { decision: string; views: { canary: number; control: number; canaryAtShare: number }; metrics: MetricFigures[] };
  };
}

interface Canary {
  release: Release;
  share: number;
  stepAt: string;
  controlReleaseId: string | null;
}

export interface RemoteView {
  live: Release | null;
  rollbackTo: Release | null;
  canary: Canary | null;
  history: HistoryEntry[];
}

export function registryOf(request: APIRequestContext, remote: string) {
  const base = `/_deploy/remotes/${remote}`;
  return {
    async view(): Promise<RemoteView> {
      const res = await request.get(base);
      if (!res.ok()) throw new Error(`GET ${base} answered ${res.status()}: ${await res.text()}`);
      return (await res.json()) as RemoteView;
    },
    deploy: (manifestUrl: string) => request.put(base, { data: { manifestUrl }, headers: DEPLOY_AUTH }),
    rollback: () => request.post(`${base}/rollback`, { headers: DEPLOY_AUTH }),
    startCanary: (manifestUrl: string, share: number) => request.post(`${base}/canary`, { data: { manifestUrl, share }, headers: DEPLOY_AUTH }),
    abortCanary: () => request.post(`${base}/canary/abort`, { headers: DEPLOY_AUTH }),
  };
}
