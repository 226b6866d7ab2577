import { act, screen } from '@testing-library/react';
import { applicationRequestAtom, type ApplicationRequest } from '@ssb/contracts';
import { fakeApi, renderApp } from '../../test/render';
import { DialogHost } from './DialogHost';

// Each request has its own product id, so no test finds another's draft.
async function openCard(request: ApplicationRequest, lang: 'tj' | 'ru' | 'en' = 'en') {
  const { store } = renderApp(<DialogHost />, { lang, api: fakeApi(jest.fn()) });
  act(() => store.set(applicationRequestAtom, request));
  await screen.findByRole('dialog');
}

it('pre-fills the card type of a Mastercard product with MASTERCARD, not VISA', async () => {
  await openCard({ kind: 'card', productName: 'Mastercard Standard', productId: 4 });
  expect(screen.getByLabelText(/^Product/)).toHaveValue('Mastercard Standard');
  expect(screen.getByLabelText(/^Card type/)).toHaveValue('MASTERCARD');
});

it('pre-fills Korti Milli from its Tajik title', async () => {
  await openCard({ kind: 'card', productName: 'Корти Миллӣ', productId: 1 }, 'tj');
  expect(screen.getByLabelText(/^Навъи корт/)).toHaveValue('KORTI_MILLI');
});

it('pre-fills VISA for a Visa product', async () => {
  await openCard({ kind: 'card', productName: 'Visa Gold', productId: 3 });
  expect(screen.getByLabelText(/^Card type/)).toHaveValue('VISA');
});

it('falls back to VISA when the product names no network', async () => {
  await openCard({ kind: 'card', productName: 'Cashback', productId: 99 }, 'ru');
  expect(screen.getByLabelText(/^Тип карты/)).toHaveValue('VISA');
});
