import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Credit, Deposit } from '@ssb/api-client';
import { currentUrl, fakeApi, renderCalc } from '../../test/render';
import CalculatorsPage from './CalculatorsPage';

const base = { description: '', image: null, audience: 'individual' as const, currency: 'TJS' as const };
const CREDITS: Credit[] = [
  { ...base, id: 1, title: 'Consumer loan', percent: 24, minAmount: 3000, maxAmount: 60000, minMonths: 12, maxMonths: 36 },
  { ...base, id: 2, title: 'Car loan', percent: 18, minAmount: 10000, maxAmount: 300000, minMonths: 12, maxMonths: 60 },
];
const DEPOSITS: Deposit[] = [
  {
    ...base,
    id: 6,
    title: 'Term deposit',
    minAmount: 500,
    maxAmount: 1_000_000,
    minMonths: 3,
    maxMonths: 24,
    rateTiers: [
      { upToMonths: 12, percent: 7 },
      { upToMonths: null, percent: 8 },
    ],
    interestPayout: 'monthly',
  },
];

it('switches between credit and deposit, and between products, keeping the choice in the URL', async () => {
  const api = fakeApi({
    '/Credit/': { results: CREDITS },
    '/Deposit/': { results: DEPOSITS },
    '/Credit/1/': CREDITS[0],
    '/Credit/2/': CREDITS[1],
    '/Deposit/6/': DEPOSITS[0],
  });
  renderCalc(<CalculatorsPage />, { lang: 'en', api, url: '/en/calculators?amount=5000&months=12' });
  expect(await screen.findByRole('heading', { name: 'Loan calculator' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Loan amount/ })).toHaveValue('5000');

  await userEvent.selectOptions(screen.getByTestId('product-select'), 'Car loan');
  expect(currentUrl().searchParams.get('product')).toBe('2');
  // Another product starts from its own range.
  expect(currentUrl().searchParams.get('amount')).toBeNull();
  expect(await screen.findByText('300,000 TJS')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
  expect(await screen.findByRole('heading', { name: 'Deposit calculator' })).toBeInTheDocument();
  expect(currentUrl().searchParams.get('kind')).toBe('deposit');
  expect(screen.getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-pressed', 'true');
});

it('shows an empty list and a failed list with a retry, in the language', async () => {
  const failing = fakeApi({ '/Credit/': { results: [] } });
  renderCalc(<CalculatorsPage />, { lang: 'ru', api: failing, url: '/ru/calculators' });
  expect(await screen.findByText('Сейчас нет кредитов для расчёта.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Вклад' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить список продуктов. Попробуйте позже.');
  expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
});

it('starts from an individual’s product when the link names none, even where a business product comes first', async () => {
  const business: Deposit = { ...DEPOSITS[0]!, id: 9, title: 'Business deposit', audience: 'legal' };
  const api = fakeApi({
    '/Deposit/': { results: [business, DEPOSITS[0]!] },
    '/Deposit/6/': DEPOSITS[0],
    '/Deposit/9/': business,
  });
  renderCalc(<CalculatorsPage />, { lang: 'en', api, url: '/en/calculators?kind=deposit' });
  expect(await screen.findByRole('heading', { name: 'Deposit calculator' })).toBeInTheDocument();
  expect(screen.getByTestId('product-select')).toHaveDisplayValue('Term deposit');
  // A link that names the business deposit still opens it.
  await userEvent.selectOptions(screen.getByTestId('product-select'), 'Business deposit');
  expect(currentUrl().searchParams.get('product')).toBe('9');
});
