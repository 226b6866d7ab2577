// The transfer detail page: loading, content, an unknown slug (the 404 page) and an error with retry, as they apply.
import { screen } from '@testing-library/react';
import { fakeApi, renderPage } from '../../test/render';
import { showNotFound } from '../../shared/notFound';
import { detailProps } from '../../test/fixtures';
import TransferDetailPage from './TransferDetailPage';

jest.mock('../../shared/notFound', () => ({ showNotFound: jest.fn() }));

const transfer = {
  id: 3,
  slug: 'crown',
  title: 'Golden Crown',
  summary: 'Fast',
  image: null,
  fee: '0.5%–1.5%',
  speed: 'from 5 minutes',
  coverage: 'Russia',
  currencies: ['RUB', 'USD', 'EUR'],
  body: [{ kind: 'paragraph', text: 'Send money home.' }],
};

beforeEach(() => jest.mocked(showNotFound).mockClear());
afterEach(() => jest.restoreAllMocks());

it('transfer: fee, speed, currencies and body', async () => {
  renderPage(<TransferDetailPage {...detailProps('crown')} />, { api: fakeApi({ '/transfers/crown/': transfer }).api });
  expect(await screen.findByText('Fee: 0.5%–1.5%')).toBeInTheDocument();
  expect(screen.getByText('Currencies: RUB, USD, EUR')).toBeInTheDocument();
  expect(screen.getByText('Send money home.')).toBeInTheDocument();
});
