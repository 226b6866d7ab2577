import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, httpError, pageText, pending, renderPage } from '../../test/render';
import HomePage from './HomePage';

const slide = (id: number, title: string) => ({ id, title, text: `${title} text`, image: `/s${id}.png`, link: '/Credit', status: 1 });
const base = {
  '/pages/home/': pageText('SSB — your bank'),
  '/sliders/': { results: [slide(1, 'Loans from 18%'), slide(2, 'Deposits up to 8%')] },
  '/popular-products/': { results: [{ id: 1, kind: 'credit', title: 'Consumer loan', summary: 'For anything', image: null, link: '/Credit/1' }] },
  '/rates/': {
    selector: 'NON_CASH',
    ready: true,
    message: '',
    updatedAt: '2025-11-21T08:00:00+05:00',
    results: [{ currency: 'USD', name: 'US dollar', nbt: 9.43, buy: 9.41, sell: 9.46 }],
  },
  '/useful-links/': { results: [{ id: 1, title: 'National Bank of Tajikistan', url: 'https://nbt.tj', image: null }] },
};

it('shows the sliders one at a time, popular products, rates, calculators and useful links', async () => {
  renderPage(<HomePage />, { api: fakeApi(base).api });
  const slider = await screen.findByTestId('slider');
  expect(within(slider).getByRole('heading', { name: 'Loans from 18%' })).toBeInTheDocument();
  await userEvent.click(within(slider).getByRole('button', { name: 'Next slide' }));
  expect(within(slider).getByRole('heading', { name: 'Deposits up to 8%' })).toBeInTheDocument();
  expect(within(slider).getByRole('img', { name: 'Deposits up to 8%' })).toHaveAttribute('height', '420');
  expect(await screen.findByTestId('popular-product')).toHaveTextContent('Consumer loan');
  expect(screen.getByRole('link', { name: /Consumer loan/ })).toHaveAttribute('href', '/en/Credit/1');
  expect(await screen.findByText('9.41')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Loan calculator' })).toHaveAttribute('href', '/en/calculators?kind=credit');
  expect(await screen.findByRole('link', { name: 'National Bank of Tajikistan' })).toHaveAttribute('href', 'https://nbt.tj');
});

it('shows only published sliders', async () => {
  const draft = { ...slide(3, 'Draft'), status: 0 };
  renderPage(<HomePage />, { api: fakeApi({ ...base, '/sliders/': { results: [draft, slide(1, 'Loans from 18%')] } }).api });
  const slider = await screen.findByTestId('slider');
  expect(within(slider).queryByText('Draft')).not.toBeInTheDocument();
  expect(within(slider).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
});

it('loading, empty and error states of its blocks', async () => {
  renderPage(<HomePage />, {
    api: fakeApi({ ...base, '/sliders/': pending, '/popular-products/': { results: [] }, '/useful-links/': () => Promise.reject(httpError(500)) })
      .api,
  });
  expect(document.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
  expect(await screen.findByText('There are no popular products yet.')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
});
