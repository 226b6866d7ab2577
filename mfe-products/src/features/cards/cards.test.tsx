// The card detail page: loading, content, an unknown slug (the 404 page) and an error with retry, as they apply.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { applicationRequestAtom } from '@ssb/contracts';
import { fakeApi, renderPage } from '../../test/render';
import { showNotFound } from '../../shared/notFound';
import { detailProps } from '../../test/fixtures';
import CardDetailPage from './CardDetailPage';

jest.mock('../../shared/notFound', () => ({ showNotFound: jest.fn() }));

const card = {
  id: 2,
  title: 'Visa Classic',
  summary: 'Every day',
  description: 'Card text&lt;info&gt;;Card terms',
  image: '/c.png',
  audience: 'individual',
  paymentSystem: 'VISA',
  type: 'cards',
  currencies: ['TJS', 'USD'],
  issueFee: 0,
  yearlyFee: 50,
  termMonths: 36,
};

beforeEach(() => jest.mocked(showNotFound).mockClear());
afterEach(() => jest.restoreAllMocks());

it('card: facts, the image with its size and the card application', async () => {
  const store = createStore();
  renderPage(<CardDetailPage {...detailProps('2')} />, { api: fakeApi({ '/Card/2/': card }).api, store });
  expect(await screen.findByRole('heading', { level: 1, name: 'Visa Classic' })).toBeInTheDocument();
  expect(screen.getByText(/Issue/)).toHaveTextContent('free');
  expect(screen.getByRole('img', { name: 'Visa Classic' })).toHaveAttribute('width', '360');
  await userEvent.click(screen.getByRole('button', { name: 'Order the card' }));
  expect(store.get(applicationRequestAtom)).toMatchObject({ kind: 'card', productName: 'Visa Classic' });
});
