/**
 * `npm start`: the whole site on this machine, as production runs it: `node` on the built
 * programs (the API, one origin per remote serving all its releases, the site server), each a
 * process of its own with only its own settings, in one tree that stops cleanly on Ctrl-C.
 *
 * Every setting of every process is checked first, before anything is built or written. Then it
 * builds (skip with --no-build), deploys each remote's newest local release where it is not live,
 * and starts the processes. Secrets given in the environment reach the processes as files
 * (`<NAME>_FILE` under SSB_VAR_DIR, readable by this user only), never in their environment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@ssb/contracts/node';
import { latestRelease } from '@ssb/federation-config/release/releases';
import { ORIGIN_SETTINGS } from '@ssb/federation-config/release/originSettings';
import { secretNames, settingsFor } from '@ssb/server-kit/settings/readSettings';
import { newKeyRingText } from '@ssb/server-kit/keyRing';
import { BACKOFFICE_SETTINGS } from '@ssb/backoffice/settings';
import { DEV_ACCOUNTS, DEV_CLIENT, DEV_RESOURCE } from '@ssb/backoffice/dev-identity/accounts';
import { startLocalClamd, type LocalClamd } from './lib/localClamd';
import { API_SETTINGS } from '@ssb/api/settings';
import { localTokenFile, openRegistry, type DeployRegistry } from '@ssb/site-server';
import { SITE_SETTINGS } from '@ssb/site-server/settings';
import { APPS, buildAll } from './build';
import { readSettings, repoRoot, unknownLocalSettings, type Settings } from './settings';
import { localSecretFile } from './lib/localSecret';

const PROGRAMS = {
  api: 'api/dist/main.mjs',
  origin: 'federation-config/dist/origin/origin.mjs',
  site: 'site-server/dist/main.mjs',
  backoffice: 'backoffice/dist/server/main.mjs',
  devIdentity: 'backoffice/dist/dev-identity/devIdentity.mjs',
} as const;

/** How long a process may take to answer its health check. */
const READY_WITHIN_MS = 60_000;
const STOP_WITHIN_MS = 12_000;

/** What every process gets besides its settings: where its tools are, and production mode. */
const baseEnv = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, NODE_ENV: 'production', TZ: process.env.TZ });

/**
 * The environment with each secret given as a value moved to a file under <var>/secrets (this
 * user's alone) and named by `<NAME>_FILE`, as Kubernetes mounts them.
 */
function secretsAsFiles(settings: Settings, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env };
  const dir = path.join(settings.varDir, 'secrets');
  for (const name of new Set([...secretNames(SITE_SETTINGS), ...secretNames(API_SETTINGS), ...secretNames(BACKOFFICE_SETTINGS)])) {
    const value = env[name]?.trim();
    if (!value) continue;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, name.toLowerCase().replace(/_/g, '-'));
    writeFileSync(file, `${value}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    delete out[name];
    out[`${name}_FILE`] = file;
  }
  // The key ring that seals personal data: kept apart from the data it seals (var/secrets, not var/data).
  if (!out.SSB_DATA_KEYS_FILE) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, 'data-keys');
    if (!existsSync(file)) writeFileSync(file, newKeyRingText(), { mode: 0o600 });
    out.SSB_DATA_KEYS_FILE = file;
  }
  if (settings.localToken) {
    const { file, created } = localTokenFile(settings.varDir);
    console.log(`[start] deploy token ${created ? 'made' : 'read'}: ${path.relative(process.cwd(), file)} (set SSB_DEPLOY_TOKEN to use your own)`);
    out.SSB_DEPLOY_TOKEN_FILE = file;
  }
  // The site server's and the API's shared secret, and Prometheus's token for the API's /metrics.
  for (const [wanted, name, what] of [
    [settings.localServiceToken, 'SSB_SERVICE_TOKEN', 'service token'],
    [settings.localMetricsToken, 'SSB_METRICS_TOKEN', 'metrics token'],
  ] as const) {
    if (!wanted) continue;
    const { file, created } = localSecretFile(settings.varDir, name.slice(4).toLowerCase().replace(/_/g, '-'));
    console.log(`[start] ${what} ${created ? 'made' : 'read'}: ${path.relative(process.cwd(), file)} (set ${name} to use your own)`);
    out[`${name}_FILE`] = file;
  }
  return out;
}

interface Child {
  name: string;
  process: ChildProcess;
}

function startProgram(name: string, program: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = []): Child {
  const child = spawn(process.execPath, [...nodeArgs, path.join(repoRoot, program)], { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  return { name, process: child };
}

/** Resolves once `url` answers 200, or rejects when the process ends first or time runs out. */
async function ready(child: Child, url: string): Promise<void> {
  const until = Date.now() + READY_WITHIN_MS;
  while (Date.now() < until) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) throw new Error(`${child.name} stopped before it was ready`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${child.name} did not answer ${url} within ${READY_WITHIN_MS / 1000} s`);
}

