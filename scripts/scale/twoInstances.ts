/**
 * Two of each part on one PostgreSQL (`npm run test:pg` runs it; SSB_TEST_DATABASE_URL is an
 * admin URL whose role may create databases). In a database of its own: two API processes,
 * two site servers sharing the deploy registry (A proxies to API 1, B to API 2), a stream of
 * applications through both during which API 1 is killed, then the checks: each acknowledged
 * application stored once with its documents' bytes, each notification sent once, and a deploy
 * through A served by B within 5 s. Everything it started is stopped, and the database dropped,
 * however it ends. Exit code 0 when every check holds.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/repoRoot';
import { startApi, type ApiInstance } from './apiInstances';
import { sendApplications, type Documents, type StreamResult } from './applicationStream';
import { cleanUpOnSignals, createCleanup, type Cleanup } from './cleanup';
import { connect, createScaleDatabase, type ScaleDatabase } from './database';
import { deployOnAServedByB, type Propagation } from './deployPropagation';
import { checkNotifications, waitForOutbox, type NotificationReport } from './notificationChecks';
import { startSites, type Sites } from './siteServers';
import { checkAcknowledged, checkDocuments, checkStoredOnce, readStored } from './storedChecks';

const TOTAL = 120;
const CLIENTS = 8;
/** About a third of the stream: API 1 dies with requests in flight and two thirds still to come. */
const KILL_AFTER = 40;
const OUTBOX_TIMEOUT_MS = 15_000;
/** `npm run test:pg` wants it well under two minutes; a hang fails here, not in CI's timeout. */
const RUN_LIMIT_MS = 110_000;

