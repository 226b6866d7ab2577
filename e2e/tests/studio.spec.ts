import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect } from '../support/fixtures';
import { testDocument } from '../support/documents';
import { axeClean, english, lettersOf, signIn, staffContext } from '../support/staff';
import { BACKOFFICE_URL, isLocalRun } from '../support/env';
// Two runs of one test (a repeat, a retry) edit the same item: one at a time.
import { siteWideTest as test } from '../support/siteWideLock';

// The content studio in Chromium, as the bank's staff use it: an editor writes a news item in
// three languages with a picture, previews it on the real site (and nobody else sees it), and
// submits it; the same editor cannot approve it; an approver does, and it is on /news and found
// by search in every language. A deposit's rate scheduled a minute ahead reaches the deposit page
// and its calculator at that minute, not before. A revert, approved, brings the old text back.
// axe finds nothing on the studio's pages at either width, and the editor works by keyboard.

/** Today in Dushanbe (UTC+5), as the date field takes it. */
const dushanbeToday = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);

/** The studio's own page, ready: its heading shown and nothing loading. */
async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

/** An approver, in a browser of their own, approves a submitted change: published, by them. */
async function approve(browser: Browser, testInfo: TestInfo, changeUrl: string) {
  const context = await staffContext(browser, testInfo);
  const approver = await signIn(context, 'approver', new URL(changeUrl).pathname);
  await english(approver);
  await approver.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(approver.getByText('State: Published.')).toBeVisible();
  await expect(approver.getByText(/^Approved by Рустам Саидов\. On the site from/)).toBeVisible();
  await context.close();
}

/** A rate as the calculator shows it: whole, or with two decimals (5.5 is "5.50"). */
const calculatorPercent = (percent: number) => `${Number.isInteger(percent) ? String(percent) : percent.toFixed(2)} %`;

