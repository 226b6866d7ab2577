import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, httpError, pageText, pending, renderPage } from '../../test/render';
import RatesPage from './RatesPage';
import { convert } from './convert';

const rate = (currency: 'USD' | 'EUR' | 'RUB', buy: number, sell: number) => ({ currency, name: currency, nbt: buy, buy, sell });
const ready = (selector: string, usd: number) => ({
  selector,
  ready: true,
  message: '',
  updatedAt: '2025-11-21T08:00:00+05:00',
  results: [rate('USD', usd, usd + 0.05), rate('EUR', 10.85, 11.02), rate('RUB', 0.114, 0.119)],
});
const answers = {
  '/pages/Rates/': pageText('Exchange rates'),
  '/rates/': (p: Record<string, unknown>) => ready(String(p.selector), p.selector === 'TRANSFER' ? 9.4 : p.selector === 'LEGAL' ? 9.42 : 9.41),
  '/gold-rates/': { '5': { buy: 4480, sell: 4720 }, '1': { buy: 905, sell: 960 } },
  '/rates/history/': (p: Record<string, unknown>) => ({ selector: p.selector, days: p.days, points: [] }),
};

it('converts through somoni at buy and sell rates', () => {
  const rates = [rate('USD', 9.41, 9.46), rate('EUR', 10.85, 11.02)];
  expect(convert(100, 'USD', 'TJS', rates)).toBe(941);
  expect(convert(946, 'TJS', 'USD', rates)).toBe(100);
  expect(convert(100, 'USD', 'EUR', rates)).toBe(85.39);
  expect(convert(-1, 'USD', 'TJS', rates)).toBeNull();
  expect(convert(1, 'RUB', 'TJS', rates)).toBeNull();
});

it('shows the individuals tab with the time its rates were set, and switches tabs by click and arrow keys', async () => {
  renderPage(<RatesPage />, { api: fakeApi(answers).api });
  const table = await screen.findByTestId('rates-table');
  expect(within(table).getByText('9.41')).toBeInTheDocument();
  expect(screen.getByTestId('rates-date')).toHaveTextContent('Rates set on 21.11.2025 at 08:00');
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['Individuals', 'Legal entities', 'Money transfers', 'Cards']);
  await userEvent.click(tabs[1]!);
  expect(within(await screen.findByTestId('rates-table')).getByText('9.42')).toBeInTheDocument();
  tabs[1]!.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
  expect(tabs[2]).toHaveFocus();
  expect(within(await screen.findByTestId('rates-table')).getByText('9.40')).toBeInTheDocument();
});

it('says so when a tab has no rates to show, in the API’s words', async () => {
  const notReady = { selector: 'LEGAL', ready: false, updatedAt: null, results: [], message: 'Rates for legal entities are updated at 09:00.' };
  renderPage(<RatesPage />, { api: fakeApi({ ...answers, '/rates/': notReady }).api });
  expect(await screen.findByTestId('rates-not-ready')).toHaveTextContent('updated at 09:00');
});

it('converts 100 USD at the shown rate and rejects a bad amount', async () => {
  renderPage(<RatesPage />, { api: fakeApi(answers).api });
  expect(await screen.findByTestId('convert-result')).toHaveTextContent('941.00 TJS');
  await userEvent.selectOptions(screen.getByTestId('convert-from'), 'TJS');
  await userEvent.selectOptions(screen.getByTestId('convert-to'), 'USD');
  await userEvent.clear(screen.getByTestId('convert-amount'));
  await userEvent.type(screen.getByTestId('convert-amount'), '946');
  expect(screen.getByTestId('convert-result')).toHaveTextContent('100.00 USD');
  await userEvent.clear(screen.getByTestId('convert-amount'));
  await userEvent.type(screen.getByTestId('convert-amount'), 'abc');
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a positive amount');
  expect(screen.getByTestId('convert-amount')).toHaveAttribute('aria-invalid', 'true');
});

it('lists gold lightest first', async () => {
  renderPage(<RatesPage />, { api: fakeApi(answers).api });
  const rows = within(await screen.findByTestId('gold-table')).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('1 g905.00960.00');
  expect(rows[2]).toHaveTextContent('5 g');
});

it('loading and error states of the rates', async () => {
  const { api } = fakeApi({ ...answers, '/rates/': () => Promise.reject(httpError(500)), '/gold-rates/': pending });
  renderPage(<RatesPage />, { api });
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  expect(document.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
});

it('sets the rates right-aligned in tabular figures under right-aligned headers, currency names left', async () => {
  renderPage(<RatesPage />, { api: fakeApi(answers).api });
  for (const table of [await screen.findByTestId('rates-table'), await screen.findByTestId('gold-table')]) {
    const [name, ...figures] = within(table).getAllByRole('columnheader');
    expect(getComputedStyle(name!).textAlign).toBe('left');
    for (const head of figures) expect(getComputedStyle(head).textAlign).toBe('right');
    for (const cell of within(table).getAllByRole('cell')) {
      expect(getComputedStyle(cell).textAlign).toBe('right');
      expect(getComputedStyle(cell).getPropertyValue('font-variant-numeric')).toBe('tabular-nums');
    }
  }
});
