// The credit detail page: loading, content, an unknown slug (the 404 page) and an error with retry, as they apply.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { applicationRequestAtom } from '@ssb/contracts';
import { fakeApi, pending, renderPage } from '../../test/render';
import { showNotFound } from '../../shared/notFound';
import { credit, detailProps } from '../../test/fixtures';
import CreditDetailPage from './CreditDetailPage';

jest.mock('../../shared/notFound', () => ({ showNotFound: jest.fn() }));

beforeEach(() => jest.mocked(showNotFound).mockClear());
afterEach(() => jest.restoreAllMocks());

it('credit: skeleton while loading', () => {
  renderPage(<CreditDetailPage {...detailProps('1')} />, { api: fakeApi({ '/Credit/1/': pending }).api });
  expect(screen.getByTestId('detail-loading')).toHaveAttribute('aria-busy', 'true');
});

it('credit: both parts of the description around the calculator, the FAQ and the title of the document', async () => {
  const { api, get } = fakeApi({
    '/Credit/1/': credit,
    '/faq/': { results: [{ id: 1, question: 'Is it free?', answer: 'Yes.', section: 'credit' }] },
  });
  renderPage(<CreditDetailPage {...detailProps('1')} />, { api });
  expect(await screen.findByRole('heading', { level: 1, name: 'Consumer loan' })).toBeInTheDocument();
  expect(screen.getByTestId('description')).toHaveTextContent('Before the marker');
  expect(screen.getByTestId('description2')).toHaveTextContent('After the marker');
  // The calculator gets the credit the page has, so it does not ask the API again.
  expect(await screen.findByTestId('widget:mfe_calculators/CreditCalculator')).toHaveTextContent(JSON.stringify({ creditId: 1, credit }));
  expect(await screen.findByRole('button', { name: 'Is it free?' })).toBeInTheDocument();
  // A fixed rate said as it is, the effective rate beside it (the calculators' widget, with the credit).
  expect(screen.getByText(`${credit.percent}% a year`)).toBeInTheDocument();
  expect(screen.queryByText(/^From /)).not.toBeInTheDocument();
  expect(await screen.findByTestId('widget:mfe_calculators/CreditEffectiveRate')).toHaveTextContent(JSON.stringify({ credit }));
  // The questions of this loan: none about another's (a mortgage's down payment).
  expect(get).toHaveBeenCalledWith('/faq/', expect.objectContaining({ section: 'credit', product: 1 }), expect.anything());
  await waitFor(() => expect(document.title).toBe('Consumer loan — SSB Bank'));
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Before the marker');
});

it('credit: a description without the marker is shown whole and logged', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderPage(<CreditDetailPage {...detailProps('1')} />, {
    api: fakeApi({ '/Credit/1/': { ...credit, description: 'Only text' }, '/faq/': { results: [] } }).api,
  });
  expect(await screen.findByTestId('description')).toHaveTextContent('Only text');
  expect(screen.queryByTestId('description2')).not.toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('credit 1 has no info marker'));
});

it('credit: an unknown slug goes to the 404 page', async () => {
  renderPage(<CreditDetailPage {...detailProps('999')} />, { api: fakeApi({}).api });
  await waitFor(() => expect(showNotFound).toHaveBeenCalledWith('en'));
});

it('credit: apply asks for the credit application with the product', async () => {
  const store = createStore();
  renderPage(<CreditDetailPage {...detailProps('1')} />, { api: fakeApi({ '/Credit/1/': credit, '/faq/': { results: [] } }).api, store });
  await userEvent.click(await screen.findByTestId('apply'));
  expect(store.get(applicationRequestAtom)).toEqual({ kind: 'credit', productName: 'Consumer loan', productId: 1 });
});
