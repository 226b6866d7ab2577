/**
 * A remote team's previews, prune and check as the team runs them: the real `ssb-remote` command
 * in a remote's folder that holds only its package.json and dist/, against the registry's and the
 * previews' real routes over loopback HTTP, and a remote origin serving that dist/. The site's
 * shell is a build folder holding the shared-versions.json its build writes, with versions other
 * than the ones installed here: what the site image has.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { finalizeRelease, releasesDir } from '@ssb/federation-config/release/finalizeRelease';
import { createRemoteServer } from '@ssb/federation-config/release/remoteServer';
import { writeFakeBuild } from '@ssb/federation-config/release/test/fakeBuild';
import { createTokenGuard } from '../auth/tokenGuard';
import { parseDeployTokens } from '../auth/tokens';
import { previewRoutes } from '../preview/previewRoutes';
import { PREVIEW_COOKIE, createPreviewCodec } from '../preview/previewSession';
import { deployRoutes } from './deployRoutes';
import { SHARED_VERSIONS_FILE } from './hostVersions';
import { createOriginAllowlist } from './originAllowlist';
import { createDeployRegistry, type DeployRegistry } from './registry';
import { createFileRegistryStore } from './registryStore';

// The command as npm runs it for a team: the package's bin, next to its main entry.
const SSB_REMOTE = path.join(path.dirname(require.resolve('@ssb/federation-config')), 'bin/ssb-remote.cjs');
const TEAM_SECRET = 'about-team-secret-0123456789';
const TEAM_TOKEN = `about-team@mfe_about:${TEAM_SECRET}`;
const OTHER_TEAM_SECRET = 'products-secret-0123456789';
const OTHER_TEAM_TOKEN = `products-team@mfe_products:${OTHER_TEAM_SECRET}`;
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

let root: string;
let remoteDir: string;
let origin: FastifyInstance;
let originUrl: string;
let site: FastifyInstance;
let siteUrl: string;
let registry: DeployRegistry;
let minute = 0;

/**
 * The shared versions the live site's shell was built with, as its build records them
 * (SharedVersionsPlugin): none of them the version installed in this repository.
 */
const SITE_SHARED = {
  '@ssb/contracts': CONTRACTS_VERSION,
  react: '19.2.4',
  'react-dom': '19.2.4',
  'react-dom/client': '19.2.4',
  'react-intl': '12.0.3',
  'react/jsx-runtime': '19.2.4',
};

/** One entry of a federation manifest's `shared`, as the plugin writes it. */
const shared = (name: string, version: string, requiredVersion: string) => ({
  id: `mfe_about:${name}`,
  name,
  version,
  singleton: true,
  requiredVersion,
});

/** A release (of mfe_about by default) made by the real release tooling, each built a minute after the one before. */
function makeRelease(
  text: string,
  options: { contractsVersion?: string; shared?: unknown[]; remote?: string } = {},
): { id: string; manifestUrl: string } {
  const dist = path.join(remoteDir, 'dist');
  const staging = path.join(dist, `.staging-${text}`);
  writeFakeBuild(staging, { text, remote: options.remote ?? 'mfe_about' });
  const file = path.join(staging, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...manifest, shared: options.shared ?? [] }));
  const { id } = finalizeRelease({
    stagingDir: staging,
    distDir: dist,
    version: '1.0.0',
    contractsVersion: options.contractsVersion ?? CONTRACTS_VERSION,
    serverEntry: 'server/routes.cjs',
    now: new Date(Date.UTC(2026, 2, 1, 9, (minute += 1))),
  });
  return { id, manifestUrl: `${originUrl}/releases/${id}/mf-manifest.json` };
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

const settings = (extra: Record<string, string> = {}) => ({
  SSB_SITE_URL: siteUrl,
  SSB_REMOTE_ORIGIN: originUrl,
  SSB_DEPLOY_TOKEN: TEAM_TOKEN,
  ...extra,
});

