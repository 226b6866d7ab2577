import { test, expect } from '../support/fixtures';
import { PREVIEWS } from '../support/preview';

// The audience tabs: type in the query, the active tab and sub-navigation item highlighted.

const LANGS = [
  { prefix: '', tabs: ['Шахсони воқеӣ', 'Шахсони ҳуқуқӣ', 'Дар бораи мо'], loans: 'Қарзҳо', history: 'Таърих' },
  { prefix: '/ru', tabs: ['Физическим лицам', 'Юридическим лицам', 'О нас'], loans: 'Кредиты', history: 'История' },
  { prefix: '/en', tabs: ['Individuals', 'Legal entities', 'About us'], loans: 'Loans', history: 'History' },
] as const;

test.describe('shell navigation', { tag: ['@shell', '@readonly'] }, () => {
  for (const lang of LANGS) {
    const home = lang.prefix || '/';
    test(`tabs and sub-navigation highlight by type and path (${home})`, async ({ page, isMobile }) => {
      test.skip(isMobile, 'the desktop header: the phone project runs the mobile tests of this file');
      const banner = page.getByRole('banner');
      await page.goto(home);
      // First load without type: type=1 is set (replacing the entry: unit-tested).
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/?\\?type=1$`));
      await expect(banner.getByRole('link', { name: lang.tabs[0] })).toHaveAttribute('aria-current', 'true');

      const sub = page.getByTestId('sub-nav');
      await sub.getByRole('link', { name: lang.loans, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/Credit\\?type=1$`));
      await expect(sub.getByRole('link', { name: lang.loans, exact: true })).toHaveAttribute('aria-current', 'page');

      await banner.getByRole('link', { name: lang.tabs[1] }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/legal-person\\?type=2$`));
      await expect(banner.getByRole('link', { name: lang.tabs[1] })).toHaveAttribute('aria-current', 'true');
      await expect(banner.getByRole('link', { name: lang.tabs[0] })).not.toHaveAttribute('aria-current');
      await expect(sub.getByRole('link', { name: lang.loans, exact: true })).toHaveAttribute('href', `${lang.prefix}/Credit?type=2`);

      await banner.getByRole('link', { name: lang.tabs[2] }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/about\\?type=4$`));
      await sub.getByRole('link', { name: lang.history }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/history\\?type=4$`));
      await expect(sub.getByRole('link', { name: lang.history })).toHaveAttribute('aria-current', 'page');

      // The logo goes home on the first tab.
      await page.getByTestId('logo').click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/?\\?type=1$`));
    });
  }

  test('type 5 links to the rights page', async ({ page }) => {
    await page.goto('/en/Credit?type=1');
    await page.getByTestId('sub-nav').getByRole('link', { name: 'Consumer rights' }).click();
    await expect(page).toHaveURL(/\/en\/rights\?type=5$/);
    await expect(page.getByTestId('sub-nav').getByRole('link', { name: 'Consumer rights' })).toHaveAttribute('aria-current', 'page');
  });

  test('/404 and unknown routes answer 404 with the page in the visitor language', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/); // Chromium logs the document's own 404 status
    for (const [url, title] of [
      ['/404', 'Ин саҳифа ёфт нашуд'],
      ['/ru/404', 'Эта страница не найдена'],
      ['/ru/no-such-page', 'Эта страница не найдена'],
      ['/en/nothing/here', 'This page could not be found'],
    ] as const) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(404);
      await expect(page.getByTestId('not-found').getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(title));
    }
  });

  test('the skip link is the first stop and goes to the main content', async ({ page }) => {
    await page.goto('/en');
    // The first Tab once the frame has rendered (the boot header before it has no links).
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeAttached();
    if (PREVIEWS.length > 0) {
      // A previewing session (QA only) has the preview banner above the site, and its button first.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'End preview' })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('the layout is at most 1280 px wide and pages fade with opacity only', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/en/about');
    const box = await page.getByRole('banner').locator('> div').first().boundingBox();
    expect(box?.width).toBeLessThanOrEqual(1280);
    // Measure layout shifts over a navigation between pages of two remotes.
    await page.evaluate(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.getByRole('banner').getByRole('link', { name: 'Individuals' }).click();
    await expect(page.locator('[data-remote="mfe_products"] h1')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.02);
  });

  test('at 1280 px the sub-navigation of every tab fits on one line in each language', async ({ page, isMobile }) => {
    test.skip(isMobile, 'a desktop width by its nature');
    const cut: string[] = [];
    for (const prefix of ['', '/ru', '/en'])
      for (const path of ['/Credit', '/legal-person', '/financial-organization', '/about']) {
        await page.goto(`${prefix}${path}`);
        const list = page.getByTestId('sub-nav').getByRole('list');
        await expect(list.getByRole('link').first()).toBeVisible();
        const { scrollWidth, clientWidth } = await list.evaluate((ul) => ({ scrollWidth: ul.scrollWidth, clientWidth: ul.clientWidth }));
        if (scrollWidth > clientWidth) cut.push(`${prefix}${path}: ${scrollWidth} > ${clientWidth}`);
      }
    expect(cut).toEqual([]);
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const lang of LANGS) {
      const home = lang.prefix || '/';
      test(`tabs in the side panel and the sub-navigation (${home})`, async ({ page }) => {
        await page.goto(home);
        await expect(page).toHaveURL(/\?type=1$/);
        await expect(page.getByRole('banner').getByRole('link', { name: lang.tabs[1] })).toBeHidden();
        await page.getByTestId('burger').click();
        const panel = page.getByRole('dialog');
        await expect(panel.getByRole('link', { name: lang.tabs[0] })).toHaveAttribute('aria-current', 'true');
        await panel.getByRole('link', { name: lang.tabs[1] }).click();
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/legal-person\\?type=2$`));
        await expect(panel).toBeHidden();
        const sub = page.getByTestId('sub-nav');
        await sub.getByRole('link', { name: lang.loans, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/Credit\\?type=2$`));
        await expect(sub.getByRole('link', { name: lang.loans, exact: true })).toHaveAttribute('aria-current', 'page');
      });
    }

    test('the bottom menu stays on screen and opens the panel', async ({ page }) => {
      await page.goto('/ru');
      const bottom = page.getByRole('navigation', { name: 'Быстрое меню' });
      await expect(bottom).toBeVisible();
      const box = await bottom.boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
      await bottom.getByRole('link', { name: 'Курсы' }).click();
      await expect(page).toHaveURL(/\/ru\/Rates\?type=1$/);
      await expect(bottom.getByRole('link', { name: 'Курсы' })).toHaveAttribute('aria-current', 'page');
      await bottom.getByRole('button', { name: 'Меню' }).click();
      await expect(page.getByRole('dialog', { name: 'Меню сайта' })).toBeVisible();
    });

    test('404 on a phone', async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 404/); // the document's own status
      const res = await page.goto('/en/missing');
      expect(res?.status()).toBe(404);
      await expect(page.getByTestId('not-found')).toContainText('This page could not be found');
      await expect(page.getByTestId('bottom-menu')).toBeVisible();
    });
  });
});
