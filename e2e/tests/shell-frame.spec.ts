import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/** Where a remote's files live (beside its manifest), from the runtime config of the page. */
async function remoteBase(page: Page, name: string): Promise<string> {
  const remotes = await page.evaluate(
    () => (window as unknown as { __SSB_RUNTIME_CONFIG__: { remotes: Record<string, string> } }).__SSB_RUNTIME_CONFIG__.remotes,
  );
  return new URL('.', new URL(remotes[name] ?? '', page.url())).href;
}

// The alert toast, the footer and its newsletter slot, the loading bar.

test.describe('shell frame', { tag: ['@shell', '@readonly'] }, () => {
  test.describe('desktop', () => {
    // The desktop header and footer; at phone width the bottom menu replaces them (the mobile tests below).
    test.skip(({ isMobile }) => isMobile, 'the desktop layout: the phone project runs the mobile tests of this file');
    test('a success alert shows bottom right and clears after 2 s', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/ru/calculators');
      await expect(page.locator('[data-remote="mfe_calculators"] h1')).toBeVisible();
      // Time the toast in the page itself, so a slow test runner cannot skew the measurement.
      await page.evaluate(() => {
        const w = window as unknown as { toastShown?: number; toastHidden?: number };
        new MutationObserver(() => {
          const present = document.querySelector('[data-testid="toast"]') !== null;
          if (present && w.toastShown === undefined) w.toastShown = performance.now();
          if (!present && w.toastShown !== undefined && w.toastHidden === undefined) w.toastHidden = performance.now();
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.getByRole('button', { name: 'Скопировать ссылку' }).click();
      const toast = page.getByTestId('toast');
      await expect(toast).toHaveAttribute('data-type', 'success');
      const box = await toast.boundingBox();
      const viewport = page.viewportSize();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan((viewport?.width ?? 0) - 40);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan((viewport?.height ?? 0) - 40);
      await expect(toast).toBeHidden({ timeout: 5000 });
      const shownFor = await page.evaluate(() => {
        const w = window as unknown as { toastShown?: number; toastHidden?: number };
        return (w.toastHidden ?? Number.NaN) - (w.toastShown ?? Number.NaN);
      });
      expect(shownFor).toBeGreaterThanOrEqual(1950);
      expect(shownFor).toBeLessThan(2600);
    });

    test('footer: groups, contacts and hours in each language; the newsletter slot loads near the viewport', async ({ page, allowConsoleErrors }) => {
      // Until mfe-applications exposes NewsletterBox, the slot logs its failure and shows the fallback.
      allowConsoleErrors(/NewsletterBox|mfe_applications/);
      for (const [prefix, hours, bank] of [
        ['', 'Душанбе–Ҷумъа: 08:00–17:00', 'Бонк'],
        ['/ru', 'Пн–Пт: 08:00–17:00', 'Банк'],
        ['/en', 'Mon–Fri: 08:00–17:00', 'Bank'],
      ] as const) {
        const requested: string[] = [];
        page.on('request', (req) => requested.push(req.url()));
        await page.goto(prefix || '/');
        const applications = await remoteBase(page, 'mfe_applications');
        const footer = page.getByRole('contentinfo');
        await expect(footer).toContainText('8855');
        await expect(footer).toContainText(hours);
        await expect(footer.getByRole('heading', { name: bank })).toBeVisible();
        // The footer is below the fold: the applications remote is not fetched for the first paint.
        await page.waitForTimeout(300);
        expect(requested.some((url) => url.startsWith(applications))).toBe(false);
        await footer.scrollIntoViewIfNeeded();
        await page.getByTestId('footer').getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded();
        await expect(page.getByTestId('newsletter-placeholder')).toHaveCount(0);
        await expect.poll(() => requested.some((url) => url.startsWith(applications))).toBe(true);
        page.removeAllListeners('request');
        // End this page's work: the newsletter box goes on to fetch its catalog, and a request
        // that late must not count as the next language's page fetching the remote.
        await page.goto('about:blank');
      }
    });

    test('footer links: the bank column switches type, services open with type=1', async ({ page }) => {
      await page.goto('/en/Credit');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Financial organisations' })).toHaveAttribute('href', '/en/financial-organization?type=3');
      await expect(footer.getByRole('link', { name: 'Exchange rates' })).toHaveAttribute('href', '/en/Rates?type=1');
      await expect(footer.getByRole('link', { name: 'Vacancies' })).toHaveAttribute('href', '/en/vacancy?type=1');
      await expect(footer.getByRole('link', { name: 'Tenders' })).toHaveAttribute('href', '/en/tenders?type=1');
      await expect(footer.getByRole('link', { name: 'SSB Mobile manual (PDF)' })).toHaveAttribute('download', '');
      // Every manual the footer offers is really there, as a PDF.
      for (const link of await footer.locator('a[download][href^="/"]').all()) {
        const href = (await link.getAttribute('href')) ?? '';
        const res = await page.request.get(href);
        expect(res.status(), href).toBe(200);
        expect(res.headers()['content-type'], href).toContain('application/pdf');
      }
      await expect(footer.locator('a[href="https://nbt.tj/"]')).toHaveAttribute('target', '_blank');
      await expect(footer.getByRole('link', { name: 'info@ssb.tj' })).toHaveAttribute('href', 'mailto:info@ssb.tj');
    });

    test('the internet-banking button goes to the runtime-config address', async ({ page }) => {
      await page.goto('/en');
      const configured = await page.evaluate(
        () => (window as unknown as { __SSB_RUNTIME_CONFIG__: { internetBankingUrl: string } }).__SSB_RUNTIME_CONFIG__.internetBankingUrl,
      );
      await expect(page.getByRole('banner').getByRole('link', { name: /Internet banking/ })).toHaveAttribute('href', configured);
    });

    test('a fast page load shows no loading bar', async ({ page }) => {
      await page.goto('/en/about');
      await expect(page.locator('[data-remote="mfe_about"] h1')).toBeVisible();
      await page.getByTestId('sub-nav').getByRole('link', { name: 'History' }).click();
      await expect(page).toHaveURL(/\/en\/history\?type=4$/);
      // The history page (or its 404 while not shipped) has replaced the old one, and its bar is gone.
      await expect(page.locator('[data-remote="mfe_about"] h1')).not.toHaveText('About the bank');
      await expect(page.getByTestId('loading-bar')).toHaveCount(0);
      await page.evaluate(() => {
        (window as unknown as { barSeen: boolean }).barSeen = false;
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="loading-bar"]')) (window as unknown as { barSeen: boolean }).barSeen = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
      // Back to a page whose remote and chunk are already loaded: far under the 200 ms throttle.
      await page.goBack();
      await expect(page).toHaveURL(/\/en\/about/);
      await expect(page.locator('[data-remote="mfe_about"] h1')).toBeVisible();
      await page.waitForTimeout(400);
      expect(await page.evaluate(() => (window as unknown as { barSeen: boolean }).barSeen)).toBe(false);
    });

    test('a slow remote shows the loading bar, which hides after the page arrives', async ({ page }) => {
      await page.goto('/en/about');
      await expect(page.locator('[data-remote="mfe_about"] h1')).toBeVisible();
      // Slow down the products remote.
      const products = await remoteBase(page, 'mfe_products');
      await page.route(
        (url) => url.href.startsWith(products),
        async (route) => {
          await new Promise((r) => setTimeout(r, 800));
          await route.continue();
        },
      );
      await page.getByRole('banner').getByRole('link', { name: 'Individuals' }).click();
      await expect(page.getByTestId('loading-bar')).toBeVisible();
      await expect(page.locator('[data-remote="mfe_products"] h1')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('loading-bar')).toBeHidden({ timeout: 2000 });
    });
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the alert sits above the bottom menu and clears after 2 s', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/en/calculators');
      await page.getByRole('button', { name: 'Copy link' }).click();
      const toast = page.getByTestId('toast');
      await expect(toast).toHaveAttribute('data-type', 'success');
      const toastBox = await toast.boundingBox();
      const menuBox = await page.getByTestId('bottom-menu').boundingBox();
      expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(menuBox?.y ?? 0);
      await expect(toast).toBeHidden({ timeout: 3000 });
    });

    test('footer groups are disclosures that start closed', async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/NewsletterBox|mfe_applications/);
      for (const [prefix, services, loans] of [
        ['', 'Хизматрасониҳо', 'Қарзҳо'],
        ['/ru', 'Услуги', 'Кредиты'],
        ['/en', 'Services', 'Loans'],
      ] as const) {
        await page.goto(prefix || '/');
        const footer = page.getByRole('contentinfo');
        const toggle = footer.getByRole('button', { name: services });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(footer.getByRole('link', { name: loans })).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await footer.getByRole('link', { name: loans }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/Credit\\?type=1$`));
      }
    });
  });
});