const log = (line: string) => console.log(`[scale] ${line}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The checks that did not hold, each named. */
class ScaleFailure extends Error {
  constructor(readonly problems: string[]) {
    super(`${problems.length} check(s) failed`);
  }
}

interface Parts {
  db: ScaleDatabase;
  api1: ApiInstance;
  api2: ApiInstance;
  sites: Sites;
  workDir: string;
}

interface Report {
  stream: StreamResult;
  stored: number;
  documents: number;
  notifications: NotificationReport;
  outboxSettledMs: number;
  propagation: Propagation;
}

/** The API suite's real documents: a PNG and a PDF, small and whole. */
function readDocuments(): Documents {
  const dir = path.join(repoRoot, 'api/test/fixtures/documents');
  return { png: readFileSync(path.join(dir, 'passport.png')), pdf: readFileSync(path.join(dir, 'inn.pdf')) };
}

async function startParts(adminUrl: string, cleanup: Cleanup): Promise<Parts> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-scale-'));
  cleanup.add('temp folders', () => rmSync(workDir, { recursive: true, force: true }));
  const db = await createScaleDatabase(adminUrl);
  cleanup.add(`dropping ${db.name}`, () => db.drop());
  log(`database ${db.name}`);
  // Started together: the migrator's lock and the seed's lock must let exactly one of them do each.
  const [api1, api2] = await Promise.all([
    startApi('API 1', db.url, path.join(workDir, 'api-1'), cleanup),
    startApi('API 2', db.url, path.join(workDir, 'api-2'), cleanup),
  ]);
  log(`API 1 on ${api1.url}, API 2 on ${api2.url}`);
  const sites = await startSites({ databaseUrl: db.url, apiA: api1.url, apiB: api2.url, workDir, cleanup });
  log(`site server A on ${sites.a.url} → API 1, site server B on ${sites.b.url} → API 2 (one registry in ${db.name})`);
  return { db, api1, api2, sites, workDir };
}

/** Both site servers say every part is ready: their API, the registry, each remote's live release. */
async function checkReady(sites: Sites): Promise<void> {
  for (const site of [sites.a, sites.b]) {
    const res = await fetch(`${site.url}/readyz`, { signal: AbortSignal.timeout(10_000) });
    if (res.status !== 200) throw new ScaleFailure([`site server ${site.name} is not ready (${res.status}): ${await res.text()}`]);
  }
}

async function stream(parts: Parts, documents: Documents): Promise<StreamResult> {
  const result = await sendApplications({
    sites: { A: parts.sites.a.url, B: parts.sites.b.url },
    total: TOTAL,
    clients: CLIENTS,
    killAfter: KILL_AFTER,
    kill: () => parts.api1.kill(),
    documents,
    runTag: randomBytes(4).toString('hex'),
  });
  const kill = result.killedAfter === null ? 'API 1 never killed' : `API 1 killed after ${result.killedAfter} acknowledged`;
  log(`stream: ${TOTAL} applications in ${seconds(result.ms)}, ${kill}`);
  return result;
}

/** Runs every check, so that one failure does not hide another; throws them all together. */
async function check(parts: Parts, result: StreamResult, documents: Documents, cleanup: Cleanup): Promise<Omit<Report, 'stream'>> {
  const problems: string[] = [];
  if (!parts.api2.running()) throw new ScaleFailure([`API 2 is not running after the stream:\n${parts.api2.output()}`]);
  if (result.killedAfter === null) problems.push(`API 1 was never killed: fewer than ${KILL_AFTER} applications were acknowledged`);
  problems.push(...checkAcknowledged(result.sent));

  const stored = await readStored(parts.api2.url);
  problems.push(...checkStoredOnce(result.sent, stored));
  const client = await connect(parts.db.url);
  cleanup.add('the checks’ connection', () => client.end());
  const docs = await checkDocuments(client, stored, documents);
  problems.push(...docs.problems);

  const storedIds = stored.map((s) => s.id);
  const outbox = await waitForOutbox(client, storedIds, OUTBOX_TIMEOUT_MS);
  problems.push(...outbox.problems);
  const folders = [
    { name: 'API 1', dataDir: parts.api1.dataDir, killed: true },
    { name: 'API 2', dataDir: parts.api2.dataDir, killed: false },
  ];
  const notifications = checkNotifications(storedIds, folders, result.killedAt);
  problems.push(...notifications.problems);

  let propagation: Propagation | undefined;
  try {
    propagation = await deployOnAServedByB(parts.sites);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (problems.length > 0 || !propagation) throw new ScaleFailure(problems);
  return { stored: stored.length, documents: docs.count, notifications, outboxSettledMs: outbox.waitedMs, propagation };
}

function summary(report: Report): string {
  const { sent, killedAfter } = report.stream;
  const acknowledged = sent.filter((a) => a.id !== null);
  const firstTime = acknowledged.filter((a) => a.attempts.length === 1).length;
  const retried = acknowledged.length - firstTime;
  const replayed = acknowledged.filter((a) => a.replayed).length;
  // A retry answered as a replay: API 1 had stored it and died before answering.
  const replays = retried === 0 ? '' : ` (${replayed === 0 ? 'none' : replayed} stored before the kill)`;
  const { resent, byInstance } = report.notifications;
  const twice = resent.length === 0 ? 'none twice' : `${resent.length} twice through the crash window`;
  const senders = `${byInstance['API 1'] ?? 0} by API 1 before it died, ${byInstance['API 2'] ?? 0} by API 2`;
  return (
    `two instances: ${sent.length} applications, ${firstTime} acknowledged first time, ${retried} retried through B${replays}, ` +
    `API 1 killed after ${killedAfter}; stored ${report.stored} exactly once with ${report.documents} documents; ` +
    `${report.notifications.count} notifications (${senders}), ${twice}; deploy on A served by B after ${seconds(report.propagation.ms)}`
  );
}

async function run(adminUrl: string, cleanup: Cleanup): Promise<Report> {
  const documents = readDocuments();
  const parts = await startParts(adminUrl, cleanup);
  await checkReady(parts.sites);
  const result = await stream(parts, documents);
  const checked = await check(parts, result, documents, cleanup);
  return { stream: result, ...checked };
}

function printFailure(error: unknown): void {
  if (error instanceof ScaleFailure) {
    console.error(`[scale] FAILED:\n${error.problems.map((p) => `  - ${p}`).join('\n')}`);
  } else {
    console.error(`[scale] FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

async function main(): Promise<number> {
  const adminUrl = process.env.SSB_TEST_DATABASE_URL;
  if (!adminUrl) {
    console.error('[scale] SSB_TEST_DATABASE_URL is not set: an admin URL whose role may create databases (npm run test:pg sets it)');
    return 2;
  }
  const started = Date.now();
  const cleanup = createCleanup();
  cleanUpOnSignals(cleanup);
  const watchdog = setTimeout(() => {
    console.error(`[scale] FAILED: not finished within ${seconds(RUN_LIMIT_MS)}; stopping everything`);
    void cleanup.run().finally(() => process.exit(1));
  }, RUN_LIMIT_MS);
  let code = 0;
  try {
    const report = await run(adminUrl, cleanup);
    if (report.notifications.resent.length > 0)
      log(`WARNING: sent twice (API 1 was killed after sending, before recording it sent): ${report.notifications.resent.join(', ')}`);
    log(
      `notifications all recorded sent ${seconds(report.outboxSettledMs)} after the stream; release ${report.propagation.from} → ${report.propagation.to}`,
    );
    console.log(summary(report));
  } catch (error) {
    printFailure(error);
    code = 1;
  } finally {
    clearTimeout(watchdog);
    const problems = await cleanup.run();
    for (const problem of problems) console.error(`[scale] cleanup: ${problem}`);
    if (problems.length > 0) code = 1;
  }
  log(`${code === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - started)}`);
  return code;
}

void main().then((code) => process.exit(code));
