import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { markPostsAsTestRun, test, expect } from '../support/fixtures';
import { testDocument } from '../support/documents';
import { clickBesideDialog } from '../support/dialogs';
import { E2E_RUN_ID } from '../support/env';

// Applications of mfe-applications in the composed site: each kind is filled with real files,
// really sent, and read back from the API's store; bad input in several languages; the dialog by keyboard.

const PDF = testDocument('inn.pdf');
const PNG = testDocument('passport.png');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

interface Stored {
  id: string;
  kind: string;
  fields: Record<string, string>;
  files: { field: string; originalName: string }[];
  testRun: string | null;
}
async function storedAll(page: Page): Promise<Stored[]> {
  return ((await (await page.request.get('/api/test/applications')).json()) as { results: Stored[] }).results;
}
async function stored(page: Page, surname: string): Promise<Stored | undefined> {
  return (await storedAll(page)).find((a) => a.fields.surname === surname);
}

test.describe('mfe-applications', { tag: ['@mfe-applications', '@mutating'] }, () => {
  test.beforeEach(({ page }) => markPostsAsTestRun(page));

  test('card dialog by keyboard: focus inside, Tab wraps, Esc closes, draft kept; sent with two files and stored', async ({ page }) => {
    await page.goto('/en/apply');
    const opener = page.getByRole('button', { name: 'Apply for a card' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await dialog.getByLabel(/^Surname/).fill('EndToEndCard');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(dialog.getByLabel(/^Surname/)).toHaveValue('EndToEndCard');

    await dialog.getByRole('button', { name: 'Send' }).click();
    // The card itself is a choice among the bank's cards, by name (never an internal value).
    await expect(dialog.getByText('Please fill in this field')).toHaveCount(5);
    await dialog.getByLabel(/^Product/).selectOption('Visa Classic');
    await dialog.getByLabel(/^First name/).fill('Ali');
    await dialog.getByLabel(/^Patronymic/).fill('Karimovich');
    await dialog.getByLabel(/^Phone/).fill('+992 900 12 34 56');
    await dialog.getByLabel(/^Branch/).selectOption('Khujand');
    await dialog.getByLabel(/^Passport/).setInputFiles(pdf('passport.pdf'));
    await dialog.getByLabel(/^Taxpayer/).setInputFiles(png('inn.png'));
    await dialog.getByRole('button', { name: 'Send' }).click();
    // Nothing leaves without the visitor's consent to the processing of their data.
    await expect(dialog.getByText('To send, agree to the processing of your personal data')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /^I agree to the processing of my personal data/ }).check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Thank you! Your application was sent.')).toBeVisible();

    const app = await stored(page, 'EndToEndCard');
    expect(app?.kind).toBe('card');
    // Marked as this run's test data: stored, never sent to the staff.
    expect(app?.testRun).toBe(E2E_RUN_ID);
    expect(app?.fields).toMatchObject({ name: 'Ali', branch: 'Khujand', nameProduct: 'Visa Classic', card_type: 'VISA' });
    expect(app?.files.map((f) => f.originalName).sort()).toEqual(['inn.png', 'passport.pdf']);
    if (await clickBesideDialog(page, dialog)) await expect(dialog).toBeHidden();
  });

  test('general application in Russian: messages on bad input, a wrong file refused, then sent with three files', async ({ page }) => {
    await page.goto('/ru/apply');
    await page.getByRole('button', { name: 'Общая заявка' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Телефон/).fill('123');
    await dialog.getByLabel(/^Паспорт/).setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(dialog.getByText(/Тип файла не принимается/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(dialog.getByText('Номер телефона должен содержать не меньше 9 цифр')).toBeVisible();
    await expect(dialog.getByText('Заполните это поле').first()).toBeVisible();

    await dialog.getByLabel(/^Фамилия/).fill('EndToEndGeneral');
    await dialog.getByLabel(/^Имя/).fill('Зарина');
    await dialog.getByLabel(/^Отчество/).fill('Саидовна');
    await dialog.getByLabel(/^Телефон/).fill('900123456');
    await dialog.getByLabel(/^Паспорт/).setInputFiles(pdf('паспорт.pdf'));
    await dialog.getByLabel(/^Документ ИНН/).setInputFiles(pdf('inn.pdf'));
    await dialog.getByLabel(/^Справка/).setInputFiles(png('salary.png'));
    await dialog.getByRole('checkbox', { name: /^Я согласен\(на\) на обработку/ }).check();
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(dialog.getByText('Спасибо! Заявка отправлена.')).toBeVisible();
    const app = await stored(page, 'EndToEndGeneral');
    expect(app?.kind).toBe('general');
    expect(app?.files).toHaveLength(3);
  });

  test('vacancy application in Tajik, then the complaint form /apply leads to, are sent and stored', async ({ page }) => {
    await page.goto('/apply');
    await page.getByRole('button', { name: 'Дархост барои кор', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Фиристодан' }).click();
    await expect(dialog.getByText('Ин майдонро пур кунед').first()).toBeVisible();
    await dialog.getByLabel(/^Насаб/).fill('EndToEndVacancy');
    await dialog.getByLabel(/^Ном \*/).fill('Фарҳод');
    await dialog.getByLabel(/^Номи падар/).fill('Раҳимович');
    await dialog.getByLabel(/^Телефон/).fill('+992 918 00 11 22');
    await dialog.getByLabel(/^Филиал/).selectOption('Душанбе');
    await dialog.getByLabel(/^Тарҷумаи ҳол/).setInputFiles(pdf('cv.pdf'));
    await dialog.getByRole('checkbox', { name: /^Ба коркарди маълумоти шахсии ман/ }).check();
    await dialog.getByRole('button', { name: 'Фиристодан' }).click();
    await expect(dialog.getByText('Ташаккур! Дархост фиристода шуд.')).toBeVisible();
    expect((await stored(page, 'EndToEndVacancy'))?.kind).toBe('vacancy');
    await page.keyboard.press('Escape');
    // /apply has no form of its own for a complaint: it leads to /question, where the form is.
    await expect(page.getByRole('form', { name: 'Шикоят ё пешниҳод' })).toHaveCount(0);
    await page.getByTestId('apply-complaint').getByRole('link', { name: 'Ба бонк нависед' }).click();
    await expect(page).toHaveURL(/\/question$/);

    const complaint = page.getByRole('form', { name: 'Шикоят ё пешниҳод' });
    await complaint.getByLabel(/^Насаб/).fill('EndToEndComplaint');
    await complaint.getByLabel(/^Ном \*/).fill('Мавҷуда');
    await complaint.getByLabel(/^Мавзӯъ/).selectOption({ label: 'Кортҳо' });
    // Too short to act on: refused in the browser before anything is sent.
    await complaint.getByLabel(/^Матни муроҷиат/).fill('Кор намекунад');
    await complaint.getByLabel(/^Почтаи электронӣ/).fill('mavjuda@example.tj');
    await complaint.getByRole('checkbox', { name: /^Ба коркарди маълумоти шахсии ман/ }).check();
    await complaint.getByRole('button', { name: 'Фиристодан' }).click();
    await expect(complaint.getByText('Матн хеле кӯтоҳ аст: ҳадди ақал 20 аломат нависед')).toBeVisible();
    await complaint.getByLabel(/^Матни муроҷиат/).fill('Банкомат дар маркази шаҳр кор намекунад.');
    await complaint.getByRole('button', { name: 'Фиристодан' }).click();
    await expect(complaint.getByText('Ташаккур! Дархост фиристода шуд.').or(page.getByText('Ташаккур! Дархост фиристода шуд.'))).toBeVisible();
    const complaintStored = await stored(page, 'EndToEndComplaint');
    expect(complaintStored?.kind).toBe('complaint');
    expect(complaintStored?.fields).toMatchObject({ topic: 'cards', email: 'mavjuda@example.tj', consent: 'true' });
  });

  test('credit journey: the calculator’s amount and term reach the application, which is sent with a reference to quote', async ({ page }) => {
    test.setTimeout(60_000);
    const surname = 'EndToEndCreditJourney';
    const credit = (await (await page.request.get('/api/Credit/1/?language_id=3')).json()) as {
      id: number;
      title: string;
      minAmount: number;
      maxAmount: number;
      minMonths: number;
    };
    const amount = Math.min(credit.maxAmount, Math.max(credit.minAmount, 25_000));
    const months = credit.minMonths + 6;
    await page.goto(`/en/Credit/${credit.id}`);
    const calculator = page.getByTestId('credit-calculator');
    await calculator.getByRole('textbox', { name: /^Loan amount/ }).fill(String(amount));
    await calculator.getByRole('textbox', { name: /^Term/ }).fill(String(months));
    await expect(calculator.getByTestId('monthly-payment')).toBeVisible();
    await calculator.getByTestId('calc-apply').click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(credit.title);
    // Carried over from the calculator, and still the visitor's to change.
    const amountField = dialog.getByLabel(/^Loan amount/);
    await expect(amountField).toHaveValue(new RegExp(`^${amount}$|^${amount.toLocaleString('en-US')}$`));
    await expect(dialog.getByLabel(/^Loan term/)).toHaveValue(String(months));
    await amountField.fill(String(amount + 1000));

    await dialog.getByLabel(/^Surname/).fill(surname);
    await dialog.getByLabel(/^First name/).fill('Nigora');
    await dialog.getByLabel(/^Patronymic/).fill('Rustamovna');
    await dialog.getByLabel(/^Phone/).fill('+992 935 55 44 33');
    await dialog.getByLabel(/^City/).selectOption({ index: 1 });
    await dialog.getByLabel(/^Loan purpose/).selectOption('education');
    await dialog.getByLabel(/^Passport/).setInputFiles(pdf('passport.pdf'));
    await dialog.getByLabel(/^Taxpayer/).setInputFiles(png('inn.png'));
    await dialog.getByLabel(/^Salary/).setInputFiles(pdf('salary.pdf'));
    await dialog.getByRole('checkbox', { name: /^I agree to the processing of my personal data/ }).check();
    await dialog.getByRole('button', { name: 'Send' }).click();

    await expect(dialog.getByText('Thank you! Your application was sent.')).toBeVisible();
    // Both widths and repeated runs post to one site: the reference shown finds this application.
    const reference = (await dialog.locator('[translate="no"]').first().textContent())?.trim() ?? '';
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    const app = (await storedAll(page)).find((a) => a.id.slice(0, 8).toUpperCase() === reference);
    expect(app?.fields.surname).toBe(surname);
    expect(app?.kind).toBe('credit');
    expect(app?.fields).toMatchObject({ amount: String(amount + 1000), months: String(months), purpose: 'education', consent: 'true' });
    expect(app?.files).toHaveLength(3);

    // Where is it now: the reference travels to the status page (never in its address), the
    // phone is written another way, and the answer is read out.
    await dialog.getByRole('link', { name: 'Track your application' }).click();
    await expect(page).toHaveURL(/\/en\/application-status$/);
    await expect(page.getByLabel(/^Reference number/)).toHaveValue(reference);
    await page.getByLabel(/^Phone/).fill('935554433');
    await page.getByRole('button', { name: 'Check status' }).click();
    await expect(page.getByTestId('status-answer')).toContainText('Received');
  });

  test('the footer newsletter box refuses a bad address and asks to confirm a good one by e-mail', async ({ page }) => {
    await page.goto('/en/apply');
    await page.getByTestId('newsletter-placeholder').scrollIntoViewIfNeeded();
    const box = page.getByRole('form', { name: 'Subscribe to our news' });
    await box.getByLabel('E-mail').fill('nope');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText('Please enter a valid e-mail address')).toBeVisible();
    // A new address each time: the other width, a repeat or a retry must not find it subscribed already.
    const address = `e2e-news-${randomUUID().slice(0, 8)}@example.tj`;
    await box.getByLabel('E-mail').fill(address);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText('Check your e-mail: open the link we sent you to confirm the subscription')).toBeVisible();
    // Stored, waiting for its owner to follow the mailed link (double opt-in).
    const body = (await (await page.request.get('/api/test/applications')).json()) as {
      subscriptions: { email: string; confirmedAt: string | null }[];
    };
    expect(body.subscriptions.find((s) => s.email === address)).toMatchObject({ confirmedAt: null });
  });
});
