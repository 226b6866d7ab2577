import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationRequestAtom, type LangCode } from '@ssb/contracts';
import { formatMoney as money, formatNumber } from '@ssb/ui-kit';
import { type Deposit } from '@ssb/api-client';
import { depositEffectiveYield, depositSchedule, depositTotals } from '../../domain';
import { CATALOGS, currentUrl, fakeApi, renderCalc } from '../../test/render';
import { DepositCalculator } from './DepositCalculator';

const norm = (s: string) => s.replace(/\s+/g, ' ');
const formatMoney = (...args: Parameters<typeof money>) => norm(money(...args));

const DEPOSIT_7: Deposit = {
  id: 7,
  title: 'Term deposit',
  description: 'a&lt;info&gt;;b',
  image: null,
  audience: 'individual',
  currency: 'TJS',
  minAmount: 1000,
  maxAmount: 1_000_000,
  minMonths: 3,
  maxMonths: 24,
  rateTiers: [
    { upToMonths: 6, percent: 1 },
    { upToMonths: 9, percent: 3 },
    { upToMonths: 12, percent: 7 },
    { upToMonths: null, percent: 8 },
  ],
  interestPayout: 'maturity',
};
const NO_TIERS: Deposit = { ...DEPOSIT_7, id: 8, rateTiers: [] };
const PAID_MONTHLY: Deposit = { ...DEPOSIT_7, id: 6, interestPayout: 'monthly' };

const api = () => fakeApi({ '/Deposit/7/': DEPOSIT_7, '/Deposit/8/': NO_TIERS, '/Deposit/6/': PAID_MONTHLY });
const today = new Date(2026, 0, 15);

describe.each<LangCode>(['tj', 'ru', 'en'])('DepositCalculator in %s', (lang) => {
  const t = CATALOGS[lang];

  it('takes the rate from the tiers and shows income, tax, net and the amount at maturity', async () => {
    renderCalc(<DepositCalculator depositId={7} />, { lang, api: api(), url: '/?amount=10000&months=9', today });
    const rows = depositSchedule({ amount: 10000, annualPercent: 3, months: 9, startDate: today });
    const totals = depositTotals(rows, 10000, 3);
    expect(await screen.findByTestId('deposit-rate')).toHaveTextContent('3 %');
    expect(screen.getByTestId('deposit-income')).toHaveTextContent(formatMoney(totals.grossInterest, 'TJS', lang, 2));
    expect(screen.getByTestId('deposit-tax')).toHaveTextContent(formatMoney(totals.tax, 'TJS', lang, 2));
    expect(screen.getByTestId('deposit-net')).toHaveTextContent(formatMoney(totals.netInterest, 'TJS', lang, 2));
    expect(screen.getByTestId('deposit-maturity')).toHaveTextContent(formatMoney(totals.amountAtMaturity, 'TJS', lang, 2));
    expect(screen.getByText(t['calc.approximate'])).toBeInTheDocument();
  });

  it('counts the yield of a deposit paying interest monthly from each payment on its date, and says so', async () => {
    renderCalc(<DepositCalculator depositId={6} />, { lang, api: api(), url: '/?amount=10000&months=12', today });
    const rows = depositSchedule({ amount: 10000, annualPercent: 7, months: 12, startDate: today });
    const monthly = depositEffectiveYield(rows, 10000, 'monthly');
    expect(monthly).toBeGreaterThan(depositEffectiveYield(rows, 10000, 'maturity') + 0.1);
    expect(await screen.findByTestId('deposit-effective-yield')).toHaveTextContent(`${norm(formatNumber(monthly, lang, 2))} %`);
    expect(screen.getByTestId('deposit-payout')).toHaveTextContent(t['calc.deposit.payout.monthly']);
  });

  it('shows the effective yield after tax, and why the tax is not 12 % of the income to the diram', async () => {
    renderCalc(<DepositCalculator depositId={7} />, { lang, api: api(), url: '/?amount=10000&months=12', today });
    const rows = depositSchedule({ amount: 10000, annualPercent: 7, months: 12, startDate: today });
    const yieldRow = await screen.findByTestId('deposit-effective-yield');
    expect(yieldRow).toHaveTextContent(`${norm(formatNumber(depositEffectiveYield(rows, 10000), lang, 2))} %`);
    expect(yieldRow.previousElementSibling).toHaveTextContent(t['calc.deposit.effectiveYield']);
    // Withheld row by row, each time to the diram: 85.20, where 12 % of 709.72 is 85.17.
    expect(screen.getByTestId('deposit-income')).toHaveTextContent(formatMoney(709.72, 'TJS', lang, 2));
    expect(screen.getByTestId('deposit-tax')).toHaveTextContent(formatMoney(85.2, 'TJS', lang, 2));
    expect(screen.getByTestId('deposit-tax-rounding')).toHaveTextContent(
      norm(t['calc.deposit.taxRounding'].replace('{taxOfTotal}', formatMoney(85.17, 'TJS', lang, 2))),
    );
  });

  it('says nothing of the rounding when the tax is 12 % of the income to the diram', async () => {
    renderCalc(<DepositCalculator depositId={7} />, { lang, api: api(), url: '/?amount=10000&months=3', today });
    await screen.findByTestId('deposit-effective-yield');
    expect(screen.getByTestId('deposit-tax')).toHaveTextContent(formatMoney(3, 'TJS', lang, 2));
    expect(screen.queryByTestId('deposit-tax-rounding')).toBeNull();
  });

  it('names the allowed range of the term and computes nothing outside it', async () => {
    renderCalc(<DepositCalculator depositId={7} />, { lang, api: api(), url: '/?amount=10000&months=9', today });
    await screen.findByTestId('deposit-rate');
    fireEvent.change(screen.getByRole('textbox', { name: t['calc.months'] }), { target: { value: '2' } });
    expect(screen.getByTestId('months-problem')).toHaveTextContent(t['calc.months.range'].replace('{minMonths}', '3').replace('{maxMonths}', '24'));
    expect(screen.queryByTestId('deposit-maturity')).toBeNull();
    expect(currentUrl().searchParams.get('months')).toBe('2');
  });

  it('says the repayment schedule is temporarily unavailable for a deposit without tiers', async () => {
    renderCalc(<DepositCalculator depositId={8} />, { lang, api: api(), today });
    expect(await screen.findByTestId('schedule-unavailable')).toHaveTextContent(t['schedule.unavailable']);
    expect(screen.getByTestId('open-schedule')).toBeDisabled();
  });

  it('says the module is unavailable in this language when the deposit has no data in it', async () => {
    renderCalc(<DepositCalculator depositId={5} />, { lang, api: api(), today });
    expect(await screen.findByTestId('deposit-calculator-unavailable')).toHaveTextContent(t['calc.unavailable']);
  });
});

