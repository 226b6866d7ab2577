/**
 * `npm run canary` as a person runs it: the workspace's real command (scripts/deploy.ts canary),
 * against the registry's real routes over HTTP and a remote origin serving real releases. The
 * token comes from the environment only, and is never printed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRemoteServer } from '@ssb/federation-config/release/remoteServer';
import { publishFakeRelease } from '@ssb/federation-config/release/test/fakeBuild';
import { createTokenGuard } from '../auth/tokenGuard';
import { deployRoutes } from './deployRoutes';
import { createOriginAllowlist } from './originAllowlist';
import { createDeployRegistry, type DeployRegistry } from './registry';
import { createFileRegistryStore } from './registryStore';
import { parseDeployTokens } from '../auth/tokens';

const REPO = path.join(__dirname, '../../..');
const TEAM_TOKEN = 'about-team@mfe_about:about-team-secret-0123456789';
const OTHER_TEAM_TOKEN = 'products-team@mfe_products:products-secret-0123456789';

let root: string;
let origin: FastifyInstance;
let originUrl: string;
let site: FastifyInstance;
let siteUrl: string;
let registry: DeployRegistry;

function makeRelease(text: string): { id: string; url: string } {
  const { id, manifestUrl } = publishFakeRelease(path.join(root, 'dist'), originUrl, { text, remote: 'mfe_about' });
  return { id, url: manifestUrl };
}

interface Run {
  code: number;
  out: string;
  err: string;
}

/** `npm run canary -- …` (what its script runs), with only the settings given (and PATH). */
function canary(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(REPO, 'scripts/deploy.ts'), 'canary', ...args],
      { cwd: REPO, env: { PATH: process.env.PATH ?? '', SSB_SITE_URL: siteUrl, SSB_DEPLOY_TOKEN: TEAM_TOKEN, ...env }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout, err: stderr }),
    );
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'ssb-canary-cli-'));
  origin = await createRemoteServer(path.join(root, 'dist'));
  await origin.listen({ host: '127.0.0.1', port: 0 });
  originUrl = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
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

describe('npm run canary', () => {
  it('starts a canary, shows it, refuses a second one, and promotes it', async () => {
    const [live, next] = [makeRelease('cli-live'), makeRelease('cli-next')];
    expect((await registry.deploy({ remote: 'mfe_about', manifestUrl: live.url, by: 'setup' })).ok).toBe(true);

    const started = await canary(['mfe-about', next.url, '--share', '0.1']);
    expect(started).toMatchObject({ code: 0 });
    expect(started.out).toContain(`[canary] mfe_about: ${next.id} to 10 % of visitors, ${live.id} to as many as control, by about-team`);
    expect(registry.state().remotes.mfe_about.canary).toMatchObject({ share: 0.1, release: { releaseId: next.id } });

    const status = await canary(['status', 'mfe_about'], { SSB_DEPLOY_TOKEN: '' });
    expect(status.code).toBe(0);
    expect(status.out).toContain(`live ${live.id}; canary ${next.id} at 10 % of visitors (and 10 % control)`);
    expect(status.out).toContain(`[canary] last: canary of ${next.id} to 10 %`);

    const second = await canary(['mfe-about', makeRelease('cli-third').url]);
    expect(second.code).toBe(1);
    expect(second.err).toContain('refused (HTTP 409, canary-running)');
    expect(second.err).toContain(`promote or abort the canary of ${next.id} first`);
    expect(second.err).toContain('[canary] nothing changed');

    const promoted = await canary(['promote', 'mfe-about']);
    expect(promoted).toMatchObject({ code: 0 });
    expect(promoted.out).toContain(`[canary] mfe_about: ${live.id} → ${next.id} promoted by about-team`);
    expect(registry.state().remotes.mfe_about.live?.releaseId).toBe(next.id);
    for (const run of [started, status, second, promoted]) expect(run.out + run.err).not.toContain('about-team-secret');
  }, 120_000);

  it('aborts a canary, and says there is none to abort after', async () => {
    const [live, next] = [makeRelease('abort-live'), makeRelease('abort-next')];
    await registry.deploy({ remote: 'mfe_about', manifestUrl: live.url, by: 'setup' });
    expect((await registry.canary({ remote: 'mfe_about', manifestUrl: next.url, share: 0.05, by: 'setup' })).ok).toBe(true);
    const aborted = await canary(['abort', 'mfe-about']);
    expect(aborted).toMatchObject({ code: 0 });
    expect(aborted.out).toContain(`[canary] mfe_about: canary of ${next.id} aborted by about-team; ${live.id} stays live`);
    const again = await canary(['abort', 'mfe-about']);
    expect(again.code).toBe(1);
    expect(again.err).toContain('refused (HTTP 409, no-canary)');
  }, 120_000);

  it('refuses a token for another remote before asking, and a wrong usage with its usage', async () => {
    const release = makeRelease('cli-usage');
    const other = await canary(['mfe-about', release.url], { SSB_DEPLOY_TOKEN: OTHER_TEAM_TOKEN });
    expect(other.code).toBe(1);
    expect(other.err).toContain('holds no token for mfe_about');
    expect(other.err).not.toContain('products-secret');
    const usages = [
      [],
      ['mfe-about'],
      ['mfe-about', release.url, '--share', 'half'],
      ['status'],
      ['mfe-bank', release.url],
      ['promote', 'mfe-about', 'extra'],
    ];
    for (const run of await Promise.all(usages.map((args) => canary(args)))) {
      expect(run.code).toBe(2);
      expect(run.err).toContain('usage: npm run canary -- <');
    }
    expect(registry.state().revision).toBe(0);
  }, 120_000);
});
