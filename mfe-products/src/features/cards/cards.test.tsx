// The card detail page: loading, content, an unknown slug (the 404 page) and an error with retry, as they apply.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { applicationRequestAtom } from '@ssb/contracts';
import { fakeApi, renderPage } from '../../test/render';
import { showNotFound } from '../../shared/notFound';
import { detailProps } from '../../test/fixtures';
import CardDetailPage from './CardDetailPage';
import { paymentSystemName } from './CardListPage';

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
  reissueFee: 30,
  smsFee: 3,
  cashFees: { ssbAtm: { percent: 0, min: 0 }, otherBanks: { percent: 1, min: 5 }, abroad: { percent: 1.5, min: 30 } },
  limits: { dailyCash: 15000, dailyPurchases: 30000, monthly: 200000 },
  readyInDays: 5,
  eligibility: 'Adults living in Tajikistan.',
  documents: ['Passport', 'TIN'],
  blockPhone: '+992 44 600 88 00',
  blocking: 'Call the line at any hour.',
};

beforeEach(() => jest.mocked(showNotFound).mockClear());
afterEach(() => jest.restoreAllMocks());

const open = (answer: object, store = createStore()) => {
  renderPage(<CardDetailPage {...detailProps('2')} />, { api: fakeApi({ '/Card/2/': answer }).api, store });
  return store;
};

/** The table's rows as [label, amount] pairs. */
const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

it('card: facts, the image with its size and the card application with the card’s network', async () => {
  const store = open(card);
  expect(await screen.findByRole('heading', { level: 1, name: 'Visa Classic' })).toBeInTheDocument();
  expect(screen.getByTestId('card-facts')).toHaveTextContent('Ready in 5 working days');
  expect(screen.getByRole('img', { name: 'Visa Classic' })).toHaveAttribute('width', '360');
  await userEvent.click(screen.getByRole('button', { name: 'Order the card' }));
  expect(store.get(applicationRequestAtom)).toEqual({ kind: 'card', productName: 'Visa Classic', productId: 2, paymentSystem: 'VISA' });
});

it('card: the fees, cash withdrawal and limits tables, amounts on the right', async () => {
  open(card);
  expect(await screen.findByRole('region', { name: 'Fees' })).toBeInTheDocument();
  expect(rowsOf('card-fees')).toEqual([
    ['Card issue', 'free'],
    ['Yearly service', '50 TJS'],
    ['Reissue of a lost or damaged card', '30 TJS'],
    ['SMS notifications', '3 TJS a month'],
  ]);
  expect(rowsOf('card-cash')).toEqual([
    ['SSB ATMs', 'free'],
    ['Other banks’ ATMs in Tajikistan', '1%, at least 5 TJS'],
    ['ATMs abroad', '1.5%, at least 30 TJS'],
  ]);
  expect(rowsOf('card-limits')).toEqual([
    ['Cash a day', '15,000 TJS'],
    ['Purchases a day', '30,000 TJS'],
    ['Cash and purchases a month', '200,000 TJS'],
  ]);
  const amount = within(screen.getByTestId('card-limits')).getByText('15,000 TJS');
  expect(getComputedStyle(amount).textAlign).toBe('right');
  expect(getComputedStyle(amount).fontVariantNumeric).toBe('tabular-nums');
  // A dollar account: the note says how somoni amounts are charged.
  expect(screen.getByText(/charged the equivalent/)).toBeInTheDocument();
});

it('card: a national card says it does not work abroad and the same-day issue; no currency note for somoni', async () => {
  open({ ...card, paymentSystem: 'KORTI_MILLI', currencies: ['TJS'], readyInDays: 0, cashFees: { ...card.cashFees, abroad: null } });
  await screen.findByTestId('card-cash');
  expect(rowsOf('card-cash')[2]).toEqual(['ATMs abroad', 'the card does not work abroad']);
  expect(screen.getByTestId('card-facts')).toHaveTextContent('Ready the same day');
  expect(screen.queryByText(/charged the equivalent/)).not.toBeInTheDocument();
});

it('card: who may apply, the documents and the 24/7 blocking line to call', async () => {
  open(card);
  const who = await screen.findByTestId('card-eligibility');
  expect(who).toHaveTextContent('Adults living in Tajikistan.');
  expect(
    within(who)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Passport', 'TIN']);
  const blocking = screen.getByTestId('card-blocking');
  expect(within(blocking).getByRole('heading', { name: 'Block the card, 24/7' })).toBeInTheDocument();
  expect(within(blocking).getByRole('link', { name: 'Call +992 44 600 88 00' })).toHaveAttribute('href', 'tel:+992446008800');
  expect(blocking).toHaveTextContent('Call the line at any hour.');
});

it('names the national network in the page’s script: «Корти Миллӣ» on the Tajik page, never Latin', () => {
  expect(paymentSystemName('KORTI_MILLI', 'tj')).toBe('Корти Миллӣ');
  expect(paymentSystemName('KORTI_MILLI', 'ru')).toBe('Корти Милли');
  expect(paymentSystemName('KORTI_MILLI', 'en')).toBe('Korti Milli');
  expect(paymentSystemName('VISA', 'tj')).toBe('Visa');
});
