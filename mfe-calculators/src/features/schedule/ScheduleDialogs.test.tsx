import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Credit, Deposit } from '@ssb/api-client';
import { formatNumber } from '@ssb/ui-kit';
import { creditSchedule, depositSchedule } from '../../domain';
import { fakeApi, renderCalc } from '../../test/render';
import { CreditSchedule, DepositSchedule } from './ScheduleDialogs';

const CREDIT: Credit = {
  id: 2,
  title: 'Бизнес-кредит',
  description: '',
  image: null,
  audience: 'legal',
  currency: 'TJS',
  percent: 20,
  minAmount: 5000,
  maxAmount: 500000,
  minMonths: 6,
  maxMonths: 60,
};
const DEPOSIT: Deposit = {
  id: 9,
  title: 'Deposit "Savings" (USD)',
  description: '',
  image: null,
  audience: 'individual',
  currency: 'USD',
  minAmount: 100,
  maxAmount: 500000,
  minMonths: 3,
  maxMonths: 36,
  rateTiers: [
    { upToMonths: 6, percent: 0 },
    { upToMonths: 9, percent: 1 },
    { upToMonths: 12, percent: 1.5 },
    { upToMonths: null, percent: 4 },
  ],
  interestPayout: 'maturity',
};
const api = () => fakeApi({ '/Credit/2/': CREDIT, '/Deposit/9/': DEPOSIT });
const today = new Date(2024, 1, 29);

it('exposed CreditSchedule loads the credit and lists every row; Esc calls onClose', async () => {
  const onClose = jest.fn();
  renderCalc(<CreditSchedule creditId={2} amount={100000} months={24} onClose={onClose} />, { lang: 'tj', api: api(), today });
  const dialog = await screen.findByRole('dialog', { name: 'Ҷадвали пардохти қарз' }, { timeout: 5000 });
  const rows = await within(dialog).findAllByRole('row', {}, { timeout: 5000 });
  expect(rows).toHaveLength(1 + 24);
  const expected = creditSchedule({ amount: 100000, annualPercent: 20, months: 24, startDate: today });
  expect(within(rows[1]!).getAllByRole('cell')[1]).toHaveTextContent(expected[0]!.date);
  expect(within(rows[1]!).getAllByRole('cell')[1]).toHaveTextContent('29.03.2024'); // a month after the payout
  expect(within(rows[12]!).getAllByRole('cell')[1]).toHaveTextContent('28.02.2025'); // 29 Feb clamps in a common year
  expect(within(rows[24]!).getAllByRole('cell')[5]).toHaveTextContent('0,00');
  expect(within(dialog).getByText('Ҳисоб тахминӣ аст.')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('exposed DepositSchedule in USD: rate from the tier, rows and the amount at maturity', async () => {
  renderCalc(<DepositSchedule depositId={9} amount={1000} months={12} onClose={() => undefined} />, { lang: 'en', api: api(), today });
  const dialog = await screen.findByRole('dialog', { name: 'Deposit interest schedule' }, { timeout: 5000 });
  const expected = depositSchedule({ amount: 1000, annualPercent: 1.5, months: 12, startDate: today });
  expect(await within(dialog).findAllByRole('row', {}, { timeout: 5000 })).toHaveLength(1 + expected.length);
  expect(within(dialog).getByText('Annual rate:').nextElementSibling).toHaveTextContent('1.50 %');
  expect(within(dialog).getByTestId('total-maturity')).toHaveTextContent(
    `${expected.at(-1)!.amount.toFixed(2)} USD`.replace(/^(\d)(\d{3})/, '$1,$2'),
  );
});

it('an out-of-bounds request says the schedule is unavailable instead of computing it', async () => {
  renderCalc(<CreditSchedule creditId={2} amount={100} months={24} onClose={() => undefined} />, { lang: 'ru', api: api(), today });
  expect(await screen.findByTestId('schedule-problem')).toHaveTextContent('График погашения временно недоступен.');
  expect(screen.queryByRole('table')).toBeNull();
});

it('a credit with no data in the language says the module is unavailable', async () => {
  renderCalc(<CreditSchedule creditId={404} amount={10000} months={12} onClose={() => undefined} />, { lang: 'en', api: api(), today });
  expect(await screen.findByTestId('schedule-problem')).toHaveTextContent(
    'This module is temporarily unavailable in this language, please try later.',
  );
});

it('on a phone every payment is a card with all seven values under their column labels, numbers right-aligned', async () => {
  renderCalc(<CreditSchedule creditId={2} amount={100000} months={24} onClose={() => undefined} />, { lang: 'ru', api: api(), today });
  const dialog = await screen.findByRole('dialog', { name: 'График погашения кредита' });
  const cards = await within(dialog).findByTestId('schedule-table-cards', {}, { timeout: 5000 });
  expect(cards).toHaveAttribute('aria-label', 'График погашения кредита');
  const items = within(cards).getAllByRole('listitem', { hidden: true });
  expect(items).toHaveLength(24);
  const labels = within(dialog)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(labels).toEqual(['№', 'Дата', 'Ежемесячный платёж, сомони', 'Проценты, сомони', 'Основной долг, сомони', 'Остаток долга, сомони', 'Дней']);
  const expected = creditSchedule({ amount: 100000, annualPercent: 20, months: 24, startDate: today })[12]!;
  const pairs = Array.from(items[12]!.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent?.replace(/\s/g, ' ')]);
  expect(pairs).toEqual([
    [labels[0], '13'],
    [labels[1], expected.date],
    ...[expected.payment, expected.interest, expected.principal, expected.remaining].map((v, i) => [
      labels[2 + i],
      formatNumber(v, 'ru', 2).replace(/\s/g, ' '),
    ]),
    [labels[6], String(expected.days)],
  ]);
  // Every column of the schedule is figures, the date too: all of them right-aligned, headers included.
  for (const head of within(dialog).getAllByRole('columnheader')) expect(getComputedStyle(head).textAlign).toBe('right');
  expect(getComputedStyle(within(dialog).getAllByRole('cell')[1]!).textAlign).toBe('right');
});
