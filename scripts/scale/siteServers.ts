/**
 * The composed site twice, as `npm start` sets it up (scripts/start.ts) but with a PostgreSQL
 * registry: each remote's real build served from its own origin, the four newest releases
 * deployed, then site servers A and B, each hosting the shared registry and proxying /api to its
 * own API instance. A second origin holds one more release of mfe_about, for the deploy check.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SCALE_SERVICE_TOKEN } from './apiInstances';
import { CONTRACTS_VERSION, isReleaseManifest, type RemoteName } from '@ssb/contracts/node';
import { finalizeRelease, MANIFEST } from '@ssb/federation-config/release/finalizeRelease';
import { latestRelease, type LocalRelease } from '@ssb/federation-config/release/releases';
import { createRemoteServer } from '@ssb/federation-config/release/remoteServer';
import {
  createDeployRegistry,
  createOriginAllowlist,
  createRegistryStore,
  createSiteServer,
  parseDeployTokens,
  readRegistryPollMs,
  runtimeConfigOf,
  type DeployRegistry,
  type DeployToken,
  type SiteSettings,
} from '@ssb/site-server';
import { readSettings, repoRoot, type RemoteSetting } from '../settings';
import type { Cleanup } from './cleanup';

interface SiteInstance {
  name: 'A' | 'B';
  url: string;
  registry: DeployRegistry;
}

interface NextRelease {
  remote: RemoteName;
  id: string;
  manifestUrl: string;
}

export interface Sites {
  a: SiteInstance;
  b: SiteInstance;
  /** A release of mfe_about that is not live: the deploy check switches to it. */
  next: NextRelease;
  /** The secret of the deploy token both site servers accept. */
  deploySecret: string;
}

export interface SitesOptions {
  databaseUrl: string;
  apiA: string;
  apiB: string;
  /** The run's temp folder: the extra release and the (unused) registry file path. */
  workDir: string;
  cleanup: Cleanup;
}

const SETTINGS: SiteSettings = {
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.ssb.tj/',
  legalInternetBankingUrl: 'https://ib.ssb.tj/business/',
};
const SHELL_DIST = path.join(repoRoot, 'shell/dist');
const DEPLOYED_BY = 'scale-test';

