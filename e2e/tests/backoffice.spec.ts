import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { testDocument } from '../support/documents';
import { account, axeClean, english, lettersOf, signIn, staffContext } from '../support/staff';
import { BACKOFFICE_URL, E2E_VAR_DIR, isLocalRun, repoRoot, TEST_RUN_HEADERS } from '../support/env';

// The bank's back office in Chromium, through the embedded development identity provider that
// `npm start` runs: an officer finds what a visitor has just sent and answers it; roles, idle
// sessions and cross-site requests are refused; the access record shows who looked; axe finds
// nothing on any page at either width, and every page works by keyboard.

/** A card application with two documents, sent as the site's form sends it, marked as this run's test data. */
async function sendApplication(page: Page, surname: string): Promise<string> {
  const res = await page.request.post('/api/sendEmailContent/?language_id=3', {
    headers: TEST_RUN_HEADERS,
    multipart: {
      type: 'card',
      nameProduct: 'Visa Classic',
      surname,
      name: 'Farrukh',
      patronymic: 'Saidovich',
      branch: 'Хуҷанд',
      phone: '+992 93 777 12 34',
      consent: 'true',
      file1: { name: 'passport.png', mimeType: 'image/png', buffer: testDocument('passport.png') },
      file2: { name: 'inn.pdf', mimeType: 'application/pdf', buffer: testDocument('inn.pdf') },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test.describe('the back office', { tag: ['@backoffice', '@mutating'] }, () => {
  test.skip(!isLocalRun, 'the back office and its development provider run with the suite’s own site');

  test('an officer opens an application a visitor has just sent, sees both documents and answers it; the visitor reads the status', async ({
    page,
    browser,
  }, testInfo) => {
    // A visitor's application, a sign-in, two documents and the visitor's status page: more steps
    // than the suite's 30 s allow when the machine is busy.
    test.setTimeout(90_000);
    // Names hold letters only: the run's time in letters keeps each run's visitor apart.
    const surname = `Backoffice${testInfo.project.name}${lettersOf(Date.now())}`;
    const id = await sendApplication(page, surname);
    const reference = id.slice(0, 8).toUpperCase();

    const context = await staffContext(browser, testInfo);
    const staff = await signIn(context, 'officer', '/applications');
    await english(staff);
    await expect(staff.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await staff.getByLabel('Reference, name or phone').fill(reference);
    await staff.getByRole('button', { name: 'Show', exact: true }).click();
    const row = staff.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('Card');
    await expect(row).toContainText('Хуҷанд');
    await expect(row).toContainText(`${surname} Farrukh Saidovich`);
    await row.getByRole('link', { name: reference }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toContainText(reference);
    await expect(staff.getByText('+992 93 777 12 34')).toBeVisible();
    // Every value has room to be read at either width: the phone on one line, not a letter a line.
    const phoneBox = await staff.getByText('+992 93 777 12 34').boundingBox();
    expect(phoneBox?.width ?? 0).toBeGreaterThan(100);
    expect(phoneBox?.height ?? 100).toBeLessThan(40);
    await expect(staff.getByText(/^given /)).toBeVisible();

    // Both documents, shown from the back office's own origin and sandboxed.
    const picture = staff.getByRole('img', { name: 'passport.png' });
    // Loaded as it comes into view (a phone shows it below the fields).
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(staff.locator('iframe[title="Document inn.pdf"]')).toBeVisible();
    for (const [field, type] of [
      ['file1', 'image/png'],
      ['file2', 'application/pdf'],
    ]) {
      const res = await context.request.get(`${BACKOFFICE_URL}/documents/${id}/${field}`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe(type);
      expect(res.headers()['content-disposition']).toMatch(/^inline; filename="[0-9A-F]{8}-file\d\.(png|pdf)"$/);
      expect(res.headers()['x-content-type-options']).toBe('nosniff');
      expect(res.headers()['content-security-policy']).toContain('sandbox');
    }

    await staff.getByLabel('New status').selectOption('under_review');
    await staff.getByLabel('Internal note').fill('Called the applicant; the passport is valid until 2031');
    await staff.getByRole('button', { name: 'Save status' }).click();
    await expect(staff.getByText('Status saved.')).toBeVisible();
    await expect(staff.getByText('Called the applicant; the passport is valid until 2031')).toBeVisible();

    // The visitor reads the status in their language, never the note.
    await page.goto('/ru/application-status');
    await page.getByLabel(/^Номер заявки/).fill(reference);
    await page.getByLabel(/^Телефон/).fill('937771234');
    await page.getByRole('button', { name: 'Проверить статус' }).click();
    await expect(page.getByTestId('status-answer')).toContainText('На рассмотрении');
    await expect(page.getByTestId('status-answer')).not.toContainText('passport');
    await context.close();
  });

  test('an editor is refused the inbox: 403 and nothing of it', async ({ browser }, testInfo) => {
    const context = await staffContext(browser, testInfo);
    const staff = await signIn(context, 'editor');
    await english(staff);
    await expect(staff.getByRole('link', { name: 'Applications' })).toHaveCount(0);
    const res = await staff.goto(`${BACKOFFICE_URL}/applications`);
    expect(res?.status()).toBe(403);
    await expect(staff.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    expect((await context.request.get(`${BACKOFFICE_URL}/bo-api/applications`)).status()).toBe(403);
    await axeClean(staff, 'the 403 page');
    await context.close();
  });

  test('a session past its idle time is sent back to sign in', async ({ browser }, testInfo) => {
    const context = await staffContext(browser, testInfo);
    const staff = await signIn(context, 'officer', '/applications');
    await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
    await staff.goto('about:blank');
    // Sixteen minutes without a request: this session's last use moved back in its own database
    // (found by the digest of its cookie, as the server finds it).
    const cookie = (await context.cookies(BACKOFFICE_URL)).find((c) => c.name === 'ssb_bo_session');
    expect(cookie).toBeDefined();
    const db = new DatabaseSync(path.join(repoRoot, E2E_VAR_DIR, 'backoffice/sessions.sqlite'));
    try {
      const moved = db.prepare('UPDATE backoffice_session SET seen_at = seen_at - ? WHERE id_hash = ?').run(
        16 * 60_000,
        createHash('sha256')
          .update(cookie?.value ?? '')
          .digest('hex'),
      );
      expect(moved.changes).toBe(1);
    } finally {
      db.close();
    }
    const res = await staff.goto(`${BACKOFFICE_URL}/applications`);
    expect(res?.status()).toBe(401);
    await expect(staff.getByRole('link', { name: /Sign in|Ворид шудан|Войти/ })).toBeVisible();
    expect((await context.request.get(`${BACKOFFICE_URL}/session`)).status()).toBe(401);
    await context.close();
  });

  test('a cross-site POST is refused, and the session stays', async ({ browser }, testInfo) => {
    const context = await staffContext(browser, testInfo);
    await signIn(context, 'officer');
    // A page of another site, in the same browser, posts a form to the back office as it loads.
    const other = await context.newPage();
    await other.route('http://attacker.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Prize</title><form method="post" action="${BACKOFFICE_URL}/logout"><input name="csrf" value="guess"></form><script>document.forms[0].submit()</script>`,
      }),
    );
    const answer = other.waitForResponse((r) => r.url() === `${BACKOFFICE_URL}/logout`);
    await other.goto('http://attacker.example/prize');
    expect((await answer).status()).toBe(403);
    await expect(other.getByRole('heading', { name: /Request refused|Дархост рад шуд|Запрос отклонён/ })).toBeVisible();
    expect((await context.request.get(`${BACKOFFICE_URL}/session`)).status()).toBe(200);
    await context.close();
  });

  test('the access record shows the officer’s views', async ({ page, browser }, testInfo) => {
    const id = await sendApplication(page, `Access${testInfo.project.name}${lettersOf(Date.now())}`);
    const reference = id.slice(0, 8).toUpperCase();
    const officerContext = await staffContext(browser, testInfo);
    const officer = await signIn(officerContext, 'officer', `/applications/${id}`);
    await expect(officer.getByRole('heading', { level: 1 })).toContainText(reference);
    expect((await officerContext.request.get(`${BACKOFFICE_URL}/documents/${id}/file2`)).status()).toBe(200);
    await officerContext.close();

    const adminContext = await staffContext(browser, testInfo);
    const admin = await signIn(adminContext, 'admin', '/admin/access-record');
    await english(admin);
    await admin.getByLabel('Application reference').fill(reference);
    await admin.getByRole('button', { name: 'Show', exact: true }).click();
    const table = admin.getByRole('region', { name: 'Access record entries' });
    await expect(table.getByRole('row').filter({ hasText: 'Viewed an application' })).toContainText(account('officer').name);
    await expect(table.getByRole('row').filter({ hasText: 'Viewed a document' }).filter({ hasText: 'file2' }).first()).toBeVisible();
    await adminContext.close();
  });

  test('axe finds nothing on any page, and every page works by keyboard', async ({ page, browser }, testInfo) => {
    // Two sign-ins and seven pages, each read by axe.
    test.setTimeout(180_000);
    const id = await sendApplication(page, `Axe${testInfo.project.name}${lettersOf(Date.now())}`);
    const signInPage = await (await staffContext(browser, testInfo)).newPage();
    await signInPage.goto(`${BACKOFFICE_URL}/applications`);
    await axeClean(signInPage, 'the sign-in page');
    await signInPage.context().close();

    for (const [username, paths] of [
      ['officer', ['/', '/applications', `/applications/${id}`]],
      ['admin', ['/admin/access-record', '/admin/machine-tokens', '/admin/retention']],
    ] as const) {
      const context = await staffContext(browser, testInfo);
      const staff = await signIn(context, username);
      for (const target of paths) {
        await staff.goto(`${BACKOFFICE_URL}${target}`);
        await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(staff.getByText('Loading…')).toHaveCount(0);
        await axeClean(staff, target);
      }
      // By keyboard: the skip link, then the sections' links, reached by Tab and followed by Enter.
      await staff.goto(`${BACKOFFICE_URL}/`);
      await english(staff);
      await staff.keyboard.press('Tab');
      await expect(staff.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      const section = username === 'officer' ? 'Applications' : 'Automation tokens';
      const link = staff.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: section });
      for (let i = 0; i < 20 && !(await link.evaluate((el) => el === document.activeElement)); i++) await staff.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await staff.keyboard.press('Enter');
      await expect(staff.getByRole('heading', { level: 1, name: section })).toBeVisible();
      if (username === 'admin') {
        // A token made and revoked by keyboard alone.
        await staff.getByLabel('Name', { exact: true }).focus();
        await staff.keyboard.type(`keyboard ${testInfo.project.name} ${Date.now() % 100000}`);
        await staff.keyboard.press('Tab');
        await staff.keyboard.press('Tab');
        await staff.keyboard.press('Enter');
        await expect(staff.getByText(/created\. Copy it now/)).toBeVisible();
        await expect(staff.getByLabel('Token', { exact: true })).toHaveValue(/^ssbm\./);
      } else {
        await staff.getByLabel('Reference, name or phone').focus();
        await staff.keyboard.type(id.slice(0, 8));
        await staff.keyboard.press('Enter');
        const open = staff.getByRole('link', { name: id.slice(0, 8).toUpperCase() });
        await open.focus();
        await staff.keyboard.press('Enter');
        await expect(staff.getByRole('heading', { level: 1 })).toContainText(id.slice(0, 8).toUpperCase());
      }
      await context.close();
    }
  });
});
