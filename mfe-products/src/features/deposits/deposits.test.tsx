// The deposit detail page: loading, content, an unknown slug (the 404 page) and an error with retry, as they apply.
import { screen } from '@testing-library/react';
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
