import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page, Request } from '@playwright/test';
import { COMPILE_HINT } from '../support/compileHint';
import { test, expect } from '../support/fixtures';
import { clickBesideDialog } from '../support/dialogs';
import {
  creditSchedule,
  creditTotals,
  depositAnnualPercent,
  depositSchedule,
  depositTotals,
  type CreditRow,
  type DepositRow,
} from '@ssb/mfe-calculators/domain';

// The calculators of mfe-calculators inside the composed site: the same figures as the domain
// functions, the schedule dialog, and the three downloads (made in the browser, read back here).

/** "Today" as the calculators take it: the calendar date in Dushanbe. */
function todayInDushanbe(): Date {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dushanbe', year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(
    new Date(),
  );
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'));
}

/** Money as the page writes it in Russian and Tajik (space groups, decimal comma), spaces made plain. */
const ruNumber = (value: number, digits = 2) =>
  new Intl.NumberFormat('ru-RU', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value).replace(/\s/g, ' ');
const enNumber = (value: number, digits = 2) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
const plain = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Every request for a download library or the PDF font, from the first byte of the page. */
function watchHeavyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (/jspdf|html2canvas|DejaVuSans/i.test(request.url())) seen.push(request.url());
  });
  return seen;
}

async function cells(row: ReturnType<Page['locator']>): Promise<string[]> {
  return (await row.locator('td').allTextContents()).map(plain);
}

const creditCells = (r: CreditRow, fmt: (v: number) => string) => [
  String(r.number),
  r.date,
  ...[r.payment, r.interest, r.principal, r.remaining].map((v) => fmt(v)),
  String(r.days),
];
const depositCells = (r: DepositRow, fmt: (v: number) => string) => [String(r.number), r.date, String(r.days), fmt(r.interest), fmt(r.amount)];

async function download(page: Page, testId: string): Promise<{ file: Download; path: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const path = await file.path();
  return { file, path };
}

function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
}

/** English figures as the page writes them ("7,618.03", "19.56 %") read back as numbers. */
const enValue = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/**
 * An XIRR written here, apart from the calculators' domain: plain floats, bisection only, each
 * payment's time the days between the dates the page shows (Date.UTC), over 365 days a year.
 */
function xirrOfTable(received: number, payout: string, rows: { date: string; amount: number }[]): number {
  const utc = (dmy: string) => {
    const [d, m, y] = dmy.split('.').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  const start = utc(payout);
  const presentValue = (rate: number) => rows.reduce((sum, r) => sum + r.amount / (1 + rate) ** ((utc(r.date) - start) / 864e5 / 365), 0) - received;
  let [lo, hi] = [-0.9, 5];
  for (let i = 0; i < 200; i += 1) {
    const mid = (lo + hi) / 2;
    if (presentValue(mid) > 0) lo = mid;
    else hi = mid;
  }
  return ((lo + hi) / 2) * 100;
}

/** The schedule dialog's rows as the page shows them (a table from 768 px, a card a row below). */
async function tableOf(dialog: Locator): Promise<string[][]> {
  const rows = dialog.locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i += 1) out.push(await cells(rows.nth(i)));
  return out;
}

/** The day the suite's browser believes it is in the schedule tests: a payout in late November. */
const PAYOUT = new Date('2026-11-26T09:00:00+05:00');

