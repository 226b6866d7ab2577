import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { repoRoot } from '../support/env';
import { firstOf } from '../support/siteContent';
import { freezeClock, quiet, settle } from '../support/visual';

// The pictures in docs/screens: the pages a newcomer should see first, at a phone's 390 px and a
// desktop's 1280 px, made from the composed site by `npm run screens` (never by hand), so they
// show what the code does today.

const OUT = path.join(repoRoot, 'docs', 'screens');

async function shoot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage, animations: 'disabled', caret: 'hide' });
}

test.describe('docs/screens', { tag: ['@shell', '@readonly'] }, () => {
  // The project gives the width (and, for the phone, touch and a phone's user agent).
  test('home, a card, the credit calculator and the application dialog', async ({ page, request }) => {
    test.setTimeout(120_000);
    const size = page.viewportSize() ?? { width: 0 };
    await freezeClock(page);
    const card = await firstOf(request, '/Card/', 2);
    const credit = await firstOf(request, '/Credit/', 2);

    await page.goto('/ru');
    await settle(page);
    await shoot(page, `home-${size.width}`);

    await page.goto(`/ru/Card/${card.id}`);
    await settle(page);
    await shoot(page, `card-${size.width}`);

    await page.goto(`/ru/Credit/${credit.id}`);
    const calculator = page.getByTestId('credit-calculator');
    await expect(calculator.getByTestId('monthly-payment')).toBeVisible();
    await quiet(page);
    await calculator.scrollIntoViewIfNeeded();
    await calculator.screenshot({ path: path.join(OUT, `credit-calculator-${size.width}.png`), animations: 'disabled', caret: 'hide' });

    await page.getByTestId('apply').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('form')).toBeVisible();
    await quiet(page);
    await shoot(page, `application-dialog-${size.width}`, false);
  });
});
