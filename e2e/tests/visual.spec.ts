import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { freezeClock, quiet, settle } from '../support/visual';

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
      await expect(page.getByRole('dialog').locator('tbody tr').first()).toBeVisible();
      await quiet(page);
      await expect(page).toHaveScreenshot(`schedule-${lang.code}.png`);
    });
  }
});
