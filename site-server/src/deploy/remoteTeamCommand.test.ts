/**
 * A remote team's deploy path as the team runs it: the real `ssb-remote` command, in a remote's
 * folder that holds only its package.json and dist/, against the registry's real routes over
 * HTTP and a remote origin serving that dist/. Settings are checked before anything is asked.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { finalizeRelease } from '@ssb/federation-config/release/finalizeRelease';
import { createRemoteServer } from '@ssb/federation-config/release/remoteServer';
import { writeFakeBuild } from '@ssb/federation-config/release/test/fakeBuild';
import { createTokenGuard } from '../auth/tokenGuard';
import { deployRoutes } from './deployRoutes';
import { createOriginAllowlist } from './originAllowlist';
import { createDeployRegistry, type DeployRegistry } from './registry';
import { createFileRegistryStore } from './registryStore';
import { parseDeployTokens } from '../auth/tokens';

// The command as npm runs it for a team: the package's bin, next to its main entry.
const SSB_REMOTE = path.join(path.dirname(require.resolve('@ssb/federation-config')), 'bin/ssb-remote.cjs');
const TEAM_TOKEN = 'about-team@mfe_about:about-team-secret-0123456789';
const OTHER_TEAM_TOKEN = 'products-team@mfe_products:products-secret-0123456789';

let root: string;
let remoteDir: string;
let origin: FastifyInstance;
let originUrl: string;
let site: FastifyInstance;
let siteUrl: string;
let registry: DeployRegistry;
let releases: string[];

function makeRelease(text: string): string {
  const staging = path.join(remoteDir, 'dist', `.staging-${text}`);
  writeFakeBuild(staging, { text, remote: 'mfe_about' });
  return finalizeRelease({
    stagingDir: staging,
    distDir: path.join(remoteDir, 'dist'),
    version: '1.0.0',
    contractsVersion: CONTRACTS_VERSION,
    serverEntry: 'server/routes.cjs',
  }).id;
}

interface Run {
  code: number;
  out: string;
  err: string;
}

/** `ssb-remote …` in the remote's folder, with only the settings given (and PATH). */
function ssbRemote(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [SSB_REMOTE, ...args],
      { cwd: remoteDir, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout, err: stderr }),
    );
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'ssb-remote-team-'));
  remoteDir = path.join(root, 'mfe-about');
  mkdirSync(remoteDir);
  writeFileSync(path.join(remoteDir, 'package.json'), JSON.stringify({ name: '@ssb/mfe-about', ssb: { role: 'remote', port: 1 } }));
  origin = await createRemoteServer(path.join(remoteDir, 'dist'));
  await origin.listen({ host: '127.0.0.1', port: 0 });
  originUrl = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
  releases = [makeRelease('first'), makeRelease('second')];
});

beforeEach(async () => {
  await site?.close();
  registry = await createDeployRegistry({
    store: createFileRegistryStore(path.join(mkdtempSync(path.join(root, 'var-')), 'registry.json')),
    checks: { allowlist: createOriginAllowlist(undefined), timeoutMs: 2_000 },
  });
  const tokens = parseDeployTokens(`${TEAM_TOKEN},${OTHER_TEAM_TOKEN}`);
  site = Fastify();
  await site.register(deployRoutes, { registry, tokens, guard: createTokenGuard({ tokens }) });
  await site.listen({ host: '127.0.0.1', port: 0 });
  siteUrl = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all([site?.close(), origin?.close()]);
  rmSync(root, { recursive: true, force: true });
});

const settings = (extra: Record<string, string> = {}) => ({
  SSB_SITE_URL: siteUrl,
  SSB_REMOTE_ORIGIN: originUrl,
  SSB_DEPLOY_TOKEN: TEAM_TOKEN,
  ...extra,
});

describe('ssb-remote deploy, rollback and releases from a remote’s folder alone', () => {
  it('deploys the newest release of the folder through the registry, then rolls back', async () => {
    const first = await ssbRemote(['deploy', `${originUrl}/releases/${releases[0]}/mf-manifest.json`], settings());
    expect(first).toMatchObject({ code: 0 });
    const latest = await ssbRemote(['deploy', 'latest'], settings());
    expect(latest.code).toBe(0);
    expect(latest.out).toContain(`mfe_about: ${releases[0]} → ${releases[1]} by about-team`);
    expect(registry.state().remotes.mfe_about.live?.releaseId).toBe(releases[1]);

    const listed = await ssbRemote(['releases'], settings());
    expect(listed.out).toMatch(new RegExp(`${releases[1]}.*\\(latest build\\)\\s+\\(live\\)`));

    const back = await ssbRemote(['rollback'], settings());
    expect(back.out).toContain(`${releases[1]} → ${releases[0]}`);
    expect(registry.state().remotes.mfe_about.live?.releaseId).toBe(releases[0]);
  }, 60_000);

  it('picks the team’s own token from a list, and refuses a list with none for this remote before asking', async () => {
    const mixed = await ssbRemote(['deploy', 'latest'], settings({ SSB_DEPLOY_TOKEN: `${OTHER_TEAM_TOKEN},${TEAM_TOKEN}` }));
    expect(mixed.code).toBe(0);
    const none = await ssbRemote(['deploy', 'latest'], settings({ SSB_DEPLOY_TOKEN: OTHER_TEAM_TOKEN }));
    expect(none.code).toBe(1);
    expect(none.err).toContain('holds no token for mfe_about');
  }, 60_000);

  it.each([
    ['a short token', { SSB_DEPLOY_TOKEN: 'about-team@mfe_about:short' }, 'shorter than 16 characters'],
    ['no token', { SSB_DEPLOY_TOKEN: '' }, 'no deploy token'],
    ['a site URL with a path', { SSB_SITE_URL: 'http://127.0.0.1:8080/_deploy' }, 'SSB_SITE_URL must be an http(s) origin'],
    ['a site URL that is no URL', { SSB_SITE_URL: '8080' }, 'SSB_SITE_URL must be a URL'],
    ['an origin that is no URL', { SSB_REMOTE_ORIGIN: 'localhost:8084' }, 'SSB_REMOTE_ORIGIN must be'],
  ])(
    'refuses %s before it asks the registry anything',
    async (_name, extra, message) => {
      const run = await ssbRemote(['deploy', 'latest'], settings(extra));
      expect(run.code).toBe(1);
      expect(run.err).toContain(message);
      expect(run.err).not.toContain('about-team-secret');
      expect(registry.state().revision).toBe(0);
    },
    30_000,
  );

  it('says what the registry refused, and that nothing changed', async () => {
    const run = await ssbRemote(['deploy', `${originUrl}/releases/no-such-release/mf-manifest.json`], settings());
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/refused \(HTTP 422, check manifest-reachable\)/);
    expect(run.err).toContain('nothing changed');
  }, 30_000);

  it('answers its usage for a deploy without a release', async () => {
    expect(await ssbRemote(['deploy'], settings())).toMatchObject({ code: 2 });
    expect((await ssbRemote(['serve'], settings())).err).toContain('usage: ssb-remote');
  }, 30_000);
});
