/**
 * The bank's staff in the suite: their own browser context (never the visitor's), a sign-in at
 * the development identity provider as a person does it, the back office in English, and axe
 * with the reflow check at the project's width. Shared by the back office's specs.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { DEV_ACCOUNTS } from '@ssb/backoffice/dev-identity/accounts';
import { expect } from './fixtures';
import { BACKOFFICE_URL } from './env';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export const account = (username: string) => DEV_ACCOUNTS.find((a) => a.username === username) ?? (DEV_ACCOUNTS[0] as (typeof DEV_ACCOUNTS)[number]);

/** A staff member's own browser context, at the project's width. */
export async function staffContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  return browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale: 'en-US' });
}

/** Signs in at the development provider, as a person does, and lands on `path`. */
export async function signIn(context: BrowserContext, username: string, target = '/'): Promise<Page> {
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto(`${BACKOFFICE_URL}${target}`);
  await page.getByRole('link', { name: 'Sign in' }).click();
  const { password } = account(username);
  await page.getByLabel(/User name/).fill(username);
  await page.getByLabel(/Password/).fill(password);
  await page.getByRole('button', { name: /Sign in/ }).click();
  await page.waitForURL(`${BACKOFFICE_URL}${target}`);
  expect(violations, 'CSP violations').toEqual([]);
  return page;
}

/** Chooses English on the back office's own language switch (Tajik is its default). */
export async function english(page: Page) {
  const link = page.getByRole('link', { name: 'English' });
  if (await link.count()) await link.first().click();
  // The switch reloads the page: wait for the English one, or a key pressed now goes to the old page.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('load');
}

/** axe finds nothing (WCAG 2.2 AA), and nothing is wider than the screen. */
export async function axeClean(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(
    result.violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'axe',
  ).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** A number as letters (a–j for 0–9): names and words that hold letters only. */
export const lettersOf = (n: number) => String(n % 1e7).replace(/\d/g, (d) => String.fromCharCode(97 + Number(d)));
