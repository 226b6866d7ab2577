/**
 * A deployed release is pinned: the site serves its manifest from the registry's store, as it was
 * at deploy, whatever its origin serves later; the server build is not served at all; and a
 * manifest URL carrying markup reaches pages only in its serialised, percent-encoded form.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTRACTS_VERSION, sriOf } from '@ssb/contracts/node';
import { createSiteServer } from '../site-server';
import { parseDeployTokens } from '../auth/tokens';
import { hexOfDigest } from './releaseFiles';
import type { DeployRegistry } from './registry';
import { createTestRegistry, pinnedConfig, serverBuildManifest, startReleaseOrigin, type ReleaseOrigin } from '../testing/serverBuildManifest';

const TEMPLATE = `<!doctype html><html lang="tg-TJ"><head><title>x</title><!--ssb:head--></head><body><div id="root"><!--/ssb:root--></div><script defer src="/main.js"></script></body></html>`;
const SECRET = 'pinned-test-secret-0123456789';
const AUTH = { authorization: `Bearer ${SECRET}` };
const CODE = `module.exports = { contractsVersion: '${CONTRACTS_VERSION}', pages: {} };`;

describe('pinned releases', () => {
  let dir: string;
  let origin: ReleaseOrigin;
  let registry: DeployRegistry;
  let site: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-pinned-'));
    mkdirSync(path.join(dir, 'shell'));
    writeFileSync(path.join(dir, 'shell/index.html'), TEMPLATE);
    origin = await startReleaseOrigin();
    registry = await createTestRegistry(mkdtempSync(path.join(dir, 'registry-')));
    site = await createSiteServer({
      distDir: path.join(dir, 'shell'),
      runtimeConfig: () => pinnedConfig(registry),
      deploy: { registry, tokens: parseDeployTokens(`ops:${SECRET}`) },
      apiUpstream: 'http://127.0.0.1:1',
      publicOrigin: 'https://ssb.tj',
    });
  });
  afterAll(async () => {
    await site.close();
    await origin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const deploy = (manifestUrl: string) =>
    site.inject({
      method: 'PUT',
      url: '/_deploy/remotes/mfe_about',
      headers: { ...AUTH, 'content-type': 'application/json' },
      payload: { manifestUrl },
    });

  it('serves the manifest as it was at deploy, from the site, even after the origin changed it', async () => {
    const manifestUrl = origin.add({ id: '1.0.0-pin', remote: 'mfe_about', code: CODE });
    expect((await deploy(manifestUrl)).statusCode).toBe(200);
    const pinned = pinnedConfig(registry).releases?.mfe_about?.manifest ?? '';
    expect(pinned).toMatch(/^\/_releases\/manifests\/[0-9a-f]{96}\.json$/);
    const atDeploy = JSON.stringify(serverBuildManifest({ id: '1.0.0-pin', remote: 'mfe_about', code: CODE }));
    // What an attacker with write access to the origin does after the deploy.
    origin.swap('/r/mfe_about/1.0.0-pin/mf-manifest.json', atDeploy.replace('remoteEntry.js', 'evil.js'));
    const res = await site.inject({ url: pinned });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(atDeploy);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The page tells the browser to read it there.
    expect((await site.inject({ url: '/en/about' })).body).toContain(`"manifest":"${pinned}"`);
  });

  it('does not serve a server build, or a name that is not a pinned manifest', async () => {
    const serverBuild = `/_releases/manifests/${hexOfDigest(sriOf(CODE))}.json`;
    expect((await site.inject({ url: serverBuild })).statusCode).toBe(404);
    expect((await site.inject({ url: `/_releases/manifests/${'0'.repeat(96)}.json` })).statusCode).toBe(404);
    expect((await site.inject({ url: '/_releases/manifests/../deploy/registry.json' })).statusCode).toBe(404);
  });

  it('writes a manifest URL that carries markup only percent-encoded, in every page and answer', async () => {
    const plain = origin.add({ id: '1.0.0-markup', remote: 'mfe_about', code: CODE });
    const hostile = `${plain}?x="><meta http-equiv="refresh" content="0;url=https://evil.example/"><script>alert(1)</script>`;
    const deployed = await deploy(hostile);
    expect(deployed.statusCode).toBe(200);
    for (const url of ['/en/about', '/runtime-config.json', '/_deploy/remotes/mfe_about']) {
      const body = (await site.inject({ url })).body;
      expect(body).not.toMatch(/<meta http-equiv|<script>alert|"><meta/i);
      expect(body).toContain('%22%3E%3Cmeta');
    }
  });
});