test.describe('mfe-calculators', { tag: ['@mfe-calculators', '@readonly'] }, () => {
  test('credit page: the calculator and its schedule match the domain; PDF, PNG and CSV downloads', async ({ page }) => {
    const heavy = watchHeavyRequests(page);
    const credit = await (await page.request.get('/api/Credit/1/?language_id=2')).json();
    const amount = credit.minAmount as number;
    const months = credit.minMonths as number;
    await page.goto(`/ru/Credit/1?amount=${amount}&months=${months}`);

    const calculator = page.getByTestId('credit-calculator');
    const rows = creditSchedule({ amount, annualPercent: credit.percent, months, startDate: todayInDushanbe() });
    const totals = creditTotals(rows);
    await expect(calculator.getByTestId('monthly-payment')).toHaveText(`${ruNumber(rows[0]!.payment)} сомони`, { useInnerText: true });
    await expect(calculator.getByText('Расчёт является приблизительным.')).toBeVisible();

    // The schedule dialog: every row, first and last as the domain computes them, and the totals.
    const opener = calculator.getByTestId('open-schedule');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'График погашения кредита' });
    await expect(dialog).toBeVisible();
    const bodyRows = dialog.locator('tbody tr');
    await expect(bodyRows).toHaveCount(months);
    expect(await cells(bodyRows.first())).toEqual(creditCells(rows[0]!, ruNumber));
    expect(await cells(bodyRows.last())).toEqual(creditCells(rows.at(-1)!, ruNumber));
    await expect(dialog.getByTestId('total-payments')).toHaveText(`${ruNumber(totals.totalPayment)} сомони`, { useInnerText: true });
    await expect(dialog.getByTestId('total-overpayment')).toHaveText(`${ruNumber(totals.overpayment)} сомони`, { useInnerText: true });

    // Nothing of jsPDF, html2canvas or the PDF font has been asked for until now.
    expect(heavy).toEqual([]);

    // CSV: UTF-8 with BOM, semicolons, decimal comma, the table then the totals.
    const csv = await download(page, 'download-csv');
    expect(csv.file.suggestedFilename()).toBe(`ssb-credit-1-${amount}-${months}m.csv`);
    const csvBytes = await readFile(csv.path);
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csvLines = csvBytes.toString('utf8').slice(1).split('\r\n');
    expect(csvLines[0]).toBe('№;Дата;Ежемесячный платёж, сомони;Проценты, сомони;Основной долг, сомони;Остаток долга, сомони;Дней');
    const fixed = (v: number) => v.toFixed(2).replace('.', ',');
    const first = rows[0]!;
    expect(csvLines[1]).toBe(
      `1;${first.date};${fixed(first.payment)};${fixed(first.interest)};${fixed(first.principal)};${fixed(first.remaining)};${first.days}`,
    );
    expect(csvLines[months]).toMatch(/;0,00;\d+$/);
    expect(csvLines).toContain(`Всего платежей;${fixed(totals.totalPayment)}`);
    expect(heavy).toEqual([]);

    // PDF: progress while it is made, then a real text table in the embedded font.
    const pdfPromise = page.waitForEvent('download');
    await page.getByTestId('download-pdf').click();
    const pdf = await pdfPromise;
    expect(pdf.suggestedFilename()).toBe(`ssb-credit-1-${amount}-${months}m.pdf`);
    expect(heavy.some((u) => /jspdf/.test(u))).toBe(true);
    expect(heavy.some((u) => /DejaVuSans[^/]*\.ttf/.test(u))).toBe(true);
    // Compiled lazily: most of jspdf is never called for one table (no compile hint on top).
    const jspdf = heavy.find((u) => /jspdf[^/]*\.js$/.test(u));
    expect(jspdf).toBeDefined();
    expect((await (await page.request.get(jspdf!)).text()).startsWith(COMPILE_HINT)).toBe(false);
    const text = pdfText(await pdf.path());
    expect(text).toContain('Банк SSB');
    expect(text).toContain('График погашения кредита');
    expect(text).toContain(credit.title);
    expect(text).toContain('Расчёт является приблизительным.');
    expect(text).toMatch(/Страница 1 из \d+/);
    const firstLine = text.split('\n').find((l) => l.trim().startsWith(`1 `) && l.includes(first.date));
    expect(plain(firstLine ?? '')).toBe(creditCells(first, ruNumber).join(' '));
    const fonts = execFileSync('pdffonts', [await pdf.path()], { encoding: 'utf8' });
    expect(fonts).toMatch(/DejaVuSans.*yes/);

    // PNG: an image of the whole schedule.
    expect(heavy.some((u) => /html2canvas/.test(u))).toBe(false);
    const png = await download(page, 'download-png');
    expect(png.file.suggestedFilename()).toBe(`ssb-credit-1-${amount}-${months}m.png`);
    const pngBytes = await readFile(png.path);
    expect([...pngBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngBytes.readUInt32BE(20)).toBeGreaterThan(1000); // height in px: every row, not the scrolled window
    expect(heavy.some((u) => /html2canvas/.test(u))).toBe(true);

    // Esc closes and gives focus back; the backdrop closes too.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(dialog).toBeVisible();
    if (await clickBesideDialog(page, dialog)) await expect(dialog).toBeHidden();
  });

  test('a Tajik PDF prints every Tajik letter as text', async ({ page }) => {
    await page.goto('/Credit/1');
    await page.getByTestId('credit-calculator').getByTestId('open-schedule').click();
    const dialog = page.getByRole('dialog', { name: 'Ҷадвали пардохти қарз' });
    await expect(dialog).toBeVisible();
    const pdfPromise = page.waitForEvent('download');
    await dialog.getByTestId('download-pdf').click();
    const text = pdfText(await (await pdfPromise).path());
    expect(text).toContain('Бонки SSB');
    expect(text).toContain('Ҷадвали пардохти қарз');
    expect(text).toContain('Ҳисоб тахминӣ аст.');
    for (const letter of ['ғ', 'ӣ', 'қ', 'ӯ', 'ҳ', 'ҷ']) expect(text.toLowerCase()).toContain(letter);
    expect(text).toMatch(/Сохта шуд: \d\d\.\d\d\.\d{4} \d\d:\d\d/);
  });

  test('deposit calculator: rate from the tiers, the same rows and totals as the domain, CSV', async ({ page }) => {
    const heavy = watchHeavyRequests(page);
    const deposit = await (await page.request.get('/api/Deposit/6/?language_id=3')).json();
    const amount = 10000;
    const months = 13;
    await page.goto(`/en/calculators?kind=deposit&product=6&amount=${amount}&months=${months}`);
    const calculator = page.getByTestId('deposit-calculator');
    const percent = depositAnnualPercent(deposit.rateTiers, months)!;
    expect(percent).toBe(8);
    const rows = depositSchedule({ amount, annualPercent: percent, months, startDate: todayInDushanbe() });
    const totals = depositTotals(rows, amount, percent);
    await expect(calculator.getByTestId('deposit-rate')).toHaveText('8 %');
    await expect(calculator.getByTestId('deposit-net')).toHaveText(`${enNumber(totals.netInterest)} TJS`, { useInnerText: true });
    await expect(calculator.getByTestId('deposit-tax')).toHaveText(`${enNumber(totals.tax)} TJS`, { useInnerText: true });
    await expect(calculator.getByTestId('deposit-maturity')).toHaveText(`${enNumber(totals.amountAtMaturity)} TJS`, { useInnerText: true });

    // The term changes the tier: 12 months is 7 %.
    await calculator.getByRole('textbox', { name: 'Term (months)' }).fill('12');
    await expect(calculator.getByTestId('deposit-rate')).toHaveText('7 %');
    await expect(page).toHaveURL(/months=12/);
    await calculator.getByRole('textbox', { name: 'Term (months)' }).fill(String(months));

    await calculator.getByTestId('open-schedule').click();
    const dialog = page.getByRole('dialog', { name: 'Deposit interest schedule' });
    const bodyRows = dialog.locator('tbody tr');
    await expect(bodyRows).toHaveCount(rows.length);
    expect(await cells(bodyRows.first())).toEqual(depositCells(rows[0]!, enNumber));
    expect(await cells(bodyRows.last())).toEqual(depositCells(rows.at(-1)!, enNumber));
    await expect(dialog.getByTestId('total-maturity')).toHaveText(`${enNumber(totals.amountAtMaturity)} TJS`, { useInnerText: true });

    const csv = await download(page, 'download-csv');
    const lines = (await readFile(csv.path, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('No.;Date;Days;Interest (net of tax), TJS;Amount, TJS');
    const last = rows.at(-1)!;
    expect(lines[rows.length]).toBe(`${last.number};${last.date};${last.days};${last.interest.toFixed(2)};${last.amount.toFixed(2)}`);
    expect(lines).toContain(`Tax withheld (12%);${totals.tax.toFixed(2)}`);
    expect(heavy).toEqual([]);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  /**
   * At desktop widths the range message has reserved room and nothing moves. On phones that room
   * was 60 px of blank under every field (a defect): there the message takes room when it shows,
   * as the answer to what the visitor just typed (not a layout shift by CLS's rule, which leaves
   * out the 500 ms after input), and only what is below the field moves: the field stays put.
   */
  const nothingAboveMoves = async (calculator: Locator, before: { height: number; fieldY: number }, phone: boolean, label?: string) => {
    if (!phone) return expect((await calculator.boundingBox())?.height, label).toBe(before.height);
    expect((await calculator.getByRole('textbox').first().boundingBox())?.y, label).toBe(before.fieldY);
  };
  const measure = async (calculator: Locator) => ({
    height: (await calculator.boundingBox())?.height ?? 0,
    fieldY: (await calculator.getByRole('textbox').first().boundingBox())?.y ?? 0,
  });

  test('out-of-bounds input is not computed and the message names the allowed range', async ({ page }, testInfo) => {
    const credit = await (await page.request.get('/api/Credit/1/?language_id=1')).json();
    await page.goto('/Credit/1');
    const calculator = page.getByTestId('credit-calculator');
    await expect(calculator.getByTestId('monthly-payment')).toBeVisible();
    const before = await measure(calculator);
    await calculator.getByRole('textbox', { name: /Маблағи қарз/ }).fill(String(credit.maxAmount + 1));
    await expect(calculator.getByTestId('monthly-payment')).toHaveCount(0);
    await nothingAboveMoves(calculator, before, testInfo.project.name === 'phone');
    await expect(calculator.getByTestId('amount-problem')).toHaveText(
      `Маблағ аз ҳудуд берун аст: аз ${ruNumber(credit.minAmount, 0)} сомонӣ то ${ruNumber(credit.maxAmount, 0)} сомонӣ иҷозат дода мешавад.`,
      { useInnerText: true },
    );
    await expect(calculator.getByTestId('open-schedule')).toBeDisabled();
    await expect(page).toHaveURL(new RegExp(`amount=${credit.maxAmount + 1}`));
    // The link keeps the state: a reload shows the same message.
    await page.reload();
    await expect(page.getByTestId('credit-calculator').getByTestId('amount-problem')).not.toBeEmpty();
  });

  test('the range message and the hint move nothing in Russian and English either, at this width', async ({ page }, testInfo) => {
    for (const prefix of ['/ru', '/en']) {
      await page.goto(`${prefix}/Credit/1`);
      const calculator = page.getByTestId('credit-calculator');
      await expect(calculator.getByTestId('monthly-payment')).toBeVisible();
      const before = await measure(calculator);
      await calculator.getByRole('textbox').first().fill('999999999');
      await expect(calculator.getByTestId('amount-problem')).not.toBeEmpty();
      await nothingAboveMoves(calculator, before, testInfo.project.name === 'phone', prefix);
    }
  });

  test('axe: no violations in the calculators and the open schedule dialog', async ({ page }) => {
    // Six axe runs, two over a whole schedule (its table and, for phones, its cards).
    test.setTimeout(60_000);
    const check = async (label: string, selector: string) => {
      const result = await new AxeBuilder({ page }).include(selector).analyze();
      expect(result.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    for (const url of ['/calculators?kind=credit', '/en/calculators?kind=deposit&product=7']) {
      await page.goto(url);
      const calculator = page.locator('[data-testid$="-calculator"]');
      await expect(calculator.getByTestId('open-schedule')).toBeEnabled();
      await check(url, 'main');
      // Out of bounds: the messages too.
      await calculator.getByRole('textbox').first().fill('1');
      await check(`${url} out of bounds`, 'main');
      await calculator.getByRole('textbox').first().fill('10000');
      await calculator.getByTestId('open-schedule').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(`${url} dialog`, 'dialog[open]');
    }
  });

  test('deposit page: the embedded calculator makes the domain schedule; the dialog opens and closes', async ({ page }) => {
    const heavy = watchHeavyRequests(page);
    const deposit = await (await page.request.get('/api/Deposit/7/?language_id=2')).json();
    const amount = 25000;
    const months = 9;
    await page.goto(`/ru/Deposit/7?amount=${amount}&months=${months}`);
    const calculator = page.getByTestId('deposit-calculator');
    const percent = depositAnnualPercent(deposit.rateTiers, months)!;
    const rows = depositSchedule({ amount, annualPercent: percent, months, startDate: todayInDushanbe() });
    const totals = depositTotals(rows, amount, percent);
    await expect(calculator.getByTestId('deposit-rate')).toHaveText(`${percent} %`);
    await expect(calculator.getByTestId('deposit-maturity')).toHaveText(`${ruNumber(totals.amountAtMaturity)} сомони`, { useInnerText: true });

    const opener = calculator.getByTestId('open-schedule');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'График начисления процентов по вкладу' });
    const bodyRows = dialog.locator('tbody tr');
    await expect(bodyRows).toHaveCount(rows.length);
    expect(await cells(bodyRows.first())).toEqual(depositCells(rows[0]!, ruNumber));
    expect(await cells(bodyRows.last())).toEqual(depositCells(rows.at(-1)!, ruNumber));
    await expect(dialog.getByTestId('total-net')).toHaveText(`${ruNumber(totals.netInterest)} сомони`, { useInnerText: true });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(heavy).toEqual([]);
  });

  test('a 60-month mortgage: the first payment a month after the payout, the last one within 3 % of the others, and the disclosed rate the XIRR of the table on the page', async ({
    page,
  }) => {
    await page.clock.install({ time: PAYOUT });
    await page.goto('/en/Credit/2?amount=300000&months=60');
    const calculator = page.getByTestId('credit-calculator');
    await calculator.getByTestId('open-schedule').click();
    const dialog = page.getByRole('dialog', { name: 'Loan repayment schedule' });
    await expect(dialog.locator('tbody tr')).toHaveCount(60);
    const table = await tableOf(dialog);
    // № | date | payment | interest | principal | remaining | days
    expect(table[0]!.slice(0, 2)).toEqual(['1', '26.12.2026']);
    expect(table[0]![6]).toBe('30');
    expect(table.at(-1)![1]).toBe('26.11.2031');
    expect(table.at(-1)![5]).toBe('0.00');
    const payments = table.map((row) => enValue(row[2]!));
    const regular = payments[0]!;
    expect(payments.slice(0, -1).every((p) => p === regular)).toBe(true);
    expect(Math.abs(payments.at(-1)! / regular - 1)).toBeLessThan(0.03);
    // The effective rate disclosed under the table is the XIRR of exactly these rows.
    const disclosed = enValue((await dialog.getByTestId('total-effective-rate').innerText()) ?? '');
    const xirr = xirrOfTable(
      300000,
      '26.11.2026',
      table.map((row) => ({ date: row[1]!, amount: enValue(row[2]!) })),
    );
    expect(Math.abs(disclosed - xirr)).toBeLessThan(0.01);
    // And so is the calculator's, beside the monthly payment.
    await page.keyboard.press('Escape');
    expect(Math.abs(enValue(await calculator.getByTestId('credit-effective-rate').innerText()) - xirr)).toBeLessThan(0.01);
  });

  test('the PDF of a schedule carries the figures of the page: every row, the totals and the effective rate', async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install({ time: PAYOUT });
    await page.goto('/ru/Credit/1?amount=32000&months=24');
    await page.getByTestId('credit-calculator').getByTestId('open-schedule').click();
    const dialog = page.getByRole('dialog', { name: 'График погашения кредита' });
    await expect(dialog.locator('tbody tr')).toHaveCount(24);
    const table = await tableOf(dialog);
    expect(table[0]!.slice(0, 3)).toEqual(['1', '26.12.2026', '1 691,88']);
    const pdfPromise = page.waitForEvent('download');
    await dialog.getByTestId('download-pdf').click();
    const text = pdfText(await (await pdfPromise).path());
    const lines = text.split('\n').map(plain);
    for (const row of table) expect(lines, `row ${row[0]}`).toContain(row.join(' '));
    for (const id of ['total-payments', 'total-interest', 'total-overpayment', 'total-effective-rate']) {
      const total = plain(await dialog.getByTestId(id).innerText());
      expect(plain(text), id).toContain(total);
    }
    const xirr = xirrOfTable(
      32000,
      '26.11.2026',
      table.map((row) => ({ date: row[1]!, amount: Number(row[2]!.replace(/\s/g, '').replace(',', '.')) })),
    );
    expect(plain(text)).toContain(`Эффективная годовая ставка ${ruNumber(Math.round(xirr * 100) / 100)} %`);
  });

  test('a deposit paying interest monthly: its page says so, and its yield is the XIRR of the monthly payments the schedule shows', async ({
    page,
  }) => {
    await page.clock.install({ time: PAYOUT });
    await page.goto('/en/Deposit/6?amount=10000&months=12');
    await expect(page.getByTestId('deposit-payout-fact')).toHaveText('Interest is paid monthly');
    const calculator = page.getByTestId('deposit-calculator');
    await expect(calculator.getByTestId('deposit-payout')).toHaveText('Interest is paid monthly: the yield counts each payment on its date.');
    await calculator.getByTestId('open-schedule').click();
    const dialog = page.getByRole('dialog', { name: 'Deposit interest schedule' });
    // 26 November for 12 months: 5 days of November, 11 whole months, 25 days before maturity.
    await expect(dialog.locator('tbody tr')).toHaveCount(13);
    const table = await tableOf(dialog);
    // № | date | days | interest | amount: each row's interest on its date, the deposit back with the last.
    const flows = table.map((row, i) => ({ date: row[1]!, amount: enValue(row[3]!) + (i === table.length - 1 ? 10000 : 0) }));
    const xirr = xirrOfTable(10000, '26.11.2026', flows);
    expect(xirr).toBeCloseTo(6.43, 1);
    expect(Math.abs(enValue(await dialog.getByTestId('total-effective-yield').innerText()) - xirr)).toBeLessThan(0.01);
  });

  test('the slider stands where the field says, and a deposit starts from an amount a customer asks about', async ({ page }) => {
    await page.goto('/en/Deposit/6');
    const calculator = page.getByTestId('deposit-calculator');
    const field = calculator.getByRole('textbox', { name: /Deposit amount/ });
    await expect(field).toHaveValue('20000');
    await field.fill('10000');
    await expect(calculator.getByRole('slider', { name: /Deposit amount/ })).toHaveValue('10000');
  });
});