it('computes with the deposit the page passed, without asking the API for it again', async () => {
  const noAnswers = fakeApi({});
  renderCalc(<DepositCalculator depositId={7} deposit={DEPOSIT_7} />, { lang: 'tj', api: noAnswers, url: '/?amount=10000&months=12', today });
  expect(await screen.findByTestId('deposit-rate')).toHaveTextContent('7 %');
  expect(noAnswers.get).not.toHaveBeenCalled();
});

it('changes the rate with the term (tier bounds are inclusive) and shows the schedule rows of the domain', async () => {
  renderCalc(<DepositCalculator depositId={7} />, { lang: 'en', api: api(), url: '/?amount=10000&months=6', today });
  expect(await screen.findByTestId('deposit-rate')).toHaveTextContent('1 %');
  const term = screen.getByRole('textbox', { name: 'Term (months)' });
  await userEvent.clear(term);
  await userEvent.type(term, '12');
  expect(screen.getByTestId('deposit-rate')).toHaveTextContent('7 %');
  await userEvent.clear(term);
  await userEvent.type(term, '13');
  expect(screen.getByTestId('deposit-rate')).toHaveTextContent('8 %');

  await userEvent.click(screen.getByTestId('open-schedule'));
  const dialog = screen.getByRole('dialog', { name: 'Deposit interest schedule' });
  const expected = depositSchedule({ amount: 10000, annualPercent: 8, months: 13, startDate: today });
  const rows = (await within(dialog).findAllByRole('row')).slice(1);
  expect(rows).toHaveLength(expected.length);
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
  const last = expected.at(-1)!;
  expect(cells(rows.at(-1)!)).toEqual([
    String(last.number),
    last.date,
    String(last.days),
    formatNumber(last.interest, 'en', 2),
    formatNumber(last.amount, 'en', 2),
  ]);
  const totals = depositTotals(expected, 10000, 8);
  expect(within(dialog).getByTestId('total-tax')).toHaveTextContent(`${formatNumber(totals.tax, 'en', 2)} TJS`);
  expect(within(dialog).getByTestId('total-maturity')).toHaveTextContent(`${formatNumber(totals.amountAtMaturity, 'en', 2)} TJS`);
});

it('Apply asks for the deposit application with the amount and term the visitor set', async () => {
  const { store } = renderCalc(<DepositCalculator depositId={7} />, { lang: 'ru', api: api(), url: '/?amount=10000&months=6', today });
  await screen.findByTestId('deposit-rate');
  const amount = screen.getByRole('textbox', { name: /сумма/i });
  await userEvent.clear(amount);
  await userEvent.type(amount, '25000');
  const term = screen.getByRole('textbox', { name: CATALOGS.ru['calc.months'] });
  await userEvent.clear(term);
  await userEvent.type(term, '13');
  await userEvent.click(screen.getByRole('button', { name: CATALOGS.ru['calc.apply'] }));
  expect(store.get(applicationRequestAtom)).toEqual({ kind: 'deposit', productName: 'Term deposit', productId: 7, amount: 25000, months: 13 });
});

it('offers no Apply while no term has a rate', async () => {
  renderCalc(<DepositCalculator depositId={8} />, { lang: 'en', api: api(), today });
  await screen.findByTestId('schedule-unavailable');
  expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
});
