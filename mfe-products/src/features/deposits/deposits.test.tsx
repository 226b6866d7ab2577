// The deposit detail page: loading, content, an unknown slug (the 404 page) and an error with retry, as they apply.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, httpError, renderPage } from '../../test/render';
import { showNotFound } from '../../shared/notFound';
import { deposit, detailProps } from '../../test/fixtures';
import DepositDetailPage from './DepositDetailPage';

jest.mock('../../shared/notFound', () => ({ showNotFound: jest.fn() }));

beforeEach(() => jest.mocked(showNotFound).mockClear());
afterEach(() => jest.restoreAllMocks());

it('deposit: the deposit calculator, the rate tiers and an error with retry', async () => {
  let fail = true;
  const { api } = fakeApi({ '/Deposit/6/': () => (fail ? Promise.reject(httpError(503)) : deposit) });
  renderPage(<DepositDetailPage {...detailProps('6')} />, { api });
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  expect(showNotFound).not.toHaveBeenCalled();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('widget:mfe_calculators/DepositCalculator')).toHaveTextContent(JSON.stringify({ depositId: 6, deposit }));
  expect(screen.getByText('up to 12 months')).toBeInTheDocument();
  expect(screen.getByText('8%')).toBeInTheDocument();
});

it('deposit: the rate tiers set the percent right-aligned, its header too, the term left', async () => {
  renderPage(<DepositDetailPage {...detailProps('6')} />, { api: fakeApi({ '/Deposit/6/': deposit }).api });
  const rate = await screen.findByText('8%');
  expect(getComputedStyle(rate).textAlign).toBe('right');
  const table = rate.closest('table')!;
  const [term, percent] = within(table).getAllByRole('columnheader');
  expect(getComputedStyle(percent!).textAlign).toBe('right');
  expect(getComputedStyle(term!).textAlign).toBe('left');
  expect(getComputedStyle(screen.getByText('up to 12 months')).textAlign).toBe('left');
});

it('deposit: "up to" only where the rate depends on the term, and how the interest is paid', async () => {
  renderPage(<DepositDetailPage {...detailProps('6')} />, { api: fakeApi({ '/Deposit/6/': deposit }).api });
  expect(await screen.findByText('Up to 8% a year')).toBeInTheDocument();
  expect(screen.getByTestId('deposit-payout-fact')).toHaveTextContent('Interest is paid monthly');
});

it('deposit: one rate for every term is said as it is', async () => {
  const flat = { ...deposit, rateTiers: [{ percent: 9, upToMonths: null }], interestPayout: 'maturity' as const };
  renderPage(<DepositDetailPage {...detailProps('6')} />, { api: fakeApi({ '/Deposit/6/': flat }).api });
  expect(await screen.findByText('9% a year')).toBeInTheDocument();
  expect(screen.queryByText(/Up to/)).not.toBeInTheDocument();
  expect(screen.getByTestId('deposit-payout-fact')).toHaveTextContent('Interest is paid with the deposit at the end of the term');
});
