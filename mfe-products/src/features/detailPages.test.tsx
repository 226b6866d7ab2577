// Detail pages: loading, content (description split at the info marker, embedded calculator,
// apply), a description without the marker, an unknown slug (404 page) and an error with retry.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { applicationRequestAtom } from '@ssb/contracts';
import { fakeApi, httpError, pending, renderPage } from '../test/render';
import { showNotFound } from '../shared/notFound';
import CreditDetailPage from './credits/CreditDetailPage';
import DepositDetailPage from './deposits/DepositDetailPage';
import CardDetailPage from './cards/CardDetailPage';
import TransferDetailPage from './transfers/TransferDetailPage';
import ServiceDetailPage from './services/ServiceDetailPage';

jest.mock('../shared/notFound', () => ({ showNotFound: jest.fn() }));

const credit = { id: 1, title: 'Consumer loan', description: 'Before the marker&lt;info&gt;;After the marker', image: null, audience: 'individual', currency: 'TJS', percent: 24, minAmount: 1000, maxAmount: 50000, minMonths: 12, maxMonths: 60 };
const deposit = { ...credit, id: 6, title: 'Savings deposit', rateTiers: [{ percent: 7, upToMonths: 12 }, { percent: 8, upToMonths: null }] };
const card = { id: 2, title: 'Visa Classic', summary: 'Every day', description: 'Card text&lt;info&gt;;Card terms', image: '/c.png', audience: 'individual', paymentSystem: 'VISA', type: 'cards', currencies: ['TJS', 'USD'], issueFee: 0, yearlyFee: 50, termMonths: 36 };
const transfer = { id: 3, slug: 'crown', title: 'Golden Crown', summary: 'Fast', image: null, fee: '0.5%–1.5%', speed: 'from 5 minutes', coverage: 'Russia', currencies: ['RUB', 'USD', 'EUR'], body: [{ kind: 'paragraph', text: 'Send money home.' }] };
const service = { id: 4, slug: 'guarantee', title: 'Bank guarantee', description: 'We vouch for you', advantages: ['Fast decision'], audience: 'legal', image: null, link: '/services/guarantee', type: 'service', body: [{ kind: 'heading', text: 'Terms' }] };

const props = (slug: string) => ({ lang: 'en' as const, params: { slug } });

beforeEach(() => jest.mocked(showNotFound).mockClear());
afterEach(() => jest.restoreAllMocks());

it('credit: skeleton while loading', () => {
  renderPage(<CreditDetailPage {...props('1')} />, { api: fakeApi({ '/Credit/1/': pending }).api });
  expect(screen.getByTestId('detail-loading')).toHaveAttribute('aria-busy', 'true');
});

it('credit: both parts of the description around the calculator, the FAQ and the title of the document', async () => {
  const { api } = fakeApi({ '/Credit/1/': credit, '/faq/': { results: [{ id: 1, question: 'Is it free?', answer: 'Yes.', section: 'credit' }] } });
  renderPage(<CreditDetailPage {...props('1')} />, { api });
  expect(await screen.findByRole('heading', { level: 1, name: 'Consumer loan' })).toBeInTheDocument();
  expect(screen.getByTestId('description')).toHaveTextContent('Before the marker');
  expect(screen.getByTestId('description2')).toHaveTextContent('After the marker');
  // The calculator gets the credit the page has, so it does not ask the API again.
  expect(await screen.findByTestId('widget:mfe_calculators/CreditCalculator')).toHaveTextContent(JSON.stringify({ creditId: 1, credit }));
  expect(await screen.findByRole('button', { name: 'Is it free?' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Consumer loan — SSB Bank'));
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Before the marker');
});

it('credit: a description without the marker is shown whole and logged', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderPage(<CreditDetailPage {...props('1')} />, { api: fakeApi({ '/Credit/1/': { ...credit, description: 'Only text' }, '/faq/': { results: [] } }).api });
  expect(await screen.findByTestId('description')).toHaveTextContent('Only text');
  expect(screen.queryByTestId('description2')).not.toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('credit 1 has no info marker'));
});

it('credit: an unknown slug goes to the 404 page', async () => {
  renderPage(<CreditDetailPage {...props('999')} />, { api: fakeApi({}).api });
  await waitFor(() => expect(showNotFound).toHaveBeenCalledWith('en'));
});

it('credit: apply asks for the credit application with the product', async () => {
  const store = createStore();
  renderPage(<CreditDetailPage {...props('1')} />, { api: fakeApi({ '/Credit/1/': credit, '/faq/': { results: [] } }).api, store });
  await userEvent.click(await screen.findByTestId('apply'));
  expect(store.get(applicationRequestAtom)).toEqual({ kind: 'credit', productName: 'Consumer loan', productId: 1 });
});

it('deposit: the deposit calculator, the rate tiers and an error with retry', async () => {
  let fail = true;
  const { api } = fakeApi({ '/Deposit/6/': () => (fail ? Promise.reject(httpError(503)) : deposit) });
  renderPage(<DepositDetailPage {...props('6')} />, { api });
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  expect(showNotFound).not.toHaveBeenCalled();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('widget:mfe_calculators/DepositCalculator')).toHaveTextContent(JSON.stringify({ depositId: 6, deposit }));
  expect(screen.getByText('up to 12 months')).toBeInTheDocument();
  expect(screen.getByText('8%')).toBeInTheDocument();
});

it('card: facts, the image with its size and the card application', async () => {
  const store = createStore();
  renderPage(<CardDetailPage {...props('2')} />, { api: fakeApi({ '/Card/2/': card }).api, store });
  expect(await screen.findByRole('heading', { level: 1, name: 'Visa Classic' })).toBeInTheDocument();
  expect(screen.getByText(/Issue/)).toHaveTextContent('free');
  expect(screen.getByRole('img', { name: 'Visa Classic' })).toHaveAttribute('width', '360');
  await userEvent.click(screen.getByRole('button', { name: 'Order the card' }));
  expect(store.get(applicationRequestAtom)).toMatchObject({ kind: 'card', productName: 'Visa Classic' });
});

it('transfer: fee, speed, currencies and body', async () => {
  renderPage(<TransferDetailPage {...props('crown')} />, { api: fakeApi({ '/transfers/crown/': transfer }).api });
  expect(await screen.findByText('Fee: 0.5%–1.5%')).toBeInTheDocument();
  expect(screen.getByText('Currencies: RUB, USD, EUR')).toBeInTheDocument();
  expect(screen.getByText('Send money home.')).toBeInTheDocument();
});

it('service: advantages and body; unknown slug goes to 404', async () => {
  renderPage(<ServiceDetailPage {...props('guarantee')} />, { api: fakeApi({ '/services/guarantee/': service }).api });
  expect(await screen.findByText('Fast decision')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
  renderPage(<ServiceDetailPage {...props('nope')} />, { api: fakeApi({}).api });
  await waitFor(() => expect(showNotFound).toHaveBeenCalled());
});
