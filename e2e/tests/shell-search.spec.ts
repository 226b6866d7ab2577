import { test, expect } from '../support/fixtures';

// The search modal (desktop) and the side panel's search (phones).

const LANGS = [
  { prefix: '', open: 'Ҷустуҷӯ', query: 'қарз', close: 'Пӯшидани ҷустуҷӯ' },
  { prefix: '/ru', open: 'Поиск', query: 'карта', close: 'Закрыть поиск' },
  { prefix: '/en', open: 'Search', query: 'deposit', close: 'Close search' },
] as const;

test.describe('shell search', { tag: ['@shell', '@readonly'] }, () => {
  for (const lang of LANGS) {
    test(`Enter goes to the localised results, clears the field and closes the modal (${lang.prefix || '/'})`, async ({ page, isMobile }) => {
      test.skip(isMobile, 'the desktop header: the phone project runs the mobile tests of this file');
      await page.goto(`${lang.prefix}/Credit`);
      const opener = page.getByRole('banner').getByRole('button', { name: lang.open, exact: true });
      await opener.click();
      const dialog = page.getByRole('dialog');
      const field = dialog.getByRole('searchbox');
      await expect(field).toBeFocused();
      await field.fill(lang.query);
      await field.press('Enter');
      await expect(page).toHaveURL(`${lang.prefix}/search?q=${encodeURIComponent(lang.query)}`);
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await opener.click();
      await expect(page.getByRole('dialog').getByRole('searchbox')).toHaveValue('');
    });
  }

  test('Escape and the backdrop close the modal; focus returns to the search icon', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop header: the phone project runs the mobile tests of this file');
    await page.goto('/en');
    const opener = page.getByTestId('search-open');
    await opener.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await page.getByRole('dialog').click(); // inside: stays open
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByTestId('search-backdrop').click({ position: { x: 10, y: 10 } });
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/en\?type=1$/);
  });

  test('keyboard: the modal opens from the icon, Tab cycles inside, Escape returns focus', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop header: the phone project runs the mobile tests of this file');
    await page.goto('/ru');
    const opener = page.getByTestId('search-open');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Поиск по сайту' });
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    for (let i = 0; i < 7; i += 1) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const lang of LANGS) {
      test(`the side panel searches in its language (${lang.prefix || '/'})`, async ({ page }) => {
        await page.goto(lang.prefix || '/');
        await page.getByTestId('burger').click();
        const panel = page.getByRole('dialog');
        await panel.getByRole('searchbox').fill(lang.query);
        await panel.getByRole('searchbox').press('Enter');
        await expect(page).toHaveURL(`${lang.prefix}/search?q=${encodeURIComponent(lang.query)}`);
        await expect(panel).toBeHidden();
      });
    }

    test('keyboard: the panel traps Tab, closes on Escape and on the backdrop, and returns focus to the burger', async ({ page }) => {
      await page.goto('/en');
      const burger = page.getByTestId('burger');
      await burger.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Site menu' });
      await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();
      for (let i = 0; i < 14; i += 1) {
        await page.keyboard.press('Tab');
        expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(burger).toBeFocused();

      await burger.click();
      await page.getByTestId('panel-backdrop').click({ position: { x: 10, y: 400 } });
      await expect(panel).toBeHidden();
    });
  });
});