/** A visitor's page shows `text` once the site has it (the site drops its cached pages within its poll). */
async function shownOnSite(page: Page, url: string, text: string | RegExp) {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByRole('main')).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('the content studio', { tag: ['@backoffice', '@mutating'] }, () => {
  test.skip(!isLocalRun, 'the back office and its development provider run with the suite’s own site');

  test('an editor writes, pictures, previews and submits a news item; cannot approve it; an approver does, and it is on /news and in search in all three languages', async ({
    page,
    browser,
  }, testInfo) => {
    // Two sign-ins, a picture scanned and encoded, a preview and a visitor in three languages.
    test.setTimeout(150_000);
    const word = `Zarafshon${lettersOf(Date.now())}${testInfo.project.name === 'phone' ? 'p' : 'd'}`;
    const slug = `studio-${word.toLowerCase()}`;
    const titles = { tj: `Филиали нав дар Панҷакент ${word}`, ru: `Новый филиал в Пенджикенте ${word}`, en: `A new branch in Panjakent ${word}` };

    const editorContext = await staffContext(browser, testInfo);
    const editor = await signIn(editorContext, 'editor', '/content/news/new');
    await english(editor);
    await ready(editor);
    await editor.getByLabel('Address (slug)').fill(slug);
    await editor.getByLabel('Date', { exact: true }).fill(dushanbeToday());

    // The picture: uploaded, scanned and encoded by the API, its address put in the field.
    await editor.getByText('Upload a picture').click();
    await editor.getByLabel(/Picture file/).setInputFiles({ name: 'branch.png', mimeType: 'image/png', buffer: testDocument('passport.png') });
    await editor.getByLabel('Description in Tajik').fill('Бинои филиали нав');
    await editor.getByLabel('Description in Russian').fill('Здание нового филиала');
    await editor.getByLabel('Description in English').fill('The new branch building');
    await editor.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(editor.getByLabel('Image', { exact: true })).toHaveValue(/^\/api\/media\/pictures\/[0-9a-f-]{36}\/\d+\.webp$/, { timeout: 30_000 });
    // What it shows, given with the upload, is the item's alt text in each language.
    await expect(editor.getByLabel('Picture description (Russian)')).toHaveValue('Здание нового филиала');

    const texts = {
      tj: 'Филиал ҳар рӯз аз соати 8:00 то 17:00 кор мекунад.',
      ru: 'Филиал работает ежедневно с 8:00 до 17:00.',
      en: 'The branch is open daily from 8:00 to 17:00.',
    };
    for (const [lang, name] of [
      ['tj', 'Tajik'],
      ['ru', 'Russian'],
      ['en', 'English'],
    ] as const) {
      await editor.getByLabel(`Title (${name})`).fill(titles[lang]);
      await editor.getByLabel(`Summary (${name})`).fill(`${titles[lang]}.`);
      const body = editor.getByRole('group', { name: `Text (${name})` });
      await body.getByRole('combobox', { name: 'Kind of the new block' }).selectOption('paragraph');
      await body.getByRole('button', { name: 'Add block' }).click();
      await editor.locator(`#sf-${lang}-body-0-text`).fill(texts[lang]);
    }
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await editor.waitForURL(/\/content\/changes\/[0-9a-f-]{36}$/);
    await expect(editor.getByText('State: Draft.')).toBeVisible();
    const changeUrl = editor.url();

    // The preview: the real site, in a tab of the editor's own browser, with a banner naming it.
    const [preview] = await Promise.all([editorContext.waitForEvent('page'), editor.getByRole('button', { name: 'Preview on the site' }).click()]);
    await preview.waitForURL(new RegExp(`/en/news/${slug}$`));
    await expect(preview.locator('#ssb-content-preview-banner')).toContainText(titles.tj);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(titles.en);
    // Its pages are this browser's own: never stored, here or on the way.
    const again = await editorContext.request.get(preview.url());
    expect([again.status(), again.headers()['cache-control']]).toEqual([200, 'private, no-store']);
    // A visitor, and the site's cache, see nothing of it.
    const visitor = await page.request.get(`/en/news/${slug}`);
    expect(visitor.status()).toBe(404);
    expect(await (await page.request.get('/api/news/?language_id=3&page_size=50')).text()).not.toContain(slug);
    await preview.close();

    await editor.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(editor.getByText('State: Awaiting approval.')).toBeVisible();
    // The author is never the approver: no button here, and the API refuses it too.
    await expect(editor.getByRole('button', { name: 'Approve and publish' })).toHaveCount(0);
    const session = (await (await editorContext.request.get(`${BACKOFFICE_URL}/session`)).json()) as { csrf: string };
    const id = changeUrl.split('/').pop() ?? '';
    const forced = await editorContext.request.post(`${BACKOFFICE_URL}/bo-api/changes/${id}/approve`, {
      headers: { 'x-csrf-token': session.csrf, origin: BACKOFFICE_URL, 'content-type': 'application/json' },
      data: {},
    });
    expect(forced.status()).toBe(403);
    await editorContext.close();

    await approve(browser, testInfo, changeUrl);

    for (const [prefix, lang, languageId] of [
      ['', 'tj', 1],
      ['/ru', 'ru', 2],
      ['/en', 'en', 3],
    ] as const) {
      await shownOnSite(page, `${prefix}/news`, titles[lang]);
      const search = (await (await page.request.get(`/api/search/?language_id=${languageId}&q=${encodeURIComponent(word)}`)).json()) as {
        results: { url: string }[];
      };
      expect(search.results.map((r) => r.url)).toContain(`/news/${slug}`);
    }
    await page.goto(`/en/news/${slug}`);
    const picture = page.locator('main img[srcset*="/api/media/pictures/"]').first();
    await expect(picture).toHaveAttribute('alt', 'The new branch building');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('a deposit’s rate scheduled a minute ahead is on the deposit page and in its calculator at that minute, and not before', async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one schedule for the whole site: the desktop project checks it, at its instant');
    test.setTimeout(240_000);
    const editorContext = await staffContext(browser, testInfo);
    const editor = await signIn(editorContext, 'editor', '/content/deposits/9/edit');
    await english(editor);
    await ready(editor);
    // The "longer" tier: the rate of a 24-month term.
    const percent = editor.locator('#sf-common-rateTiers-3-percent');
    const before = Number(await percent.inputValue());
    const after = Math.round((before + 0.75) * 100) / 100;
    const shown = new RegExp(`${String(after).replace('.', '\\.')}\\s?%`);
    await percent.fill(String(after));
    // The next whole minute at least a minute away, in Dushanbe time (the field has minutes only).
    const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
    await editor.getByLabel('Publish at (Dushanbe time)').fill(new Date(at.getTime() + 5 * 3_600_000).toISOString().slice(0, 16));
    await editor.getByRole('button', { name: 'Submit for approval' }).click();
    await editor.waitForURL(/\/content\/changes\/[0-9a-f-]{36}$/);
    await expect(editor.getByText('State: Awaiting approval.')).toBeVisible();
    const changeUrl = editor.url();
    await editorContext.close();

    await approve(browser, testInfo, changeUrl);

    // Before its minute: the old rate, on the page and in the calculator.
    const depositPage = '/en/Deposit/9?months=24';
    await page.goto(depositPage);
    const rate = page.getByTestId('deposit-calculator').getByTestId('deposit-rate');
    await expect(rate).toHaveText(calculatorPercent(before));
    await expect(page.getByRole('main')).not.toContainText(shown);
    expect(Date.now()).toBeLessThan(at.getTime());
    await page.waitForTimeout(Math.max(0, at.getTime() - Date.now()));
    // From it: the new rate in the rates table and as the calculator's annual rate.
    await shownOnSite(page, depositPage, shown);
    await expect(rate).toHaveText(calculatorPercent(after));
  });

  test('a revert, approved like any change, brings the old text back', async ({ page, browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'it changes a seed item every visitor sees: once, on the desktop project');
    test.setTimeout(180_000);
    const question = (await (await page.request.get('/api/faq/?language_id=3&section=general')).json()) as {
      results: { id: number; question: string }[];
    };
    const faq = question.results[question.results.length - 1];
    if (!faq) throw new Error('the seed has general questions');
    const changed = `${faq.question} (updated)`;

    const editorContext = await staffContext(browser, testInfo);
    const editor = await signIn(editorContext, 'editor', `/content/faq/${faq.id}/edit`);
    await english(editor);
    await ready(editor);
    await editor.locator('#sf-en-question').fill(changed);
    await editor.getByRole('button', { name: 'Submit for approval' }).click();
    await editor.waitForURL(/\/content\/changes\/[0-9a-f-]{36}$/);
    await approve(browser, testInfo, editor.url());
    await shownOnSite(page, '/en/FAQ', changed);

    // The item's history: the publication, reverted by a change of its own.
    await editor.goto(`${BACKOFFICE_URL}/content/faq/${faq.id}/history`);
    await ready(editor);
    // Newest first: the publication just made.
    await editor
      .getByRole('button', { name: /^Revert/ })
      .first()
      .click();
    await editor.waitForURL(/\/content\/changes\/[0-9a-f-]{36}$/);
    await editor.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(editor.getByText('State: Awaiting approval.')).toBeVisible();
    await approve(browser, testInfo, editor.url());
    // The old question back, and the changed one gone (its text holds the old one: both are checked).
    await expect(async () => {
      await page.goto('/en/FAQ');
      await expect(page.getByRole('main')).not.toContainText(changed, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('main')).toContainText(faq.question);
    await editorContext.close();
  });

  test('a rates publisher starts from the last figures, has a bad treasury file refused by its row, publishes a small move alone, and a big one only with a colleague', async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the site has one set of rates: the desktop project moves them');
    // The money transfers' tab: the home page (and its screenshots) shows the non-cash one.
    test.setTimeout(150_000);
    type Rates = { results: { currency: string; nbt: number; buy: number; sell: number }[] };
    const live = async () => ((await (await page.request.get('/api/rates/?language_id=3&selector=TRANSFER')).json()) as Rates).results;
    const usd = (rates: Rates['results']) => rates.find((r) => r.currency === 'USD') ?? { nbt: 0, buy: 0, sell: 0 };
    const before = await live();

    const context = await staffContext(browser, testInfo);
    const treasury = await signIn(context, 'treasury', '/content/rates');
    await english(treasury);
    await ready(treasury);
    await treasury.getByRole('navigation', { name: 'Rate tabs' }).getByRole('link', { name: 'Money transfers' }).click();
    const tab = treasury.getByRole('region', { name: 'Money transfers' });
    await expect(tab.getByLabel('USD: Buy')).toHaveValue(String(usd(before).buy));

    // The treasury's file, one figure wrong: refused whole, by its line, and nothing filled in.
    const csv = (rows: Rates['results']) =>
      Buffer.from(['currency,nbt,buy,sell', ...rows.map((r) => `${r.currency},${r.nbt},${r.buy},${r.sell}`)].join('\n'));
    const scaled = (k: number) =>
      before.map((r) => ({ ...r, nbt: +(r.nbt * k).toFixed(4), buy: +(r.buy * k).toFixed(2), sell: +(r.sell * k).toFixed(2) }));
    const broken = Buffer.from(
      csv(scaled(1.01))
        .toString()
        .replace(/\nEUR,[^,]+,/, '\nEUR,abc,'),
    );
    await tab.getByLabel('Import from CSV').setInputFiles({ name: 'rates.csv', mimeType: 'text/csv', buffer: broken });
    await expect(treasury.getByRole('alert')).toContainText('File refused. Line 3: “nbt: abc” is not a positive number.');
    await expect(tab.getByLabel('USD: Buy')).toHaveValue(String(usd(before).buy));

    // A 1 % move: filled from the file, published alone, live on the site.
    const small = scaled(1.01);
    await tab.getByLabel('Import from CSV').setInputFiles({ name: 'rates.csv', mimeType: 'text/csv', buffer: csv(small) });
    await expect(tab.getByLabel('USD: Buy')).toHaveValue(String(usd(small).buy));
    await tab.getByRole('button', { name: 'Publish' }).click();
    await expect(treasury.getByText('Rates published.')).toBeVisible();
    await expect.poll(async () => usd(await live()).buy, { timeout: 15_000 }).toBe(usd(small).buy);

    // A 10 % move: not alone. Submitted, and approved by the other rates publisher.
    const big = scaled(1.1);
    await tab.getByLabel('Import from CSV').setInputFiles({ name: 'rates.csv', mimeType: 'text/csv', buffer: csv(big) });
    await tab.getByRole('button', { name: 'Publish' }).click();
    await expect(treasury.getByRole('alert')).toContainText('moves by more than 5 %');
    await tab.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(treasury.getByText('Submitted for approval.')).toBeVisible();
    expect(usd(await live()).buy).toBe(usd(small).buy);
    await context.close();

    const colleagueContext = await staffContext(browser, testInfo);
    const colleague = await signIn(colleagueContext, 'treasury2', '/content?view=approve');
    await english(colleague);
    await ready(colleague);
    await colleague
      .getByRole('link', { name: /^Open the change: Exchange rates/ })
      .first()
      .click();
    await colleague.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(colleague.getByText('State: Published.')).toBeVisible();
    await expect.poll(async () => usd(await live()).buy, { timeout: 15_000 }).toBe(usd(big).buy);
    await expect(async () => {
      await page.goto('/en/Rates');
      await page.getByRole('tab', { name: 'Money transfers' }).click();
      await expect(page.getByTestId('rates-table').locator('tr[data-currency="USD"]').getByTestId('buy')).toHaveText(usd(big).buy.toFixed(2), {
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
    await colleagueContext.close();
  });

  test('an editor uploads a document’s PDF in the form, and the draft naming it is accepted', async ({ browser }, testInfo) => {
    const context = await staffContext(browser, testInfo);
    const editor = await signIn(context, 'editor', '/content/documents/new');
    await english(editor);
    await ready(editor);
    await editor
      .getByLabel('Upload the PDF')
      .setInputFiles({ name: 'Tariffs 2027.pdf', mimeType: 'application/pdf', buffer: testDocument('inn.pdf') });
    await expect(editor.getByText('The PDF is uploaded.')).toBeVisible({ timeout: 30_000 });
    await expect(editor.locator('#sf-common-file')).toHaveValue(/^[0-9a-f]{16}$/);
    await editor.getByLabel('Date', { exact: true }).fill(dushanbeToday());
    for (const name of ['Tajik', 'Russian', 'English']) {
      await editor.getByLabel(`Title (${name})`).fill(`Tariffs 2027 (${name})`);
      await editor.getByLabel(`Category (${name})`).fill('Tariffs');
    }
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await editor.waitForURL(/\/content\/changes\/[0-9a-f-]{36}$/);
    await expect(editor.getByText('State: Draft.')).toBeVisible();
    await axeClean(editor, 'a document’s draft');
    await editor.getByRole('button', { name: 'Discard draft' }).click();
    await expect(editor.getByText('State: Discarded.')).toBeVisible();
    await context.close();
  });

  test('axe finds nothing on the studio’s pages, and the editor works by keyboard', async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    for (const [username, paths] of [
      ['editor', ['/content', '/content/deposits', '/content/deposits/9/edit', '/content/news/new', '/content/deposits/9/history']],
      ['treasury', ['/content/rates']],
    ] as const) {
      const context = await staffContext(browser, testInfo);
      const staff = await signIn(context, username);
      await english(staff);
      for (const target of paths) {
        await staff.goto(`${BACKOFFICE_URL}${target}`);
        await ready(staff);
        await axeClean(staff, target);
      }
      if (username === 'editor') {
        // A draft by keyboard alone: a title typed, then Tab to "Save draft" and Enter.
        await staff.goto(`${BACKOFFICE_URL}/content/faq/1/edit`);
        await ready(staff);
        await staff.locator('#sf-en-answer').focus();
        await staff.keyboard.press('End');
        await staff.keyboard.type(' ');
        const save = staff.getByRole('button', { name: 'Save draft' });
        for (let i = 0; i < 60 && !(await save.evaluate((el) => el === document.activeElement)); i++) await staff.keyboard.press('Tab');
        await expect(save).toBeFocused();
        await staff.keyboard.press('Enter');
        await staff.waitForURL(/\/content\/changes\/[0-9a-f-]{36}$/);
        await expect(staff.getByText('State: Draft.')).toBeVisible();
        await axeClean(staff, 'a draft');
        await staff.getByRole('button', { name: 'Discard draft' }).click();
      }
      await context.close();
    }
  });
});
