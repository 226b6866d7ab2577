/**
 * `npm start`: builds everything in production mode (skip with --no-build), then starts,
 * in one process tree that stops cleanly on Ctrl-C: the API, each remote's origin (serving all
 * its releases) on its own port, and the site server on SSB_SITE_PORT that composes them and
 * hosts the deploy registry. A remote with no live release yet gets its newest local release;
 * after a build, each remote whose newest release is not live has it deployed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { REMOTE_NAMES, type RemoteName } from '@ssb/contracts/node';
import { createRemoteServer } from '@ssb/federation-config/release/remoteServer';
import { latestRelease } from '@ssb/federation-config/release/releases';
import { parsePinnedRemotes, readAppLinks, startMetricsServer, startSiteCluster, type DeployRegistry, type SiteCluster } from '@ssb/site-server';
import { APPS, buildAll } from './build';
import { createSiteFromSettings, deployTokens, openRegistry } from './siteProcess';
import { readSettings, repoRoot, type Settings } from './settings';

function startApi(settings: Settings): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, SSB_API_HOST: settings.host, SSB_API_PORT: String(settings.apiPort), SSB_DATA_DIR: settings.dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      seen += chunk.toString();
      if (seen.includes('API listening')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the API exited with code ${code} before it was ready`)));
  });
}

/** The manifest URL of a remote's newest local release, on its local origin. */
function latestManifestUrl(settings: Settings, remote: Settings['remotes'][number]): string | null {
  const latest = latestRelease(path.join(repoRoot, remote.dir, 'dist'));
  return latest ? `http://${settings.host}:${remote.port}/releases/${latest.id}/mf-manifest.json` : null;
}

/**
 * Deploys each remote's newest local release where nothing is live, or, after a build, where it
 * is not the live one; and deploys again a live release the registry recorded before releases
 * were pinned (its files are then fetched, checked and pinned). Through the registry's own
 * checks, as any deploy.
 */
async function deployLocalReleases(settings: Settings, registry: DeployRegistry, built: boolean): Promise<void> {
  for (const remote of settings.remotes) {
    const url = latestManifestUrl(settings, remote);
    const live = registry.state().remotes[remote.name].live;
    const target = !live ? url : !live.manifestDigest ? live.manifestUrl : built && url !== live.manifestUrl ? url : null;
    if (!target) continue;
    const outcome = await registry.deploy({ remote: remote.name, manifestUrl: target, by: 'npm-start' });
    if (outcome.ok) console.log(`[start] ${remote.name}: ${outcome.before?.releaseId ?? '(none)'} → ${outcome.after.releaseId}`);
    else console.error(`[start] ${remote.name}: newest release not deployed: ${outcome.message}`);
  }
}

async function main() {
  // The site server renders pages with React: its production build, as the browser gets.
  process.env.NODE_ENV ??= 'production';
  // Every setting is read and checked here, before anything is built or served: a bad one
  // (a short deploy token, an app link, a pinned remote) costs a second, not a build.
  const settings = readSettings();
  readAppLinks();
  parsePinnedRemotes(settings.devRemotes);
  // The site's state (registry, token, the API's data) is its owner's alone: render processes
  // run as another user, and must find this folder closed.
  mkdirSync(settings.varDir, { recursive: true, mode: 0o700 });
  chmodSync(settings.varDir, 0o700);
  if (settings.benchRenderInThreads)
    console.error(
      '[start] SSB_BENCH_RENDER_IN_THREADS: remotes’ server code runs in the site server’s own threads, unsandboxed. For the bench only.',
    );
  const missing = APPS.filter((dir) => !existsSync(path.join(repoRoot, dir, 'dist')));
  const build = !process.argv.includes('--no-build') && (!process.argv.includes('--build-if-missing') || missing.length > 0);
  const tokens = deployTokens(settings);
  if (build) await buildAll();
  else if (missing.length) throw new Error(`${missing.join(', ')}: no build (dist/ missing); run npm run build`);

  const servers: FastifyInstance[] = [];
  let api: ChildProcess | undefined;
  let siteCluster: SiteCluster | undefined;
  let metricsServer: Server | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([
      ...servers.map((s) => s.close()),
      siteCluster?.stop(),
      new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(null))),
    ]);
    api?.kill('SIGTERM');
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    api = await startApi(settings);
    api.on('exit', (code) => {
      if (!stopping) {
        console.error(`[start] the API stopped (code ${code}); stopping the site`);
        void stop(1);
      }
    });
    for (const remote of settings.remotes) {
      const server = await createRemoteServer(path.join(repoRoot, remote.dir, 'dist'), {
        logger: { level: process.env.LOG_LEVEL ?? 'info', base: { origin: remote.name } },
      });
      await server.listen({ host: settings.host, port: remote.port });
      servers.push(server);
      console.log(`[start] ${remote.name} origin on http://${settings.host}:${remote.port}/`);
    }
    // One site server per core (a cluster sharing the port), or one here (SSB_SITE_PROCESSES=1).
    const clustered = settings.siteProcesses > 1;
    const registry = await openRegistry(settings, { shared: clustered });
    await deployLocalReleases(settings, registry, build);
    for (const [name, url] of Object.entries(parsePinnedRemotes(settings.devRemotes)))
      console.log(`[start] ${name} pinned to ${url} (development build)`);
    let collectMetrics: () => Promise<string>;
    if (clustered) {
      const cluster = startSiteCluster({
        processes: settings.siteProcesses,
        exec: path.join(repoRoot, 'scripts/siteProcess.ts'),
        execArgv: ['--import', 'tsx'],
        log: (line) => console.error(`[start] ${line}`),
        onFatal: (reason) => {
          console.error(`[start] ${reason}; stopping`);
          void stop(1);
        },
      });
      siteCluster = cluster;
      await cluster.ready;
      collectMetrics = () => cluster.metrics();
    } else {
      let metrics: Registry | undefined;
      const site = await createSiteFromSettings(settings, { registry, tokens, onMetrics: (m) => (metrics = m.registry) });
      await site.listen({ host: settings.host, port: settings.sitePort });
      servers.push(site);
      collectMetrics = async () => (metrics ? metrics.metrics() : '');
    }
    if (settings.metricsPort !== undefined) {
      metricsServer = await startMetricsServer({
        host: settings.host,
        port: settings.metricsPort,
        collect: collectMetrics,
        contentType: Registry.PROMETHEUS_CONTENT_TYPE,
        onError: (error) => console.error('[start] metrics could not be collected:', error instanceof Error ? error.message : error),
      });
      console.log(`[start] metrics on http://${settings.host}:${settings.metricsPort}/metrics`);
    }
    const live = REMOTE_NAMES.map((name: RemoteName) => `${name} ${registry.state().remotes[name].live?.releaseId ?? '(none)'}`);
    const store = registry.describeStore();
    const where = store.startsWith('postgres') ? store : path.relative(repoRoot, settings.registryFile);
    console.log(`[start] registry: ${where}; live: ${live.join(', ')}`);
    // In a cluster the processes serve their own registries; this one was for the local deploys.
    if (clustered) await registry.close();
    console.log(`[start] the site is ready on http://localhost:${settings.sitePort}${clustered ? ` (${settings.siteProcesses} processes)` : ''}`);
  } catch (error) {
    console.error('[start] failed:', error instanceof Error ? error.message : error);
    await stop(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((error: unknown) => {
    // A setting refused before anything started: its message alone says what to change.
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
