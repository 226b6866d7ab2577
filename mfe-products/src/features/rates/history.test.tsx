import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, httpError, pageText, renderPage } from '../../test/render';
import RatesPage from './RatesPage';

type Figures = [buy: number, sell: number, nbt: number];
const point = (effectiveAt: string, usd: Figures, eur: Figures, rub: Figures) => ({
  effectiveAt,
  rates: [
    { currency: 'USD', buy: usd[0], sell: usd[1], nbt: usd[2] },
    { currency: 'EUR', buy: eur[0], sell: eur[1], nbt: eur[2] },
    { currency: 'RUB', buy: rub[0], sell: rub[1], nbt: rub[2] },
  ],
});
const POINTS = [
  point('2026-11-25T03:00:00.000Z', [9.41, 9.46, 9.43], [10.85, 11.02, 10.9], [0.114, 0.119, 0.1165]),
  point('2026-11-26T03:00:00.000Z', [9.45, 9.5, 9.47], [10.8, 10.98, 10.88], [0.115, 0.12, 0.1171]),
  point('2026-11-27T03:00:00.000Z', [9.52, 9.57, 9.55], [10.9, 11.05, 10.96], [0.116, 0.121, 0.1182]),
];

function setup(history: (p: Record<string, unknown>) => unknown, lang: 'tj' | 'ru' | 'en' = 'en') {
  const fake = fakeApi({
    '/pages/Rates/': pageText('Exchange rates'),
    '/rates/': (p: Record<string, unknown>) => ({
      selector: p.selector,
      ready: true,
      message: '',
      updatedAt: '2026-11-27T08:00:00+05:00',
      results: [{ currency: 'USD', name: 'US dollar', nbt: 9.55, buy: 9.52, sell: 9.57 }],
    }),
    '/gold-rates/': {},
    '/rates/history/': history,
  });
  renderPage(<RatesPage />, { api: fake.api, lang });
  return fake;
}
const historyCalls = (get: jest.Mock) =>
  get.mock.calls.filter(([path]) => path === '/rates/history/').map(([, params]) => params as Record<string, unknown>);
const all = (p: Record<string, unknown>) => ({ selector: p.selector, days: p.days, points: POINTS });

it('draws the buy and sell lines of the chosen currency, named by its range', async () => {
  const { get } = setup(all);
  const chart = await screen.findByRole('img', { name: /USD/ });
  expect(chart).toHaveAccessibleName('USD: buy rate from 9.41 to 9.52, sell rate from 9.46 to 9.57 over 30 days');
  const buy = within(chart).getByTestId('history-buy');
  const sell = within(chart).getByTestId('history-sell');
  expect(buy.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+(H[\d.]+V[\d.]+){2}$/);
  expect(sell.getAttribute('d')).not.toBe(buy.getAttribute('d'));
  expect(sell).toHaveAttribute('stroke-dasharray');
  expect(buy).not.toHaveAttribute('stroke-dasharray');
  expect(buy.getAttribute('stroke')).not.toBe(sell.getAttribute('stroke'));
  expect(chart).toHaveTextContent('11/25');
  expect(chart).toHaveTextContent('11/27');
  expect(historyCalls(get)).toEqual([{ language_id: 3, selector: 'NON_CASH', days: 30 }]);
  expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
});

it('says the dates and the summary in the page language', async () => {
  setup(all, 'tj');
  const chart = await screen.findByRole('img', { name: /USD/ });
  expect(chart).toHaveAccessibleName('USD: қурби харид аз 9,41 то 9,52, қурби фурӯш аз 9,46 то 9,57 дар 30 рӯз');
  expect(chart).toHaveTextContent('25.11');
  expect(screen.getByRole('button', { name: '90 рӯз' })).toHaveAttribute('aria-pressed', 'false');
});

it('asks for 90 days when chosen, by keyboard too', async () => {
  const { get } = setup(all);
  await screen.findByRole('img', { name: /over 30 days/ });
  screen.getByRole('button', { name: '90 days' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('img', { name: /over 90 days/ })).toBeInTheDocument();
  expect(historyCalls(get).at(-1)).toEqual({ language_id: 3, selector: 'NON_CASH', days: 90 });
  expect(screen.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');
});

it('redraws for another currency without asking again, with its decimals', async () => {
  const { get } = setup(all);
  const usd = within(await screen.findByRole('img', { name: /USD/ }))
    .getByTestId('history-buy')
    .getAttribute('d');
  await userEvent.click(screen.getByRole('button', { name: 'RUB' }));
  const rub = await screen.findByRole('img', { name: /RUB/ });
  expect(rub).toHaveAccessibleName('RUB: buy rate from 0.1140 to 0.1160, sell rate from 0.1190 to 0.1210 over 30 days');
  expect(within(rub).getByTestId('history-buy').getAttribute('d')).not.toBe(usd);
  expect(screen.getByRole('button', { name: 'RUB' })).toHaveAttribute('aria-pressed', 'true');
  expect(historyCalls(get)).toHaveLength(1);
});

it('lists one row per publication with its buy, sell and National Bank rates', async () => {
  setup(all);
  await screen.findByRole('img', { name: /USD/ });
  const table = screen.getByRole('table', { name: 'USD rates over 30 days' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(3);
  expect(
    within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['9.41', '9.46', '9.4300']);
  expect(
    within(rows[2]!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['9.52', '9.57', '9.5500']);
  expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('11/25/2026');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual(['Date', 'Buy', 'Sell', 'National Bank rate']);
});

it.each([0, 1])('says the history is to come with %i publication(s)', async (n) => {
  setup((p) => ({ selector: p.selector, days: p.days, points: POINTS.slice(0, n) }));
  expect(await screen.findByTestId('history-empty')).toHaveTextContent('will appear here as the bank publishes its daily rates');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.queryByTestId('history-table')).not.toBeInTheDocument();
});

it('offers a retry when the history cannot be loaded', async () => {
  let fail = true;
  const { get } = setup((p) => (fail ? Promise.reject(httpError(500)) : all(p)));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('could not be loaded');
  fail = false;
  await userEvent.click(within(alert).getByRole('button'));
  expect(await screen.findByRole('img', { name: /USD/ })).toBeInTheDocument();
  expect(historyCalls(get)).toHaveLength(2);
});

it('has no chart on a tab that has no rates to show', async () => {
  const fake = fakeApi({
    '/pages/Rates/': pageText('Exchange rates'),
    '/rates/': { selector: 'LEGAL', ready: false, updatedAt: null, results: [], message: '' },
    '/gold-rates/': {},
    '/rates/history/': all,
  });
  renderPage(<RatesPage />, { api: fake.api });
  await userEvent.click(await screen.findByRole('tab', { name: 'Legal entities' }));
  expect(await screen.findByTestId('rates-not-ready')).toBeInTheDocument();
  expect(screen.queryByTestId('rates-history')).not.toBeInTheDocument();
  expect(historyCalls(fake.get)).toHaveLength(0);
});