/** POST /_deploy/preview over HTTP: the cookie pair it sets. */
async function startPreview(remote: string, manifestUrl: string, cookie?: string): Promise<string> {
  const res = await fetch(`${siteUrl}/_deploy/preview`, {
    method: 'POST',
    headers: {
      ...bearer(remote === 'mfe_about' ? TEAM_SECRET : OTHER_TEAM_SECRET),
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ remote, manifestUrl }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const previewsOf = async (remote: string, headers: Record<string, string>) => {
  const res = await fetch(`${siteUrl}/_deploy/remotes/${remote}/previews`, { headers });
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'ssb-remote-preview-'));
  remoteDir = path.join(root, 'mfe-about');
  mkdirSync(remoteDir);
  writeFileSync(path.join(remoteDir, 'package.json'), JSON.stringify({ name: '@ssb/mfe-about', ssb: { role: 'remote', port: 1 } }));
  origin = await createRemoteServer(path.join(remoteDir, 'dist'));
  await origin.listen({ host: '127.0.0.1', port: 0 });
  originUrl = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
  registry = await createDeployRegistry({
    store: createFileRegistryStore(path.join(mkdtempSync(path.join(root, 'var-')), 'registry.json')),
    checks: { allowlist: createOriginAllowlist(undefined), timeoutMs: 2_000 },
  });
  const tokens = parseDeployTokens(`${TEAM_TOKEN},${OTHER_TEAM_TOKEN}`);
  const guard = createTokenGuard({ tokens, perMinute: 1_000 });
  const shellDist = path.join(root, 'shell-dist');
  mkdirSync(shellDist);
  writeFileSync(path.join(shellDist, SHARED_VERSIONS_FILE), `${JSON.stringify({ shared: SITE_SHARED }, null, 2)}\n`);
  // The registry's routes and the previews' as the site server registers them.
  site = Fastify();
  await site.register(deployRoutes, { registry, tokens, guard, shellDistDir: shellDist });
  await site.register(previewRoutes, { registry, guard, codec: createPreviewCodec(tokens, registry.allowsOrigin), secure: false });
  await site.listen({ host: '127.0.0.1', port: 0 });
  siteUrl = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all([site?.close(), origin?.close()]);
  rmSync(root, { recursive: true, force: true });
});