/** The manifest URL of a remote's newest local release, on its local origin. */
function latestManifestUrl(settings: Settings, remote: Settings['remotes'][number]): string | null {
  const latest = latestRelease(path.join(repoRoot, remote.dir, 'dist'));
  return latest ? `http://${settings.host}:${remote.port}/releases/${latest.id}/mf-manifest.json` : null;
}

/**
 * Deploys each remote's newest local release where nothing is live, or, after a build, where it
 * is not the live one; and deploys again a live release the registry recorded before releases
 * were pinned. Through the registry's own checks, as any deploy.
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

/** The bench's reference only: the site renders remote code in threads of its own, unsandboxed. */
const benchThreadRenders = process.argv.includes('--bench-thread-renders');

async function main() {
  // Every setting of every process, before anything is built or written: a bad one costs a second.
  for (const name of unknownLocalSettings()) console.warn(`[start] warning: ${name} is not a setting of any process (a typo?); it is ignored`);
  const settings = readSettings();
  if (benchThreadRenders)
    console.error('[start] --bench-thread-renders: remotes’ server code runs in the site server’s own threads, unsandboxed. For the bench only.');
  const programs = Object.values(PROGRAMS);
  const missing = [
    ...APPS.filter((dir) => !existsSync(path.join(repoRoot, dir, 'dist'))),
    ...programs.filter((p) => !existsSync(path.join(repoRoot, p))),
  ];
  const build = !process.argv.includes('--no-build') && (!process.argv.includes('--build-if-missing') || missing.length > 0);
  if (!build && missing.length) throw new Error(`${missing.join(', ')}: not built; run npm run build`);

  // The site's state (registry, token, the API's data) is its owner's alone: render processes
  // run as another user, and must find this folder closed.
  mkdirSync(settings.varDir, { recursive: true, mode: 0o700 });
  chmodSync(settings.varDir, 0o700);
  const env = secretsAsFiles(settings, process.env);
  if (build) await buildAll();

  const children: Child[] = [];
  let clamd: LocalClamd | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // The site first (it drains), then what it depends on.
    for (const group of [
      ['site', 'backoffice'],
      ['api', 'dev-identity', ...REMOTE_NAMES],
    ]) {
      const ending = children.filter((c) => group.includes(c.name) && c.process.exitCode === null && c.process.signalCode === null);
      for (const c of ending) c.process.kill('SIGTERM');
      await Promise.all(
        ending.map(
          (c) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => {
                c.process.kill('SIGKILL');
                resolve();
              }, STOP_WITHIN_MS);
              c.process.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
            }),
        ),
      );
    }
    await clamd?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  const watch = (child: Child) => {
    children.push(child);
    child.process.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`[start] ${child.name} stopped (${signal ?? `code ${code}`}); stopping the site`);
      void stop(1);
    });
    return child;
  };

  try {
    const { host, LOG_LEVEL } = { host: settings.host, LOG_LEVEL: env.LOG_LEVEL };
    // clamd, when Debian's clamav-daemon is installed and no SSB_CLAMD names the bank's.
    if (!env.SSB_CLAMD) {
      clamd = await startLocalClamd(path.join(settings.varDir, 'clamd'));
      console.log(
        clamd
          ? `[start] clamd on ${path.relative(repoRoot, clamd.socket)} (${clamd.signatures})`
          : '[start] clamd is not installed: documents are stored unscanned (apt-get install clamav-daemon)',
      );
    }
    const identity = settings.devIdentity
      ? watch(
          startProgram('dev-identity', PROGRAMS.devIdentity, {
            ...baseEnv(),
            SSB_ALLOW_DEV_IDENTITY: '1',
            SSB_DEV_IDENTITY_HOST: host,
            SSB_DEV_IDENTITY_PORT: settings.devIdentity.SSB_DEV_IDENTITY_PORT.toString(),
            SSB_DEV_IDENTITY_ISSUER: settings.devIdentity.SSB_DEV_IDENTITY_ISSUER,
            SSB_DEV_IDENTITY_DIR: settings.devIdentity.SSB_DEV_IDENTITY_DIR,
            SSB_BACKOFFICE_ORIGIN: settings.backoffice.origin,
          }),
        )
      : null;
    const api = watch(
      startProgram('api', PROGRAMS.api, {
        ...baseEnv(),
        ...settingsFor(API_SETTINGS, env),
        SSB_API_HOST: host,
        SSB_API_PORT: String(settings.apiPort),
        SSB_DATA_DIR: settings.dataDir,
        SSB_PUBLIC_ORIGIN: settings.publicOrigin,
        // The embedded provider's issuer; the bank's comes as a file (secretsAsFiles).
        ...(settings.devIdentity ? { SSB_STAFF_ISSUER: settings.backoffice.issuer } : {}),
        SSB_BACKOFFICE_ORIGIN: settings.backoffice.origin,
        ...(clamd ? { SSB_CLAMD: clamd.socket } : {}),
      }),
    );
    const origins = settings.remotes.map((remote) =>
      watch(
        startProgram(remote.name, PROGRAMS.origin, {
          ...baseEnv(),
          ...settingsFor(ORIGIN_SETTINGS, { LOG_LEVEL }),
          SSB_ORIGIN_HOST: host,
          SSB_ORIGIN_PORT: String(remote.port),
          SSB_ORIGIN_DIR: path.join(repoRoot, remote.dir, 'dist'),
          SSB_ORIGIN_NAME: remote.name,
        }),
      ),
    );
    await Promise.all([
      ready(api, `http://${host}:${settings.apiPort}/healthz`),
      ...(identity ? [ready(identity, `${settings.backoffice.issuer}/.well-known/openid-configuration`)] : []),
      ...origins.map((origin, i) => ready(origin, `http://${host}:${settings.remotes[i]?.port}/healthz`)),
    ]);
    const siteEnv = {
      ...baseEnv(),
      ...settingsFor(SITE_SETTINGS, env),
      SSB_HOST: host,
      SSB_VAR_DIR: settings.varDir,
      SSB_SHELL_DIR: path.join(repoRoot, 'shell'),
      SSB_API_URL: `http://${host}:${settings.apiPort}`,
    };
    // The newest local releases, through the registry's checks, before the site serves.
    const registry = await openRegistry(settings.site, { shared: true });
    await deployLocalReleases(settings, registry, build);
    const live = REMOTE_NAMES.map((name) => `${name} ${registry.state().remotes[name].live?.releaseId ?? '(none)'}`);
    const store = registry.describeStore();
    console.log(
      `[start] registry: ${store.startsWith('postgres') ? store : path.relative(repoRoot, settings.registryFile)}; live: ${live.join(', ')}`,
    );
    await registry.close();
    for (const [name, url] of Object.entries(settings.devRemotes)) console.log(`[start] ${name} pinned to ${url} (development build)`);
    // The bench's reference (--bench-thread-renders) is a program of its own, run from source: the
    // site's program has no way to render remote code outside its sandbox.
    const site = watch(
      benchThreadRenders
        ? startProgram('site', 'site-server/src/bench/threadRenderedSite.ts', siteEnv, ['--import', 'tsx'])
        : startProgram('site', PROGRAMS.site, siteEnv),
    );
    // The back office: its own origin, never behind the public site server.
    const backoffice = watch(
      startProgram('backoffice', PROGRAMS.backoffice, {
        ...baseEnv(),
        ...settingsFor(BACKOFFICE_SETTINGS, env),
        SSB_BACKOFFICE_HOST: host,
        SSB_BACKOFFICE_PORT: String(settings.backoffice.port),
        SSB_BACKOFFICE_ORIGIN: settings.backoffice.origin,
        // The embedded provider's issuer; the bank's comes as a file (secretsAsFiles).
        ...(settings.devIdentity ? { SSB_STAFF_ISSUER: settings.backoffice.issuer } : {}),
        SSB_STAFF_API_URL: `http://${host}:${settings.apiPort}`,
        // Staff preview a change on the site they run beside it.
        SSB_SITE_ORIGIN: settings.publicOrigin,
        SSB_BACKOFFICE_DATA_DIR: path.join(settings.varDir, 'backoffice'),
        SSB_BACKOFFICE_APP_DIR: path.join(repoRoot, 'backoffice/dist/app'),
        // The development provider's client: its secret is a development value, in accounts.ts.
        ...(settings.devIdentity
          ? { SSB_BACKOFFICE_CLIENT_ID: DEV_CLIENT.id, SSB_BACKOFFICE_CLIENT_SECRET: DEV_CLIENT.secret, SSB_STAFF_RESOURCE: DEV_RESOURCE }
          : {}),
      }),
    );
    await Promise.all([
      ready(site, `http://${host}:${settings.sitePort}/readyz`),
      ready(backoffice, `http://${host}:${settings.backoffice.port}/healthz`),
    ]);
    if (settings.metricsPort !== undefined) console.log(`[start] metrics on http://${host}:${settings.metricsPort}/metrics`);
    console.log(
      `[start] the site is ready on http://localhost:${settings.sitePort}${settings.siteProcesses > 1 ? ` (${settings.siteProcesses} processes)` : ''}`,
    );
    console.log(`[start] the back office is ready on ${settings.backoffice.origin}, signing in at ${settings.backoffice.issuer}`);
    if (settings.devIdentity)
      for (const a of DEV_ACCOUNTS)
        console.log(`[start]   ${a.role.padEnd(21)} user ${a.username.padEnd(9)} password ${a.password}  (development only)`);
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
