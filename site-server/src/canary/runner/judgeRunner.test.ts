/**
 * The judge runner against real parts: the API (SQLite) storing beacons and answering the cohorts'
 * figures over HTTP, the registry in its file store with its lease, releases from a real origin.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '@ssb/api/app';
import { BEACON_SEAL_HEADER, sealOf } from '@ssb/server-kit/serviceToken';
import type { DeployRegistry } from '../../deploy/registry';
import { createTestRegistry, deployOrFail, startReleaseOrigin, type ReleaseOrigin } from '../../testing/serverBuildManifest';
import { DEFAULT_JUDGE, type JudgeSettings } from '../judge/rules';
import { JUDGE_NAME, startJudgeRunner, type JudgeRunner } from './judgeRunner';

const REMOTE = 'mfe_products';
/**
 * The default judge, but deciding from the tens of page views a test sends: showing an error rate
 * within half a point takes thousands, so its margin here is wide.
 */
const SETTINGS: JudgeSettings = {
  ...DEFAULT_JUDGE,
  rules: { ...DEFAULT_JUDGE.rules, errors: { ...DEFAULT_JUDGE.rules.errors, margin: 0.5 } },
  minPerMetric: 6,
  minViews: 100,
  minViewsPerStep: 100,
};

/** The secret the site server (the judge's) and the API share. */
const SERVICE_TOKEN = 'judge-test-service-token-0123456789abcdef';

let dir: string;
let api: FastifyInstance;
let apiUrl: string;
let origin: ReleaseOrigin;
let registry: DeployRegistry;
const runners: JudgeRunner[] = [];
let n = 0;

function runner(): JudgeRunner {
  const started = startJudgeRunner({
    registry,
    apiUpstream: apiUrl,
    serviceToken: SERVICE_TOKEN,
    settings: SETTINGS,
    intervalMs: 600_000,
    log: Fastify().log,
  });
  runners.push(started);
  return started;
}

async function startCanary(share = 0.5): Promise<string> {
  const id = `c${(n += 1)}`;
  const outcome = await registry.canary({
    remote: REMOTE,
    manifestUrl: origin.add({ id, remote: REMOTE, code: 'exports.x = 1;' }),
    share,
    by: 'test',
  });
  if (!outcome.ok) throw new Error(outcome.message);
  return id;
}

/** Page views of one cohort as browsers send them: the view, its INP and LCP, at a given slowness. */
async function views(group: 'canary' | 'control', release: string, count: number, inpMs: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    // As the site server passes a beacon on: checked, and sealed for the API.
    const payload = JSON.stringify({
      page: '/Credit',
      lang: 'en',
      device: i % 2 ? 'phone' : 'desktop',
      releases: { [REMOTE]: release },
      cohorts: { [REMOTE]: group },
      view: true,
      metrics: [
        { name: 'INP', value: inpMs * (0.8 + (i % 5) * 0.1) },
        { name: 'LCP', value: 1_500 + (i % 7) * 40 },
        { name: 'TTFB', value: 200 + (i % 3) * 20 },
        { name: 'CLS', value: 0.01 },
      ],
    });
    const res = await api.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': 'application/json', [BEACON_SEAL_HEADER]: sealOf(SERVICE_TOKEN, payload) },
      payload,
      remoteAddress: `127.0.0.${(i % 200) + 1}`,
    });
    if (res.statusCode !== 204) throw new Error(`beacon answered ${res.statusCode}: ${res.body}`);
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-judge-'));
  api = await buildApp({ dataDir: path.join(dir, 'api'), serviceToken: SERVICE_TOKEN, logger: false });
  await api.listen({ host: '127.0.0.1', port: 0 });
  apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  origin = await startReleaseOrigin();
  registry = await createTestRegistry(path.join(dir, 'registry'));
  await deployOrFail(registry, REMOTE, origin.add({ id: 'live1', remote: REMOTE, code: 'exports.x = 1;' }));
}, 60_000);

afterAll(async () => {
  for (const r of runners) await r.stop();
  await registry.close();
  await api.close();
  await origin.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the canary judge, running', () => {
  it('rolls back a canary whose INP is four times the control’s, and records why with its figures', async () => {
    const canary = await startCanary();
    await views('canary', canary, 12, 400);
    await views('control', 'live1', 12, 100);
    await runner().round();
    const entry = registry.state().remotes[REMOTE];
    expect(entry.canary).toBeNull();
    expect(entry.live?.releaseId).toBe('live1');
    const [last] = entry.history;
    expect(last).toMatchObject({ action: 'canary-rollback', releaseId: canary, by: JUDGE_NAME, decision: { by: 'judge' } });
    expect(last?.decision?.reason).toMatch(/^worse than control past the margin: INP \+\d+/);
    const figures = last?.decision?.figures as { metrics: { metric: string; status: string; canary: { n: number }; control: { n: number } }[] };
    expect(figures.metrics.find((m) => m.metric === 'INP')).toMatchObject({ status: 'worse', canary: { n: 12 }, control: { n: 12 } });
  });

  it('steps up a canary no worse than control, once one instance holds the lease; another instance does nothing meanwhile', async () => {
    // The first test's runner lets go of the lease as it stops.
    for (const earlier of runners.splice(0)) await earlier.stop();
    const holder = runner();
    const other = runner();
    await holder.round(); // takes the lease (no canary to judge yet)
    const canary = await startCanary(0.05);
    await views('canary', canary, 200, 100);
    await views('control', 'live1', 200, 100);
    await other.round();
    expect(registry.state().remotes[REMOTE].canary?.share).toBe(0.05);
    await holder.round();
    const entry = registry.state().remotes[REMOTE];
    expect(entry.canary?.share).toBe(0.25);
    expect(entry.history[0]).toMatchObject({ action: 'canary-step', share: 0.25, by: JUDGE_NAME, decision: { by: 'judge' } });
    expect(entry.history[0]?.decision?.reason).toMatch(/^no worse than control on every metric at 5 %/);
    // At 25 % it needs page views of its own before the next step.
    await holder.round();
    expect(registry.state().remotes[REMOTE].canary?.share).toBe(0.25);
    await registry.abortCanary({ remote: REMOTE, by: 'test', action: 'canary-abort' });
    // 400 beacons through the API, each parsed, sealed and checked: about 6 s with the machine's
    // load average at 8, past Jest's default 5 s.
  }, 30_000);
});
