/**
 * What the cluster test proves of the played topology, each against the real pods: a deploy
 * through one site pod reaches the other, applications survive pods killed mid-stream, and a
 * rolling restart of the site loses no request.
 */
import autocannon from 'autocannon';
import { podman } from '../images/podman';
import { INTERNAL_URL, inPod, podsOf, SITE_URL, sqlRows, waitFor } from './localCluster';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deploys a release through the balancer's internal port, with the deploy token of the local overlay. */
export async function deploy(remote: string, manifestUrl: string, token: string): Promise<string> {
  const res = await fetch(`${INTERNAL_URL}/_deploy/remotes/${remote}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ manifestUrl }),
  });
  const body = (await res.json()) as { live?: { releaseId: string }; message?: string };
  if (!res.ok || !body.live) throw new Error(`deploy of ${remote} refused (${res.status}): ${body.message ?? ''}`);
  return body.live.releaseId;
}

/**
 * A release deployed through site pod 0 (from inside it, with the token mounted there) is live on
 * site pod 1 within 2 s. Pod 1 watches its own registry from inside, so the time is its own.
 */
export async function deployReachesBothPods(remote: string, manifestUrl: string, releaseId: string): Promise<number> {
  const [first, second] = podsOf('ssb-site', 2).map((pod) => `${pod}-site`) as [string, string];
  const watch = `
    const until = Date.now() + 15000;
    while (Date.now() < until) {
      const live = await fetch('http://127.0.0.1:8088/_deploy/remotes/${remote}').then((r) => r.json()).then((j) => j.live?.releaseId, () => null);
      if (live === '${releaseId}') { console.log(Date.now()); process.exit(0); }
      await new Promise((r) => setTimeout(r, 50));
    }
    process.exit(3);`;
  // Started first: it watches from inside pod 1 while the deploy goes through pod 0.
  const seen = inPod(second, watch).then(Number);
  await pause(1_500);
  const deployedAt = Number(
    await inPod(
      first,
      `
      import { readFileSync } from 'node:fs';
      const token = readFileSync('/run/secrets/ssb/deploy-token', 'utf8').trim().split(',')[0].split(':').pop();
      const res = await fetch('http://127.0.0.1:8088/_deploy/remotes/${remote}', {
        method: 'PUT',
        headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
        body: JSON.stringify({ manifestUrl: '${manifestUrl}' }),
      });
      if (!res.ok) { console.error(res.status, await res.text()); process.exit(2); }
      console.log(Date.now());`,
    ),
  );
  return (await seen) - deployedAt;
}

/** A complaint: an application with no document, so the stream measures the pods, not uploads. */
const APPLICATION = {
  type: 'complaint',
  surname: 'Каримова',
  name: 'Зарина',
  email: 'zarina.k@example.tj',
  topic: 'mobile_app',
  message: 'SSB Mobile пас аз навсозӣ кушода намешавад.',
  consent: 'true',
};

interface StreamOutcome {
  acknowledged: string[];
  failed: { key: string; status: string }[];
  retries: number;
}

/** Posts one application until it is acknowledged (same idempotency key each time), at most 8 tries. */
async function postApplication(key: string, visitor: string): Promise<{ ok: boolean; status: string; tries: number }> {
  let status = '';
  for (let tries = 1; tries <= 8; tries += 1) {
    const body = new FormData();
    for (const [name, value] of Object.entries(APPLICATION)) body.append(name, value);
    try {
      const res = await fetch(`${SITE_URL}/api/sendEmailContent/`, {
        method: 'POST',
        // Visitors from many addresses (the balancer appends the real peer, which the site trusts):
        // the limit of applications per address is not what this measures.
        headers: { 'idempotency-key': key, 'x-forwarded-for': visitor },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      status = res.status < 500 ? `${res.status} ${text.slice(0, 200)}` : String(res.status);
      if (res.status === 200 || res.status === 201) return { ok: true, status, tries };
      if (res.status < 500) return { ok: false, status, tries };
    } catch (error) {
      status = error instanceof Error ? error.message : String(error);
    }
    await pause(400 * tries);
  }
  return { ok: false, status, tries: 8 };
}

/**
 * 200 applications, a few at a time; after the first 60, site pod 0 and API pod 1 are killed
 * (SIGKILL: no drain). Every acknowledged application must be stored once and notified once.
 */
export async function applicationsSurviveKilledPods(count = 200, concurrency = 4): Promise<StreamOutcome & { run: string }> {
  const run = `cluster-${Date.now()}`;
  const outcome: StreamOutcome = { acknowledged: [], failed: [], retries: 0 };
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      if (i >= 60 && !killed) {
        killed = true;
        await Promise.all([
          podman(['kill', '--signal', 'KILL', 'ssb-site-pod-0-site'], { quiet: true }),
          podman(['kill', '--signal', 'KILL', 'ssb-api-pod-1-api'], { quiet: true }),
        ]);
      }
      const key = `${run}-${i}`;
      const result = await postApplication(key, `203.0.113.${(i % 50) + 1}`);
      outcome.retries += result.tries - 1;
      if (result.ok) outcome.acknowledged.push(key);
      else outcome.failed.push({ key, status: result.status });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ...outcome, run };
}

/** Applications of a run in the database, and their notifications: [stored, notified] per key. */
export async function storedAndNotified(run: string, withinMs = 90_000): Promise<Map<string, { stored: number; notified: number }>> {
  const until = Date.now() + withinMs;
  for (;;) {
    const rows = sqlRows(
      `SELECT a.idempotency_key, count(DISTINCT a.id), count(o.id) FILTER (WHERE o.sent_at IS NOT NULL), count(o.id) FROM application a LEFT JOIN outbox o ON o.application_id = a.id WHERE a.idempotency_key LIKE '${run}-%' GROUP BY a.idempotency_key`,
    );
    const result = new Map(
      rows.map((row) => {
        const [key, stored, notified] = row.split('|');
        return [key as string, { stored: Number(stored), notified: Number(notified) }];
      }),
    );
    const pending = [...result.values()].some((r) => r.notified === 0);
    if (!pending || Date.now() > until) return result;
    await pause(2_000);
  }
}

export interface LoadTally {
  requests: number;
  /** Answers that were not 2xx, by status. */
  failed: Record<string, number>;
  /** Requests that got no answer (a reset, a timeout), and the first few reasons. */
  errors: number;
  reasons: string[];
  p99: number;
}

/**
 * Restarts the site's servers one pod after another, as a rolling update does (SIGTERM, the
 * drain, a new start), under 20 connections of autocannon: every answer must be a 2xx. Only what was
 * answered before the load is stopped counts (stopping it cuts the requests then in flight).
 */
export async function rollingRestartUnderLoad(): Promise<LoadTally> {
  const tally: LoadTally = { requests: 0, failed: {}, errors: 0, reasons: [], p99: 0 };
  let counting = true;
  let load: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    load = autocannon({ url: `${SITE_URL}/`, connections: 20, duration: 600, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    load.on('response', (_client, status) => {
      if (!counting) return;
      tally.requests += 1;
      if (status < 200 || status > 299) tally.failed[status] = (tally.failed[status] ?? 0) + 1;
    });
    load.on('reqError', (error: Error) => {
      if (!counting) return;
      tally.errors += 1;
      if (tally.reasons.length < 5) tally.reasons.push(`${new Date().toISOString()} ${error.message}`);
    });
  });
  try {
    await pause(3_000);
    for (const pod of podsOf('ssb-site', 2)) {
      // The site server's container, not the pod: `podman pod stop` takes the pod's network away
      // while the server is still draining, which a kubelet never does.
      await podman(['stop', '--time', '20', `${pod}-site`], { quiet: true });
      await podman(['start', `${pod}-site`], { quiet: true });
      // Ready inside, then two of the balancer's checks (1 s apart) before it takes traffic.
      const until = Date.now() + 90_000;
      while (Date.now() < until) {
        try {
          await inPod(`${pod}-site`, "const r = await fetch('http://127.0.0.1:8080/readyz'); process.exit(r.ok ? 0 : 1)", 10_000);
          break;
        } catch {
          await pause(1_000);
        }
      }
      await pause(3_000);
    }
  } finally {
    counting = false;
    load?.stop();
  }
  tally.p99 = (await finished).latency.p99;
  return tally;
}

/**
 * The public port serves the site and not the registry: /_deploy/remotes and /_ops answer 404
 * there, and their own content on the internal port.
 */
export async function entriesApart(): Promise<string[]> {
  // The balancer takes a pod's internal port after two checks of its own.
  await waitFor(`${INTERNAL_URL}/readyz`, 30_000, 'the internal port (through the balancer)');
  const problems: string[] = [];
  for (const path of ['/_deploy/remotes', '/_ops', '/metrics']) {
    const status = (await fetch(`${SITE_URL}${path}`)).status;
    if (status !== 404) problems.push(`the public port answered ${path} with ${status}`);
  }
  const listing = await fetch(`${INTERNAL_URL}/_deploy/remotes`);
  if (listing.status !== 200) problems.push(`the internal port answered /_deploy/remotes with ${listing.status}`);
  if ((await fetch(`${INTERNAL_URL}/`)).status !== 404) problems.push('the internal port serves the site');
  if ((await fetch(`${SITE_URL}/.well-known/security.txt`)).status !== 200) problems.push('no security.txt on the public port');
  return problems;
}

/** Waits until the balancer serves the site and the API answers through it. */
export async function clusterReady(withinMs: number): Promise<void> {
  await waitFor(`${SITE_URL}/readyz`, withinMs, 'the site (through the balancer)');
  await waitFor(`${SITE_URL}/api/Credit/?language_id=1`, withinMs, 'the API (through the site)');
}
