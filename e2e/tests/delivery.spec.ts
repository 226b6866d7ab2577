/**
 * Remote delivery against the running composed site: releases deployed and rolled back through
 * the deploy registry, refused releases leave the site unchanged, a hanging remote shows its
 * fallback within the browser's budget, and a remote whose server build loops costs only its
 * own page's server rendering. These tests switch live releases, so they run alone, last.
 */
import type { APIRequestContext } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CONTRACTS_VERSION } from '@ssb/contracts/node';
import { test, expect } from '../support/fixtures';
import { E2E_DEPLOY_TOKEN, isLocalRun } from '../support/env';
import { buildChangedRelease, cloneRelease, hangableOrigin, serveDist } from '../support/releases';
import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

test.describe('remote delivery', { tag: ['@shell', '@mfe-about', '@mutating'] }, () => {
  // They build releases and start origins on this machine: only against the suite's own site.
  test.skip(!isLocalRun, 'needs the local site: it builds releases and starts remote origins on this machine');
  test.describe.configure({ mode: 'serial' });

  const AUTH = { authorization: `Bearer ${E2E_DEPLOY_TOKEN}` };
  const NEXT_TITLE = 'About SSB Bank (next release)';

  interface Live {
    releaseId: string;
    manifestUrl: string;
  }

  async function live(request: APIRequestContext, remote = 'mfe_about'): Promise<Live> {
    const res = await request.get('/_deploy/remotes');
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { remotes: Record<string, { live: Live }> };
    return body.remotes[remote]?.live as Live;
  }

  const deploy = (request: APIRequestContext, manifestUrl: string, headers: Record<string, string> = AUTH, remote = 'mfe_about') =>
    request.put(`/_deploy/remotes/${remote}`, { data: { manifestUrl }, headers });

  /** The server's HTML of a page, as a visitor without JavaScript gets it. */
  async function html(request: APIRequestContext, url: string) {
    const res = await request.get(url);
    return { status: res.status(), body: await res.text() };
  }

  let next: { distDir: string; id: string };
  let origin: Awaited<ReturnType<typeof serveDist>>;
  let original: Live;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    original = await live(request);
    // A real build of mfe-about with one visible text changed, served from an origin of its own.
    next = await buildChangedRelease('mfe-about', [
      { file: 'src/i18n/en.ts', from: "'about.title': 'About the bank'", to: `'about.title': '${NEXT_TITLE}'` },
    ]);
    origin = await serveDist(next.distDir);
  });

  test.afterAll(async ({ request }) => {
    // Leave the site as it was found, whatever failed on the way.
    const now = await live(request);
    if (now.manifestUrl !== original.manifestUrl) await deploy(request, original.manifestUrl);
    await origin?.close();
  });

  test('a release deployed through the registry is on the next visit, server-rendered and hydrated; a rollback brings the old one back', async ({
    page,
    request,
  }) => {
    await page.goto('/en/about');
    const title = page.locator('[data-remote="mfe_about"] h1');
    await expect(title).toHaveText('About the bank');

    const deployed = await deploy(request, origin.manifestUrl(next.id));
    expect(deployed.status()).toBe(200);
    const switched = Date.now();
    expect(await deployed.json()).toMatchObject({
      remote: 'mfe_about',
      before: { releaseId: original.releaseId },
      live: { releaseId: next.id, by: 'e2e' },
    });
    // The first visitor after the switch: the server's HTML already has the new text.
    const first = await html(request, '/en/about');
    console.log(`[delivery] deploy → first visitor with the new release: ${Date.now() - switched} ms`);
    expect(first.body).toContain(`>${NEXT_TITLE}</h1>`);
    expect(first.body).toContain(`data-remote-build="${next.id}"`);

    await page.goto('/en/about');
    await expect(title).toHaveText(NEXT_TITLE);
    await expect(page.locator('[data-remote="mfe_about"] [data-remote-build]')).toHaveAttribute('data-remote-build', next.id);
    // The runtime config the browser read names the new release too.
    expect(await page.evaluate(() => fetch('/runtime-config.json').then((r) => r.json()))).toMatchObject({
      releases: { mfe_about: { id: next.id } },
    });

    const rolledBack = await request.post('/_deploy/remotes/mfe_about/rollback', { headers: AUTH });
    expect(rolledBack.status()).toBe(200);
    expect(await rolledBack.json()).toMatchObject({ before: { releaseId: next.id }, live: { releaseId: original.releaseId } });
    expect((await html(request, '/en/about')).body).toContain('>About the bank</h1>');
    await page.goto('/en/about');
    await expect(title).toHaveText('About the bank');
    const history = ((await (await request.get('/_deploy/remotes/mfe_about')).json()) as { history: { action: string; releaseId: string }[] })
      .history;
    expect(history.slice(0, 2).map((h) => `${h.action} ${h.releaseId}`)).toEqual([`rollback ${original.releaseId}`, `deploy ${next.id}`]);
  });

  test('a release previewed in one browser session is what that session sees, server-rendered and hydrated, and no one else; a forged cookie does nothing', async ({
    page,
    browser,
    request,
  }) => {
    // page.request shares the page's cookies: the preview is this context's.
    const started = await page.request.post('/_deploy/preview', {
      headers: AUTH,
      data: { remote: 'mfe_about', manifestUrl: origin.manifestUrl(next.id) },
    });
    expect(started.status()).toBe(200);
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'ssb_preview');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.expires).toBeLessThanOrEqual(Date.now() / 1000 + 4 * 3600 + 60);

    // The server's HTML for this session already has the previewed release, and is not for a shared cache.
    const served = await page.request.get('/en/about');
    expect(await served.text()).toContain(`>${NEXT_TITLE}</h1>`);
    expect(served.headers()['cache-control']).toBe('private, no-store');
    await page.goto('/en/about');
    const title = page.locator('[data-remote="mfe_about"] h1');
    await expect(title).toHaveText(NEXT_TITLE);
    await expect(page.locator('[data-remote="mfe_about"] [data-remote-build]')).toHaveAttribute('data-remote-build', next.id);
    const banner = page.getByRole('complementary', { name: 'Release preview' });
    await expect(banner).toContainText(`mfe_about ${next.id}`);
    const axe = await new AxeBuilder({ page }).include('#ssb-preview-banner').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // Everyone else keeps the live release: a second browser, the registry, a shared fetch.
    const other = await browser.newContext();
    try {
      const visitor = await other.newPage();
      await visitor.goto('/en/about');
      await expect(visitor.locator('[data-remote="mfe_about"] h1')).toHaveText('About the bank');
      await expect(visitor.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0);
      expect((await live(request)).releaseId).toBe(original.releaseId);
      expect(await (await request.get('/en/about')).text()).not.toContain(NEXT_TITLE);

      // A cookie the site did not sign (this session's, with another release put in) is ignored.
      const value = decodeURIComponent(cookie?.value ?? '');
      const [payload = '', signature = ''] = value.split('.');
      const forged = Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replaceAll(next.id, `${next.id}-forged`)).toString('base64url');
      await other.addCookies([{ name: 'ssb_preview', value: encodeURIComponent(`${forged}.${signature}`), url: page.url() }]);
      await visitor.goto('/en/about');
      await expect(visitor.locator('[data-remote="mfe_about"] h1')).toHaveText('About the bank');
      await expect(visitor.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0);
    } finally {
      await other.close();
    }

    // The banner's button ends it: back on the same page, with the live release.
    await banner.getByRole('button', { name: 'End preview' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(title).toHaveText('About the bank');
    await expect(banner).toHaveCount(0);
  });

  test('a release that needs contracts ^9.0.0 is refused with 422, and the site is unchanged', async ({ page, request }) => {
    const id = cloneRelease(next.distDir, next.id, 'contracts9', (_dir, manifest) => {
      manifest.metaData.release.contractsRange = '^9.0.0';
    });
    const before = await live(request);
    const res = await deploy(request, origin.manifestUrl(id));
    expect(res.status()).toBe(422);
    expect(await res.json()).toMatchObject({ error: 'check-failed', check: 'contracts' });
    expect(await live(request)).toEqual(before);
    await page.goto('/en/about');
    await expect(page.locator('[data-remote="mfe_about"] h1')).toHaveText('About the bank');
  });

  test('a release whose remoteEntry.js was changed after the build is refused', async ({ request }) => {
    const id = cloneRelease(next.distDir, next.id, 'sound', () => undefined);
    // Tampered after its integrity was written: what an attacker with write access to the CDN does.
    const entry = path.join(next.distDir, 'releases', id, 'remoteEntry.js');
    // It changes every copy the origin serves, the precompressed ones included.
    const tampered = Buffer.from(`${readFileSync(entry, 'utf8')}\n;document.title = 'owned';`);
    writeFileSync(entry, tampered);
    writeFileSync(`${entry}.br`, brotliCompressSync(tampered));
    writeFileSync(`${entry}.gz`, gzipSync(tampered));
    const before = await live(request);
    const res = await deploy(request, origin.manifestUrl(id));
    expect(res.status()).toBe(422);
    expect(await res.json()).toMatchObject({ check: 'integrity' });
    expect(await live(request)).toEqual(before);
  });

  test('a deploy without a token, or with a wrong one, gets 401', async ({ request }) => {
    const before = await live(request);
    expect((await deploy(request, origin.manifestUrl(next.id), {})).status()).toBe(401);
    expect((await deploy(request, origin.manifestUrl(next.id), { authorization: 'Bearer wrong-token-wrong-token' })).status()).toBe(401);
    expect((await request.post('/_deploy/remotes/mfe_about/rollback')).status()).toBe(401);
    expect(await live(request)).toEqual(before);
  });

  test('a remote that stops answering shows the fallback with a retry within the budget; the rest of the site works', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    test.setTimeout(60_000);
    allowConsoleErrors(/mfe_about|RemoteSlot|Failed to load resource|timed out|RUNTIME-00\d|ERR_/i);
    const hanging = await hangableOrigin(origin.origin);
    try {
      expect((await deploy(request, `${hanging.origin}/releases/${next.id}/mf-manifest.json`)).status()).toBe(200);
      hanging.hang();
      // The release is pinned: its page is still rendered on the server, readable without its origin.
      const served = await html(request, '/en/about');
      expect(served.body).toContain('data-server-rendered');
      expect(served.body).toContain(`>${NEXT_TITLE}</h1>`);
      const started = Date.now();
      // Its images hang too: the page's load event may be late, so the test does not wait for it.
      await page.goto('/en/about', { waitUntil: 'domcontentloaded' });
      const fallback = page.locator('[data-remote="mfe_about"]').getByTestId('module-unavailable');
      await expect(fallback).toContainText('This module is temporarily unavailable, please try later.', { timeout: 15_000 });
      const shownAfter = Date.now() - started;
      console.log(`[delivery] hanging remote: fallback shown ${shownAfter} ms after navigation`);
      expect(shownAfter).toBeLessThan(12_000);
      await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await page.getByRole('link', { name: 'Loans' }).click();
      await expect(page.locator('[data-remote="mfe_products"] h1')).toHaveText('Loans');
    } finally {
      await deploy(request, original.manifestUrl);
      await hanging.close();
    }
  });

  test('a remote whose origin is down shows the fallback to a new visitor while the frame and the other remotes keep working', async ({
    page,
    browser,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/mfe_about|RemoteSlot|Failed to load resource|ERR_CONNECTION_REFUSED|RUNTIME-00\d/i);
    const second = await serveDist(next.distDir);
    const newcomer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      expect((await deploy(request, second.manifestUrl(next.id))).status()).toBe(200);
      await page.goto('/en/about');
      await expect(page.locator('[data-remote="mfe_about"] h1')).toHaveText(NEXT_TITLE);
      await second.close(); // the remote's origin is really gone
      // This visitor keeps the release in its cache (its files are immutable)...
      await page.reload();
      await expect(page.locator('[data-remote="mfe_about"] h1')).toHaveText(NEXT_TITLE);
      // ...a new one cannot get it.
      const fresh = await newcomer.newPage();
      const errors: string[] = [];
      fresh.on('pageerror', (error) => errors.push(error.message));
      await fresh.goto('/en/about');
      const fallback = fresh.locator('[data-remote="mfe_about"]').getByTestId('module-unavailable');
      await expect(fallback).toContainText('This module is temporarily unavailable, please try later.');
      await expect(fresh.getByRole('contentinfo')).toContainText('8855');
      await fresh.getByRole('link', { name: 'Calculators' }).first().click();
      await expect(fresh.locator('[data-remote="mfe_calculators"] h1')).toHaveText('Calculators');
      expect(errors).toEqual([]);
    } finally {
      await newcomer.close();
      expect((await deploy(request, original.manifestUrl)).status()).toBe(200);
    }
  });

  test('a remote whose render process dies on every render still works in the browser; the other remotes stay server-rendered', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const id = cloneRelease(next.distDir, next.id, 'dies', (dir) => {
      // The team's own release, with valid integrity, whose server code ends its process at each render.
      writeFileSync(
        path.join(dir, 'server/routes.cjs'),
        `module.exports = { contractsVersion: '${CONTRACTS_VERSION}', buildId: 'dies', pages: new Proxy({}, { get: () => () => { process.exit(70); } }) };`,
      );
    });
    expect((await deploy(request, origin.manifestUrl(id))).status()).toBe(200);
    try {
      for (let i = 0; i < 4; i += 1) {
        const own = await html(request, `/en/about?attempt=${i}`);
        expect(own.status).toBe(200);
        expect(own.body).not.toContain('data-server-rendered');
      }
      for (const url of ['/ru/Credit', '/calculators', '/en/apply']) {
        const other = await html(request, url);
        expect(other.status).toBe(200);
        expect(other.body).toContain('data-server-rendered');
      }
      const ready = (await (await request.get('/readyz')).json()) as { ready: boolean; status: string; serverRendering: Record<string, string> };
      expect(ready).toMatchObject({ ready: true, status: 'degraded' });
      expect(ready.serverRendering.mfe_about).toContain(id);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/en/about');
      await expect(page.locator('[data-remote="mfe_about"] h1')).toHaveText(NEXT_TITLE);
      await page.getByRole('link', { name: 'Loans' }).first().click();
      await expect(page.locator('[data-remote="mfe_products"] h1')).toHaveText('Loans');
      expect(errors).toEqual([]);
    } finally {
      expect((await deploy(request, original.manifestUrl)).status()).toBe(200);
    }
  });

  test('a remote whose server build loops forever costs only its own page: other pages answer within 1 s, its page is still served', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const id = cloneRelease(next.distDir, next.id, 'loops', (dir) => {
      // The team's own release, intact and with the right integrity, whose page never returns.
      writeFileSync(
        path.join(dir, 'server/routes.cjs'),
        `const loop = () => { for (;;) {} };
module.exports = { contractsVersion: '${CONTRACTS_VERSION}', buildId: 'loops', pages: new Proxy({}, { get: () => () => Promise.resolve({ default: loop }) }) };`,
      );
    });
    expect((await deploy(request, origin.manifestUrl(id))).status()).toBe(200);
    try {
      // The looping page keeps being asked for while other pages are measured.
      const timings: number[] = [];
      let looping = true;
      const loopPages = (async () => {
        const served: number[] = [];
        while (looping) {
          const started = Date.now();
          const res = await html(request, '/en/about');
          expect(res.status).toBe(200);
          expect(res.body).toContain('id="root"');
          served.push(Date.now() - started);
        }
        return served;
      })();
      // Pages of the other three remotes, each rendered by its own worker.
      const others = ['/ru/Credit', '/', '/calculators', '/en/apply'];
      // Long enough for several of the looping page's renders to be abandoned and their workers
      // replaced meanwhile (the time bound is what counts: the other pages come from the page
      // cache, fast enough that a count alone ended the run before three such renders); bounded.
      const measuring = Date.now();
      while (Date.now() - measuring < 6_000 && timings.length < 4_000) {
        await Promise.all(
          others.map(async (url) => {
            const started = Date.now();
            const res = await html(request, url);
            timings.push(Date.now() - started);
            expect(res.status).toBe(200);
          }),
        );
      }
      looping = false;
      const served = await loopPages;
      const sorted = [...timings].sort((a, b) => a - b);
      const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
      console.log(
        `[delivery] while a remote loops: ${timings.length} other pages, p99 ${p99} ms, max ${sorted.at(-1)} ms; the looping page served ${served.length}× in ${Math.min(...served)}–${Math.max(...served)} ms`,
      );
      expect(p99).toBeLessThan(1_000);
      // The looping page itself is served (for the browser to render) after at most its render budget.
      expect(served.length).toBeGreaterThanOrEqual(3);
      expect(Math.max(...served)).toBeLessThan(3_000);
      // In the browser the page renders from the (sound) browser build.
      await page.goto('/en/about');
      await expect(page.locator('[data-remote="mfe_about"] h1')).toHaveText(NEXT_TITLE);
    } finally {
      expect((await deploy(request, original.manifestUrl)).status()).toBe(200);
    }
  });
});
