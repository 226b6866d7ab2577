import type { Response } from '@playwright/test';
import { COMPILE_HINT } from '../support/compileHint';
import { test, expect } from '../support/fixtures';

// How the scripts of a first page are delivered (issue 5): each one tells V8 to compile all its
// functions while it downloads (off the main thread), since hydration calls most of them.

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
