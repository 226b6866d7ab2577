import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { isLocalRun } from '../support/env';
import { freezeClock, quiet, settle } from '../support/visual';

/** The Chromium the baselines were made with: another one draws text a few pixels differently. */
const BASELINE_BROWSER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'visual.spec.ts-snapshots/browser-version.txt');
const baselineBrowser = existsSync(BASELINE_BROWSER) ? readFileSync(BASELINE_BROWSER, 'utf8').trim() : null;

// Pictures of four views in each language, compared with the baselines beside this file
// (visual.spec.ts-snapshots/: one per view, language and project). The comparison's defaults
// (no animations, no caret, the tolerance, the hidden preview banner) are in playwright.config.ts;
// `npm run e2e:update-screenshots` remakes the baselines (docs/qa.md, "Visual checks").

/** Tajik is the site's default language: its pages have no prefix. */
const LANGS = [
  { code: 'tj', prefix: '' },
  { code: 'ru', prefix: '/ru' },
  { code: 'en', prefix: '/en' },
] as const;

/** A dialog is opened from the top of its page, as a visitor who has just arrived would. */
async function backToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('visual', { tag: ['@readonly', '@shell', '@mfe-products', '@mfe-calculators', '@mfe-applications'] }, () => {
  // The browser's own words (a file input's "No file chosen") and its local dates follow these,
  // not the machine that runs the suite.
  test.use({ locale: 'en-US', timezoneId: 'Asia/Dushanbe' });
  // The baselines picture the suite's own seed content; another site's content differs by design.
  test.skip(
    !isLocalRun && process.env.E2E_VISUAL !== '1',
    "the baselines show the suite's own seed content (E2E_VISUAL=1 compares another site with them)",
  );
  // Remaking the baselines records the browser; comparing them with another one would fail on
  // antialiasing, not on the site: `npm run e2e:update-screenshots` with the new browser.
  test.beforeAll(({ browser }, testInfo) => {
    if (['all', 'changed'].includes(testInfo.config.updateSnapshots)) writeFileSync(BASELINE_BROWSER, `${browser.version()}\n`);
  });
  test.beforeEach(({ browser }, testInfo) => {
    const remaking = ['all', 'changed'].includes(testInfo.config.updateSnapshots);
    testInfo.skip(
      !remaking && baselineBrowser !== null && baselineBrowser !== browser.version(),
      `the baselines were made with Chromium ${baselineBrowser}, and this is another version: run npm run e2e:update-screenshots and commit the result`,
    );
  });
  test.beforeEach(({ page }) => freezeClock(page));

  for (const lang of LANGS) {
    test(`home page in ${lang.code}`, async ({ page }) => {
      await page.goto(lang.prefix || '/');
      await settle(page);
      await expect(page).toHaveScreenshot(`home-${lang.code}.png`, { fullPage: true });
    });

    // One visit for two pictures: the product page, then the dialog of its apply button.
    test(`loan product page and its application dialog in ${lang.code}`, async ({ page }) => {
      await page.goto(`${lang.prefix}/Credit/1`);
      await settle(page);
      // Soft: a difference here still lets the dialog be compared and shown in the report.
      await expect.soft(page).toHaveScreenshot(`credit-${lang.code}.png`, { fullPage: true });

      await backToTop(page);
      await page.getByTestId('apply').click();
      await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
      await quiet(page);
      await expect(page).toHaveScreenshot(`apply-${lang.code}.png`);
    });

    test(`loan calculator with its repayment schedule in ${lang.code}`, async ({ page }) => {
      await page.goto(`${lang.prefix}/calculators?kind=credit`);
      await settle(page);
      await backToTop(page);
      await page.getByTestId('credit-calculator').getByTestId('open-schedule').click();
      // A table row from 768 px, a card per payment below.
      await expect(page.getByRole('dialog').locator('tbody tr, ol > li').filter({ visible: true }).first()).toBeVisible();
      await quiet(page);
      await expect(page).toHaveScreenshot(`schedule-${lang.code}.png`);
    });
  }
});