describe('the release ids active previews show, from the registry', () => {
  it('are told to a token that may act on the remote, as release ids and expiries only, until the preview ends', async () => {
    const about = makeRelease('listed-about');
    const products = makeRelease('listed-products', { remote: 'mfe_products' });
    const cookie = await startPreview('mfe_about', about.manifestUrl);

    expect((await previewsOf('mfe_about', {})).status).toBe(401);
    expect((await previewsOf('mfe_about', bearer('wrong-secret-wrong-secret'))).status).toBe(401);
    expect((await previewsOf('mfe_about', bearer(OTHER_TEAM_SECRET))).status).toBe(403);
    expect((await previewsOf('mfe_shop', bearer(TEAM_SECRET))).status).toBe(404);
    const listed = await previewsOf('mfe_about', bearer(TEAM_SECRET));
    expect(listed.status).toBe(200);
    expect(listed.cache).toBe('no-store');
    // Nothing of who started it, nor of the cookie.
    expect(listed.body).toEqual({ remote: 'mfe_about', previews: [{ releaseId: about.id, expires: expect.any(String) }] });
    const [only] = listed.body.previews as { expires: string }[];
    expect(Date.parse(only?.expires ?? '') - Date.now()).toBeGreaterThan(3.9 * 3_600_000);

    // The same browser previews mfe_products too (a new cookie); ending mfe_products' keeps mfe_about's listed.
    const both = await startPreview('mfe_products', products.manifestUrl, cookie);
    expect((await previewsOf('mfe_products', bearer(OTHER_TEAM_SECRET))).body.previews).toEqual([
      { releaseId: products.id, expires: expect.any(String) },
    ]);
    const endOne = await fetch(`${siteUrl}/_deploy/preview?remote=mfe_products`, { method: 'DELETE', headers: { cookie: both } });
    const rest = (endOne.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect((await previewsOf('mfe_products', bearer(OTHER_TEAM_SECRET))).body.previews).toEqual([]);
    expect((await previewsOf('mfe_about', bearer(TEAM_SECRET))).body.previews).toEqual([{ releaseId: about.id, expires: expect.any(String) }]);

    await fetch(`${siteUrl}/_deploy/preview`, { method: 'DELETE', headers: { cookie: rest } });
    expect((await previewsOf('mfe_about', bearer(TEAM_SECRET))).body.previews).toEqual([]);
  });
});

describe('ssb-remote prune', () => {
  it('keeps a release a preview shows, however old, with the live one and the latest build; removes the rest', async () => {
    const [previewed, old, live] = [makeRelease('prune-previewed'), makeRelease('prune-old'), makeRelease('prune-live')];
    const latest = makeRelease('prune-latest');
    expect((await registry.deploy({ remote: 'mfe_about', manifestUrl: live.manifestUrl, by: 'test' })).ok).toBe(true);
    const cookie = await startPreview('mfe_about', previewed.manifestUrl);
    const exists = (id: string) => existsSync(path.join(releasesDir(path.join(remoteDir, 'dist')), id));

    // Without the team's token the previews cannot be asked: nothing is removed.
    const refused = await ssbRemote(['prune', '--keep', '1'], settings({ SSB_DEPLOY_TOKEN: '' }));
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('no deploy token');
    expect([previewed, old, live, latest].every((r) => exists(r.id))).toBe(true);

    const run = await ssbRemote(['prune', '--keep', '1'], settings());
    expect(run.code).toBe(0);
    expect(run.out).toContain(`${previewed.id} previewed`);
    expect(run.out).toContain(`removed`);
    expect(exists(previewed.id)).toBe(true);
    expect(exists(live.id)).toBe(true);
    expect(exists(latest.id)).toBe(true);
    expect(exists(old.id)).toBe(false);
    // The previewing browser still gets the release's files from the origin.
    expect((await fetch(`${originUrl}/releases/${previewed.id}/remoteEntry.js`)).status).toBe(200);

    // Once the preview ends, the next prune lets that release go.
    await fetch(`${siteUrl}/_deploy/preview`, { method: 'DELETE', headers: { cookie } });
    expect((await ssbRemote(['prune', '--keep', '1'], settings())).code).toBe(0);
    expect(exists(previewed.id)).toBe(false);
    expect(exists(live.id)).toBe(true);
  }, 60_000);
});

describe('ssb-remote preview', () => {
  it('previews the latest build and prints a cookie that makes a browser see it', async () => {
    const next = makeRelease('preview-latest');
    const run = await ssbRemote(['preview'], settings());
    expect(run.code).toBe(0);
    expect(run.out).toContain(`mfe_about ${next.id} previewed on ${siteUrl}`);
    expect(run.out).toContain(`npm run e2e -- --preview mfe_about=${next.manifestUrl}`);
    expect(run.out).not.toContain(TEAM_SECRET);
    const value = new RegExp(`document\\.cookie = "${PREVIEW_COOKIE}=([^;"]+);`).exec(run.out)?.[1];
    expect(value).toBeDefined();
    // The printed cookie is the preview: the site shows this release to the browser that has it.
    const seen = await fetch(`${siteUrl}/_deploy/preview`, { headers: { cookie: `${PREVIEW_COOKIE}=${value}` } });
    expect(((await seen.json()) as { preview: { releases: Record<string, { releaseId: string }> } }).preview.releases.mfe_about?.releaseId).toBe(
      next.id,
    );
    // And the registry keeps it from a prune.
    expect((await previewsOf('mfe_about', bearer(TEAM_SECRET))).body.previews).toContainEqual({ releaseId: next.id, expires: expect.any(String) });
  }, 30_000);

  it('says what the site refused, and starts nothing', async () => {
    const incompatible = makeRelease('preview-needs-99', { contractsVersion: '99.0.0' });
    const run = await ssbRemote(['preview', incompatible.manifestUrl], settings());
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/refused \(HTTP 422, check contracts/);
    expect(run.err).toContain('no preview was started');
    expect(run.out).not.toContain('document.cookie');
    const other = await ssbRemote(['preview'], settings({ SSB_DEPLOY_TOKEN: OTHER_TEAM_TOKEN }));
    expect(other.code).toBe(1);
    expect(other.err).toContain('holds no token for mfe_about');
  }, 30_000);
});

describe('what the live site runs, and ssb-remote check', () => {
  const REACT_BUILT = [
    shared('react', '19.3.1', '^19.0.0'),
    shared('react/jsx-runtime', '19.3.1', '^19.0.0'),
    shared('react-dom', '19.3.1', '^19.0.0'),
    shared('@ssb/contracts', CONTRACTS_VERSION, `^${CONTRACTS_VERSION}`),
  ];

  it('are told to the team’s token: the contracts version and the shell build’s versions of the packages asked, no others', async () => {
    const url = `${siteUrl}/_deploy/remotes/mfe_about/host?shared=react,react-dom,left-pad,..%2Fetc,@ssb/contracts`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: bearer(OTHER_TEAM_SECRET) })).status).toBe(403);
    const res = await fetch(url, { headers: bearer(TEAM_SECRET) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { shared: Record<string, string> };
    expect(body).toEqual({
      remote: 'mfe_about',
      contractsVersion: CONTRACTS_VERSION,
      sharedKnown: true,
      // As the shell's build recorded them, not as installed beside the site server (19.3.1).
      shared: { react: '19.2.4', 'react-dom': '19.2.4' },
    });
    expect(
      (
        await fetch(`${siteUrl}/_deploy/remotes/mfe_about/host?shared=${Array.from({ length: 31 }, (_, i) => `p${i}`).join(',')}`, {
          headers: bearer(TEAM_SECRET),
        })
      ).status,
    ).toBe(400);
  });

  it('accepts a build whose contracts range the site satisfies (exit 0), printing both sides', async () => {
    const build = makeRelease('check-ok', { shared: REACT_BUILT });
    const run = await ssbRemote(['check'], settings());
    expect(run).toMatchObject({ code: 0 });
    expect(run.out).toContain(`mfe_about ${build.id} against the live site at ${siteUrl}`);
    expect(run.out).toMatch(
      new RegExp(
        `contracts\\s+build needs \\^${CONTRACTS_VERSION.replace(/\./g, '\\.')}\\s+site runs ${CONTRACTS_VERSION.replace(/\./g, '\\.')}\\s+ok`,
      ),
    );
    expect(run.out).toMatch(/react\s+built with 19\.3\.1\s+\(needs \^19\.0\.0\)\s+site runs 19\.2\.4\s+ok/);
    expect(run.out).toMatch(/react-dom\s+built with 19\.3\.1\s+\(needs \^19\.0\.0\)\s+site runs 19\.2\.4\s+ok/);
    expect(run.out).not.toContain('site did not say');
    expect(run.out).not.toContain('did not say their versions');
    expect(run.out).toContain('[check] accepted');
    // The registry agrees: the same release deploys.
    expect((await registry.deploy({ remote: 'mfe_about', manifestUrl: build.manifestUrl, by: 'test' })).ok).toBe(true);
  }, 30_000);

  it('warns of a shared singleton outside the build’s range, which the registry does not refuse', async () => {
    makeRelease('check-intl', { shared: [...REACT_BUILT, shared('react-intl', '99.0.0', '^99.0.0')] });
    const run = await ssbRemote(['check'], settings());
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/react-intl\s+built with 99\.0\.0\s+\(needs \^99\.0\.0\)\s+site runs 12\.0\.3\s+WARNING/);
    expect(run.out).toContain("the remote would run on the site's react-intl 12.0.3");
    expect(run.out).toContain('[check] accepted');
  }, 30_000);

  it('refuses a build whose contracts range the site does not satisfy (exit 1), as the registry does', async () => {
    const build = makeRelease('check-99', { contractsVersion: '99.0.0', shared: REACT_BUILT });
    const run = await ssbRemote(['check'], settings());
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/contracts\s+build needs \^99\.0\.0\s+site runs \S+\s+REFUSED/);
    expect(run.out).toContain('[check] refused');
    const deploy = await registry.deploy({ remote: 'mfe_about', manifestUrl: build.manifestUrl, by: 'test' });
    expect(deploy).toMatchObject({ ok: false, check: 'contracts' });
  }, 30_000);

  it('asks nothing without the team’s token', async () => {
    const run = await ssbRemote(['check'], settings({ SSB_DEPLOY_TOKEN: '' }));
    expect(run.code).toBe(1);
    expect(run.err).toContain('no deploy token');
  }, 30_000);
});
