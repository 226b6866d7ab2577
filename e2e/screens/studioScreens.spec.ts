import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { BACKOFFICE_URL, repoRoot } from '../support/env';
import { english, signIn, staffContext } from '../support/staff';

// The pictures of the content studio in docs/content.md, at 390 and 1280 px, made from the
// suite's own site by `npm run screens`: the studio's home, a deposit's form (its rates by term),
// a change as its approver sees it, the history of an item and the exchange rates. The change is
// returned and discarded afterwards: nothing is published.

const OUT = path.join(repoRoot, 'docs', 'screens');

/** The page's main part (the back office scrolls inside it, so a full-page shot would stop at the screen). */
async function shoot(page: Page, name: string) {
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await page
    .locator('main')
    .screenshot({ path: path.join(OUT, `${name}-${page.viewportSize()?.width ?? 0}.png`), animations: 'disabled', caret: 'hide' });
}

test.describe('docs/screens of the studio', { tag: ['@backoffice', '@mutating'] }, () => {
  test('home, a deposit’s form, a review, a history and the rates', async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const editorContext = await staffContext(browser, testInfo);
    const editor = await signIn(editorContext, 'editor', '/content');
    await english(editor);
    await shoot(editor, 'studio-home');

    await editor.goto(`${BACKOFFICE_URL}/content/deposits/9/edit`);
    const percent = editor.locator('#sf-common-rateTiers-3-percent');
    await percent.fill(String(Number(await percent.inputValue()) + 0.5));
    await shoot(editor, 'studio-deposit-form');
    await editor.getByRole('button', { name: 'Submit for approval' }).click();
    await editor.waitForURL(/\/content\/changes\/[0-9a-f-]{36}$/);
    const change = editor.url();

    const approverContext = await staffContext(browser, testInfo);
    const approver = await signIn(approverContext, 'approver', new URL(change).pathname);
    await english(approver);
    await expect(approver.getByRole('button', { name: 'Approve and publish' })).toBeVisible();
    await shoot(approver, 'studio-review');
    await approver.getByLabel('Comment for the author').fill('Please check the rate with the treasury first.');
    await approver.getByRole('button', { name: 'Return with comment' }).click();
    await expect(approver.getByText('State: Returned.')).toBeVisible();
    await approverContext.close();

    await editor.reload();
    await editor.getByRole('button', { name: 'Discard draft' }).click();
    await editor.goto(`${BACKOFFICE_URL}/content/deposits/9/history`);
    await shoot(editor, 'studio-history');
    await editorContext.close();

    const treasuryContext = await staffContext(browser, testInfo);
    const treasury = await signIn(treasuryContext, 'treasury', '/content/rates');
    await english(treasury);
    await shoot(treasury, 'studio-rates');
    await treasuryContext.close();
  });
});
