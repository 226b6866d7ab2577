/**
 * `npm run test:cluster`: the production topology, played on this machine. It builds the images
 * (the base is cached), plays the `local` overlay with `podman kube play` (two site pods, two API
 * pods, two back office pods, two clamd pods, the origin, PostgreSQL, the local identity provider
 * and a balancer published on 127.0.0.1), deploys each remote's release through the registry, and
 * then proves:
 *
 *   - a visitor's application with two documents is scanned clean by clamd and stored, one with
 *     the EICAR file refused in the visitor's language with nothing stored; an officer signs in
 *     to the back office in Chromium at the local identity provider (PKCE), opens the
 *     application's PDF (inline from the back office's origin, nosniff, sandboxed) and sets its
 *     status, which the visitor's /application-status shows (backofficeJourney.ts);
 *   - the @readonly e2e suite passes against it at both widths;
 *   - a new release deployed through one site pod is served by the other within 2 s;
 *   - with a site pod and an API pod killed during 200 applications, every acknowledged one is
 *     stored once and notified once, and the client sees no 5xx beyond its own retries;
 *   - a rolling restart of the site under 20 connections loses no request;
 *   - the public port serves the site and not the registry, the internal port the registry;
 *   - a hostile release deployed into the pods is held by its render sandbox (hostileRelease.ts);
 *   - a database dumped while applications arrive restores into a fresh PostgreSQL, and the API
 *     started on it has every acknowledged application with its documents (restoreDrill.ts).
 *
 * The migration Job runs first, as a pod of its own (podman skips Jobs); the API pods wait for it.
 *
 * Everything it plays is taken down at the end, pass or fail. Run `npm run build` first (npm test
 * does). Times go to the log; docs/deployment.md keeps the measured ones.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { finalizeRelease } from '@ssb/federation-config/release/finalizeRelease';
import { latestRelease } from '@ssb/federation-config/release/releases';
import { remotePackages } from '@ssb/federation-config/workspaces';
import { buildImages, imageSizes } from '../images/main';
import { podman, podmanOutput, podmanProblem } from '../images/podman';
import { repoRoot } from '../lib/repoRoot';
import { run, seconds } from '../lib/run';
import {
  applicationsSurviveKilledPods,
  clusterReady,
  deploy,
  deployReachesBothPods,
  entriesApart,
  rollingRestartUnderLoad,
  storedAndNotified,
} from './checks';
import { configValue, ORIGIN_URL, play, renderLocalOverlay, runJob, SITE_URL, tearDown, type RenderedOverlay } from './localCluster';
import { removeDrill, restoreDrill } from './restoreDrill';
import { backofficeJourney } from './backofficeJourney';
import { hostileReleaseHeld, makeHostileRelease } from './hostileRelease';

const CLUSTER_ORIGIN = 'localhost/ssb-origin:cluster';

/** A container's last log lines (podman's own complaints left out). */
function podmanLogs(container: string, lines: number): string {
  try {
    return podmanOutput(['logs', '--tail', String(lines), container]);
  } catch (error) {
    return `no log of ${container}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

const log = (line: string) => console.log(`[cluster] ${line}`);

/**
 * A second release of mfe_about, made by the release tooling from the first one's files with the
 * next version, and an origin image that serves it too (FROM the built one): what a team's new
 * release on the CDN is.
 */
async function originWithNewRelease(work: string): Promise<{ remote: string; id: string; hostile: string }> {
  const about = remotePackages().find((r) => r.remote === 'mfe_about');
  if (!about) throw new Error('no mfe_about');
  const dist = path.join(repoRoot, about.dir, 'dist');
  const current = latestRelease(dist);
  if (!current) throw new Error(`${about.dir} has no release: run npm run build`);
  const staging = path.join(work, 'staging');
  cpSync(path.join(dist, 'releases', current.id), staging, { recursive: true });
  const info = JSON.parse(readFileSync(path.join(staging, 'mf-manifest.json'), 'utf8')) as { metaData: { release: { serverEntry: string } } };
  const made = finalizeRelease({
    stagingDir: staging,
    distDir: path.join(work, 'dist'),
    version: '1.0.1',
    contractsVersion: CONTRACTS_VERSION,
    serverEntry: info.metaData.release.serverEntry,
  });
  const hostile = makeHostileRelease(path.join(dist, 'releases', current.id), path.join(work, 'staging-hostile'), path.join(work, 'dist'));
  const context = path.join(work, 'origin');
  mkdirSync(path.join(context, 'releases'), { recursive: true });
  cpSync(made.dir, path.join(context, 'releases', made.id), { recursive: true });
  cpSync(hostile.dir, path.join(context, 'releases', hostile.id), { recursive: true });
  writeFileSync(path.join(context, 'Containerfile'), `FROM localhost/ssb-origin:local\nCOPY releases/ /srv/releases/${about.remote}/releases/\n`);
  await podman(['build', '--quiet', '--pull=never', '--format', 'docker', '-t', CLUSTER_ORIGIN, context], { quiet: true });
  return { remote: about.remote, id: made.id, hostile: hostile.id };
}

const manifestUrl = (remote: string, id: string) => `${ORIGIN_URL}/${remote}/releases/${id}/mf-manifest.json`;

async function main(): Promise<void> {
  const started = Date.now();
  const problem = podmanProblem();
  if (problem)
    throw new Error(
      `podman does not answer (${problem}); install it: apt-get install podman buildah runc mmdebstrap uidmap slirp4netns fuse-overlayfs`,
    );
  const work = mkdtempSync(path.join(os.tmpdir(), 'ssb-cluster-'));
  const times: string[] = [];
  const time = async <T>(what: string, step: () => Promise<T>): Promise<T> => {
    const t = Date.now();
    const result = await step();
    times.push(`${what}: ${seconds(t)}`);
    log(`${what} (${seconds(t)})`);
    return result;
  };
  let overlay: RenderedOverlay | undefined;
  let jobPlayed: string | undefined;
  // Stopped by hand (Ctrl-C) or by CI's timeout: nothing is left running.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      if (overlay) tearDown(overlay);
      process.exit(1);
    });
  try {
    const images = await time('images built', () => buildImages());
    for (const line of imageSizes(images)) log(`  ${line}`);
    const next = await time('a new release of mfe_about on the origin', () => originWithNewRelease(work));
    overlay = renderLocalOverlay(path.join(work, 'local.yaml'), { 'localhost/ssb-origin:local': CLUSTER_ORIGIN });
    const rendered = overlay;
    await time('played', () => play(rendered));
    const jobFile = path.join(work, 'migrate-job.yaml');
    jobPlayed = jobFile;
    const attempts = await time('the migration Job (its pod), the API waiting for it', () => runJob(rendered, 'ssb-api-migrate', jobFile, log));
    log(`  the schema applied on attempt ${attempts}`);
    await time('ready', () => clusterReady(180_000));
    const apart = await entriesApart();
    if (apart.length) throw new Error(`the entrances are not apart: ${apart.join('; ')}`);

    const token = configValue(overlay, 'ssb-local-site-secrets', 'deploy-token').split(':').pop() ?? '';
    await time('each remote deployed through the registry', async () => {
      for (const remote of remotePackages()) {
        const release = latestRelease(path.join(repoRoot, remote.dir, 'dist'));
        if (!release) throw new Error(`${remote.dir} has no release`);
        log(`  ${remote.remote}: ${await deploy(remote.remote, manifestUrl(remote.remote, release.id), token)}`);
      }
    });

    const staff = await time('the back office and clamd: two applications, an officer signs in and answers one', () => backofficeJourney());
    for (const line of staff.lines) log(`  ${line}`);
    if (staff.problems.length) throw new Error(`the back office's journey: ${staff.problems.join('; ')}`);

    // --no-e2e: a quicker run while working on the cluster itself (CI runs it whole).
    if (!process.argv.includes('--no-e2e'))
      await time('@readonly e2e at 1280 and 390 px', async () => {
        const code = await run(
          process.execPath,
          [
            path.join(repoRoot, 'node_modules/@playwright/test/cli.js'),
            'test',
            '--grep',
            '@readonly',
            // The sweep of every page type with axe (seven minutes here) checks the pages' content,
            // which npm test's e2e run has just checked on the same build: not the topology.
            '--grep-invert',
            'every page type',
            '--project=desktop',
            '--project=phone',
            // Seven pods and Chromium on two cores: a render may miss its time once (the page then
            // renders in the browser, 200 instead of 404). A test must pass on its second try,
            // and Playwright reports it as flaky.
            '--retries=1',
            '--output',
            path.join(work, 'e2e'),
          ],
          { cwd: path.join(repoRoot, 'e2e'), env: { ...process.env, E2E_BASE_URL: SITE_URL } },
        );
        if (code !== 0) throw new Error('the @readonly e2e suite failed against the cluster');
      });

    const ms = await time('a deploy through site pod 0, seen by site pod 1', () =>
      deployReachesBothPods(next.remote, manifestUrl(next.remote, next.id), next.id),
    );
    log(`  ${next.id} live on the other pod ${ms} ms after the deploy answered`);
    if (ms > 2_000) throw new Error(`the other site pod served the new release after ${ms} ms (at most 2000)`);

    const walls = await time('a hostile release in the pods, held by its render sandbox', () =>
      hostileReleaseHeld(token, manifestUrl(next.remote, next.hostile), manifestUrl(next.remote, next.id)),
    );
    for (const line of walls) log(`  ${line}`);
    if (walls.some((line) => line.startsWith('PROBLEM'))) throw new Error('a wall of the render sandbox did not hold in the pods');

    const stream = await time('200 applications, a site pod and an API pod killed', () => applicationsSurviveKilledPods());
    const restarts = ['ssb-site-pod-0-site', 'ssb-api-pod-1-api'].map(
      (c) => `${c} restarted ${podmanOutput(['inspect', '--format', '{{.RestartCount}}', c])}×`,
    );
    // A restart that failed before the one that held says why in its log.
    for (const line of podmanLogs('ssb-api-pod-1-api', 400)
      .split('\n')
      .filter((l) => /"level":(50|60)|could not start/.test(l))
      .slice(-5))
      log(`  api-1: ${line.slice(0, 300)}`);
    log(`  acknowledged ${stream.acknowledged.length}, failed ${stream.failed.length}, retries ${stream.retries}; ${restarts.join(', ')}`);
    if (stream.failed.length) throw new Error(`applications not acknowledged: ${JSON.stringify(stream.failed.slice(0, 5))}`);
    const stored = await time('every acknowledged application stored once, notified once', () => storedAndNotified(stream.run));
    const wrong = stream.acknowledged.filter((key) => stored.get(key)?.stored !== 1 || stored.get(key)?.notified !== 1);
    if (stored.size !== stream.acknowledged.length || wrong.length)
      throw new Error(
        `${stored.size} stored of ${stream.acknowledged.length} acknowledged; wrong: ${JSON.stringify(wrong.slice(0, 5).map((k) => [k, stored.get(k)]))}`,
      );
    await clusterReady(120_000);

    const load = await time('a rolling restart of the site under 20 connections', () => rollingRestartUnderLoad());
    log(
      `  ${load.requests} requests answered, ${load.errors} without an answer ${JSON.stringify(load.reasons)}, not 2xx: ${JSON.stringify(load.failed)}, p99 ${load.p99} ms`,
    );
    if (load.errors || Object.keys(load.failed).length) throw new Error('requests failed during the rolling restart');

    const drill = await time('the restore drill: pg_dump while applications arrive, a fresh PostgreSQL, the API on it', () =>
      restoreDrill(work, configValue(overlay as RenderedOverlay, 'ssb-local-api-secrets', 'data-keys')),
    );
    log(
      `  ${drill.acknowledged} of ${drill.sent} acknowledged, ${drill.beforeDump} before the dump began; ${drill.restored} restored with ${drill.documents} documents; dump ${(drill.dumpBytes / 1e6).toFixed(1)} MB in ${drill.ms.dump} ms, restored in ${drill.ms.restore} ms, the API ready on it in ${drill.ms.apiReady} ms`,
    );
    if (drill.problems.length) throw new Error(`the restore lost applications: ${drill.problems.slice(0, 5).join('; ')}`);
    if (drill.beforeDump === 0 || drill.restored < drill.beforeDump)
      throw new Error('the drill restored fewer applications than were acknowledged before the dump');
    log(`passed in ${seconds(started)}`);
  } catch (error) {
    // What the balancer saw is the first thing to read when a check fails.
    if (overlay)
      console.error(
        podmanLogs('ssb-lb-pod-0-haproxy', 4000)
          .split('\n')
          .filter((line) => !line.includes(' ---- '))
          .slice(-60)
          .join('\n'),
      );
    // Then what each server said last: the reason a pod never became ready is in its own log.
    if (overlay)
      for (const container of [
        'ssb-site-pod-0-site',
        'ssb-api-pod-0-api',
        'ssb-backoffice-pod-0-backoffice',
        'ssb-dev-identity-pod-0-dev-identity',
        'ssb-clamd-pod-0-clamd',
      ])
        console.error(`--- ${container}\n${podmanLogs(container, 4000).split('\n').slice(-12).join('\n')}`);
    throw error;
  } finally {
    await removeDrill();
    if (jobPlayed) await podman(['kube', 'down', jobPlayed], { quiet: true }).catch(() => undefined);
    if (overlay) tearDown(overlay);
    await podman(['rmi', '--force', CLUSTER_ORIGIN], { quiet: true }).catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
    log(`taken down; ${times.join('; ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(`[cluster] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
