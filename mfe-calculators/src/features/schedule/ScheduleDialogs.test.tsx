import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Credit, Deposit } from '@ssb/api-client';
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
  expect(within(rows[13]!).getAllByRole('cell')[1]).toHaveTextContent('28.02.2025'); // 29 Feb clamps in a common year
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
