import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { E2E_VAR_DIR, isLocalRun, repoRoot } from '../support/env';
import { pointRemote, serveRemote } from '../support/localSite';

// These tests edit the runtime config and start servers on this machine, so they run only
// against the suite's own local site (not with E2E_BASE_URL).
test.skip(!isLocalRun, 'needs the local site: it edits runtime-config.json and starts remote servers');

test('a stopped remote shows the fallback while the frame and other remotes keep working', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/mfe_about|Failed to load resource|ERR_CONNECTION_REFUSED|RUNTIME-00\d/);
  const own = await serveRemote('mfe-about/dist');
  const restore = await pointRemote('mfe_about', own.manifestUrl);
  try {
    await page.goto('/en/about');
    await expect(page.locator('[data-remote="mfe_about"] h1')).toHaveText('About the bank');

    await own.close(); // the remote's server is really stopped
    await page.reload();
    const fallback = page.locator('[data-remote="mfe_about"]').getByTestId('module-unavailable');
    await expect(fallback).toContainText('This module is temporarily unavailable, please try later.');
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('8855');

    // Other remotes' pages still work, in the same tab.
    await page.getByRole('link', { name: 'Loans' }).click();
    await expect(page.locator('[data-remote="mfe_products"] h1')).toHaveText('Loans');
    await page.getByRole('link', { name: 'Calculators' }).first().click();
    await expect(page.locator('[data-remote="mfe_calculators"] h1')).toHaveText('Calculators');
  } finally {
    await restore();
  }
});

test('pointing runtime-config.json at a second build changes the page without rebuilding the shell', async ({ page }) => {
  test.setTimeout(180_000);
  const outDir = path.join(repoRoot, E2E_VAR_DIR, 'mfe-about-second');
  const buildId = `second-build-${Date.now()}`;
  await promisify(execFile)(process.execPath, [path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--config', 'mfe-about/webpack.config.cjs'], {
    cwd: repoRoot,
    env: { ...process.env, SSB_BUILD_ID: buildId, SSB_OUT_DIR: outDir },
  });

  await page.goto('/about');
  const build = page.locator('[data-remote="mfe_about"] [data-remote-build]');
  const firstBuild = await build.getAttribute('data-remote-build');
  expect(firstBuild).not.toBe(buildId);

  const second = await serveRemote(outDir);
  const restore = await pointRemote('mfe_about', second.manifestUrl);
  try {
    await page.reload();
    await expect(build).toHaveAttribute('data-remote-build', buildId);
    await expect(page.locator('[data-remote="mfe_about"] h1')).toHaveText('Дар бораи бонк');
  } finally {
    await restore();
    await second.close();
  }
  await page.reload();
  await expect(build).toHaveAttribute('data-remote-build', firstBuild ?? '');
});
