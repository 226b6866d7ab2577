import { test, expect } from '../support/fixtures';

// One page of each remote, in each language, composed by the shell at run time.
const PAGES = [
  { path: '/', remote: 'mfe_products', h1: { tj: 'SSB — бонки шумо', ru: 'SSB — ваш банк', en: 'SSB — your bank' } },
  { path: '/Credit', remote: 'mfe_products', h1: { tj: 'Қарзҳо', ru: 'Кредиты', en: 'Loans' } },
  { path: '/calculators', remote: 'mfe_calculators', h1: { tj: 'Ҳисобкунакҳо', ru: 'Калькуляторы', en: 'Calculators' } },
  { path: '/apply', remote: 'mfe_applications', h1: { tj: 'Дархости онлайн', ru: 'Онлайн-заявка', en: 'Apply online' } },
  { path: '/about', remote: 'mfe_about', h1: { tj: 'Дар бораи бонк', ru: 'О банке', en: 'About the bank' } },
] as const;

const LANGS = [
  { code: 'tj', prefix: '', html: 'tg-TJ' },
  { code: 'ru', prefix: '/ru', html: 'ru-RU' },
  { code: 'en', prefix: '/en', html: 'en-US' },
] as const;

test.describe('composition of the remotes', { tag: ['@shell', '@readonly'] }, () => {
  for (const lang of LANGS) {
    for (const page of PAGES) {
      const url = page.path === '/' ? lang.prefix || '/' : `${lang.prefix}${page.path}`;
      test(`${url} renders the ${page.remote} page in ${lang.code}`, async ({ page: tab }) => {
        const response = await tab.goto(url);
        expect(response?.status()).toBe(200);
        await expect(tab.locator(`[data-remote="${page.remote}"] h1`)).toHaveText(page.h1[lang.code]);
        await expect(tab.locator('html')).toHaveAttribute('lang', lang.html);
        // The frame is the shell's, around every page.
        await expect(tab.getByRole('banner')).toBeVisible();
        await expect(tab.getByRole('contentinfo')).toContainText('8855');
      });
    }
  }

  test('credits come from the API in the language of the page', async ({ page }) => {
    const titles: string[] = [];
    for (const prefix of ['', '/ru', '/en']) {
      await page.goto(`${prefix}/Credit`);
      const first = page.getByTestId('credit-card').first().getByRole('heading');
      await expect(first).not.toBeEmpty();
      titles.push(await first.innerText());
    }
    expect(new Set(titles).size).toBe(3);
    expect(titles[2]).toMatch(/^[\x20-\x7E–—’]+$/); // English: no Cyrillic
    expect(titles[1]).toMatch(/[а-яё]/i);
  });

  test('a credit page embeds the calculator of another remote through the slot', async ({ page }) => {
    await page.goto('/en/Credit');
    await page.getByTestId('credit-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/Credit\/\d+$/);
    const calculator = page.getByTestId('credit-calculator');
    await expect(calculator.getByRole('heading', { name: 'Loan calculator' })).toBeVisible();
    await expect(calculator.getByTestId('monthly-payment')).toContainText('TJS');
  });

  test('a hook and a jotai atom work across the host/remote boundary', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/ru/calculators');
    // useLang() (the shell's context) gave the remote its language …
    await expect(page.locator('[data-remote="mfe_calculators"] h1')).toHaveText('Калькуляторы');
    // … and the remote's alert, set on the shared atom, shows in the shell's toast.
    await page.getByRole('button', { name: 'Скопировать ссылку' }).click();
    await expect(page.getByTestId('toast')).toHaveText(/Ссылка скопирована/);
    await expect(page.getByTestId('toast')).toHaveAttribute('data-type', 'success');
  });

  test('each shared singleton is loaded once, from the host', async ({ page }) => {
    await page.goto('/en/Credit/1');
    await expect(page.getByTestId('credit-calculator')).toBeVisible();
    const loaded = await page.evaluate(() => {
      // A library shared tree-shaken (SHARED_EXPORTS) is loaded as its shaken copy, treeShaking.loaded;
      // its full copy as well would be a second instance.
      type Info = { loaded?: boolean; from: string; useIn?: string[]; treeShaking?: { loaded?: boolean } };
      type Share = Record<string, Record<string, Record<string, Info>>>;
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Share> } }).__FEDERATION__.__SHARE__;
      const result: Record<string, { from: string; version: string }[]> = {};
      for (const scopes of Object.values(share)) {
        for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded) (result[pkg] ??= []).push({ from: info.from, version });
            if (info.treeShaking?.loaded) (result[pkg] ??= []).push({ from: info.from, version: `${version} tree-shaken` });
          }
        }
      }
      return result;
    });
    for (const pkg of ['react', 'react-dom', 'react-router-dom', 'react-intl', 'jotai', 'styled-components', '@ssb/contracts']) {
      const copies = new Map((loaded[pkg] ?? []).map((c) => [`${c.version}`, c.from]));
      expect(copies.size, `${pkg} loaded copies: ${JSON.stringify(loaded[pkg])}`).toBe(1);
      expect([...copies.values()][0]).toBe('shell');
    }
  });

  test('an unknown route answers 404 with the 404 page in the visitor language', async ({ page, allowConsoleErrors }) => {
    // Chromium logs the document's own 404; any other missing resource still fails the test.
    allowConsoleErrors(/status of 404/);
    const missing: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 404 && res.request().resourceType() !== 'document') missing.push(res.url());
    });
    const tj = await page.goto('/no-such-page');
    expect(tj?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toContainText('Ин саҳифа ёфт нашуд');
    const en = await page.goto('/en/Credit/1/extra/segment');
    expect(en?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/en\?type=1$/);
    expect(missing).toEqual([]);
  });

  test('only the remote of the visited route is loaded', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));
    await page.goto('/en/about');
    await expect(page.locator('[data-remote="mfe_about"] h1')).toHaveText('About the bank');
    const remotes = await page.evaluate(
      () => (window as unknown as { __SSB_RUNTIME_CONFIG__: { remotes: Record<string, string> } }).__SSB_RUNTIME_CONFIG__.remotes,
    );
    // A remote's files live beside its manifest.
    const base = (name: string) => new URL('.', new URL(remotes[name] ?? '', page.url())).href;
    const fromRemote = (name: string) => requested.some((url) => url.startsWith(base(name)));
    expect(fromRemote('mfe_about')).toBe(true);
    for (const other of ['mfe_products', 'mfe_calculators', 'mfe_applications']) {
      expect(fromRemote(other), `${other} was requested`).toBe(false);
    }
  });
});
