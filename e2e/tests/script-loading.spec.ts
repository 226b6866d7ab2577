import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Response } from '@playwright/test';
import { remotePackages } from '@ssb/federation-config/workspaces';
import { COMPILE_HINT } from '../support/compileHint';
import { test, expect } from '../support/fixtures';
import { isLocalRun, repoRoot } from '../support/env';

const REMOTE_DIRS = remotePackages().map((remote) => remote.dir);

/**
 * A script's source map, read from the build on disk: the site and the remotes' origins serve no
 * maps (they would make the original source public), the builds keep them beside each file.
 */
function sourceMapOf(url: string): { sources: string[] } {
  const { pathname } = new URL(url);
  const release = /^\/releases\/([^/]+)\/(.+)$/.exec(pathname);
  const candidates = release
    ? REMOTE_DIRS.map((dir) => path.join(repoRoot, dir, 'dist', 'releases', release[1] ?? '', `${release[2] ?? ''}.map`))
    : [path.join(repoRoot, 'shell', 'dist', `${pathname}.map`)];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`no source map on disk for ${url}`);
  return JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] };
}

// How the scripts of a first page are delivered: each one tells V8 to compile all its
// functions while it downloads (off the main thread), since hydration calls most of them.

test.describe('script loading', { tag: ['@shell', '@readonly'] }, () => {
  for (const path of ['/en/Deposit/6', '/ru/Rates']) {
    test(`every script of ${path} starts with V8's compile hint`, async ({ page }) => {
      const scripts: Response[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('main h1')).toBeVisible();

      // The shell's and the page's remote's own files, not only the shell's.
      const origins = new Set(scripts.map((r) => new URL(r.url()).origin));
      expect(origins.size).toBeGreaterThanOrEqual(2);
      expect(scripts.length).toBeGreaterThan(8);
      const missing: string[] = [];
      for (const response of scripts) {
        const body = await response.text();
        if (!body.startsWith(`${COMPILE_HINT}\n`)) missing.push(`${response.url()}: ${body.slice(0, 40)}`);
      }
      expect(missing).toEqual([]);
    });
  }

  test('a first page loads no module twice, and not the ICU message parser (catalogs arrive parsed)', async ({ page }) => {
    test.skip(!isLocalRun, 'reads the builds’ source maps from this machine’s disk: no site serves them');
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.url());
    });
    await page.goto('/ru/Credit/1', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('monthly-payment')).toBeVisible();

    // Each script's source map lists the modules webpack put into it.
    const scriptsOf = new Map<string, string[]>();
    for (const url of scripts) {
      const map = sourceMapOf(url);
      for (const source of map.sources.filter((s) => !s.startsWith('webpack/'))) {
        // A package or a contracts file is the same file whichever app bundled it
        // (`webpack://shell/../node_modules/x`, `webpack://mfe-products/../node_modules/x`).
        const file = /(node_modules|shared-contracts)\/.*/.exec(source)?.[0] ?? source;
        scriptsOf.set(file, [...(scriptsOf.get(file) ?? []), url]);
      }
    }
    expect(scriptsOf.size).toBeGreaterThan(100);
    // Each remoteEntry.js carries webpack's glue to the federation runtime (its bundler runtime,
    // part of the SDK): externalRuntime shares the runtime itself, not that per-build glue.
    const twice = [...scriptsOf].filter(([file, urls]) => urls.length > 1 && !file.startsWith('node_modules/@module-federation/'));
    expect(twice).toEqual([]);
    const files = [...scriptsOf.keys()];
    expect(files.filter((file) => file.includes('node_modules/intl-messageformat/'))).toHaveLength(1); // this test sees react-intl's formatter
    expect(files.filter((file) => /@formatjs\/(icu-messageformat-parser\/index\.js|icu-skeleton-parser\/)/.test(file))).toEqual([]);
  });
});