const urlOf = (server: FastifyInstance) => `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
const manifestUrlOf = (origin: string, id: string) => `${origin}/releases/${id}/${MANIFEST}`;

/** Each remote's newest local release; the run needs the production build, not a fake one. */
function builtReleases(remotes: RemoteSetting[]): Map<RemoteSetting, LocalRelease> {
  const missing: string[] = existsSync(path.join(SHELL_DIST, 'index.html')) ? [] : ['shell/dist'];
  const releases = new Map<RemoteSetting, LocalRelease>();
  for (const remote of remotes) {
    const release = latestRelease(path.join(repoRoot, remote.dir, 'dist'));
    if (release) releases.set(remote, release);
    else missing.push(`${remote.dir}/dist`);
  }
  if (missing.length > 0) throw new Error(`no build in ${missing.join(', ')}: run npm run build first`);
  return releases;
}

async function startOrigin(root: string, cleanup: Cleanup): Promise<string> {
  const server = await createRemoteServer(root);
  cleanup.add(`origin of ${root}`, () => server.close());
  await server.listen({ host: '127.0.0.1', port: 0 });
  return urlOf(server);
}

/**
 * Another release of a remote, made by the real release tooling from a copy of `from` with one
 * file added: its code is the same, its id differs, and the registry's checks apply to it.
 */
function makeNextRelease(remote: RemoteSetting, from: LocalRelease, distDir: string): string {
  const manifest: unknown = JSON.parse(readFileSync(path.join(from.dir, MANIFEST), 'utf8'));
  if (!isReleaseManifest(manifest)) throw new Error(`${remote.dir}: release ${from.id} has no release manifest`);
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, remote.dir, 'package.json'), 'utf8')) as { version: string };
  const stagingDir = path.join(distDir, '.staging');
  cpSync(from.dir, stagingDir, { recursive: true });
  writeFileSync(path.join(stagingDir, 'scale-test.txt'), `made from ${from.id} by scripts/scale at ${new Date().toISOString()}\n`);
  const made = finalizeRelease({
    stagingDir,
    distDir,
    version,
    contractsVersion: CONTRACTS_VERSION,
    serverEntry: manifest.metaData.release.serverEntry,
  });
  return made.id;
}

function openRegistry(databaseUrl: string, workDir: string): Promise<DeployRegistry> {
  // With a database URL the file is never used; it is the argument npm start passes.
  const store = createRegistryStore(path.join(workDir, 'registry.json'), { databaseUrl, pollMs: readRegistryPollMs() });
  return createDeployRegistry({ store, checks: { allowlist: createOriginAllowlist(undefined) } });
}

/** Deploys each remote's newest build through the registry's checks, as npm start does. */
async function deployBuilds(registry: DeployRegistry, builds: Map<RemoteSetting, LocalRelease>, origins: Map<RemoteSetting, string>) {
  for (const [remote, release] of builds) {
    const manifestUrl = manifestUrlOf(origins.get(remote) ?? '', release.id);
    const outcome = await registry.deploy({ remote: remote.name, manifestUrl, by: DEPLOYED_BY });
    if (!outcome.ok) throw new Error(`${remote.name}: release ${release.id} not deployed: ${outcome.message}`);
  }
}

async function startSite(
  name: SiteInstance['name'],
  registry: DeployRegistry,
  apiUpstream: string,
  tokens: DeployToken[],
  cleanup: Cleanup,
): Promise<SiteInstance> {
  let server: FastifyInstance;
  try {
    server = await createSiteServer({
      distDir: SHELL_DIST,
      runtimeConfig: () => runtimeConfigOf(SETTINGS, registry.state()),
      deploy: { registry, tokens },
      apiUpstream,
      serviceToken: SCALE_SERVICE_TOKEN,
      publicOrigin: 'http://127.0.0.1',
      // The clients name themselves in X-Forwarded-For, as a load balancer in front would.
      trustedProxies: ['127.0.0.1'],
    });
  } catch (error) {
    await registry.close();
    throw error;
  }
  // Closing the server stops its registry polling and closes the registry's connections.
  cleanup.add(`site server ${name}`, () => server.close());
  await server.listen({ host: '127.0.0.1', port: 0 });
  return { name, url: urlOf(server), registry };
}

export async function startSites(options: SitesOptions): Promise<Sites> {
  const { databaseUrl, workDir, cleanup } = options;
  const remotes = readSettings().remotes;
  const builds = builtReleases(remotes);
  const origins = new Map<RemoteSetting, string>();
  for (const remote of remotes) origins.set(remote, await startOrigin(path.join(repoRoot, remote.dir, 'dist'), cleanup));

  const about = remotes.find((r) => r.name === 'mfe_about');
  const aboutBuild = about && builds.get(about);
  if (!about || !aboutBuild) throw new Error('mfe_about is not among the remotes');
  const nextDist = path.join(workDir, 'next-release');
  const nextId = makeNextRelease(about, aboutBuild, nextDist);
  const nextOrigin = await startOrigin(nextDist, cleanup);

  const deploySecret = randomBytes(24).toString('base64url');
  const tokens = parseDeployTokens(`scale:${deploySecret}`);
  const registryA = await openRegistry(databaseUrl, workDir);
  const a = await startSite('A', registryA, options.apiA, tokens, cleanup);
  await deployBuilds(registryA, builds, origins);
  // B starts on what A deployed: one registry, read from the database.
  const b = await startSite('B', await openRegistry(databaseUrl, workDir), options.apiB, tokens, cleanup);
  return { a, b, next: { remote: 'mfe_about', id: nextId, manifestUrl: manifestUrlOf(nextOrigin, nextId) }, deploySecret };
}
