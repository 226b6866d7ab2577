import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applicationRequestAtom, type ApplicationRequest } from '@ssb/contracts';
import { fakeApi as hostedApi } from '@ssb/ui-kit/test';
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

it("pre-fills the card type from the product's payment system when the request states it", async () => {
  // The title names Visa, the page states the network: the stated one wins.
  await openCard({ kind: 'card', productName: 'Visa partner card', productId: 21, paymentSystem: 'UNIONPAY' });
  expect(screen.getByLabelText(/^Card type/)).toHaveValue('UNIONPAY');
});

it('pre-fills Korti Milli from the payment system when the title names no network', async () => {
  await openCard({ kind: 'card', productName: 'Cashback', productId: 22, paymentSystem: 'KORTI_MILLI' }, 'ru');
  expect(screen.getByLabelText(/^Тип карты/)).toHaveValue('KORTI_MILLI');
});

describe('a card application', () => {
  it("shows the card type by its name in the page's language, a choice among the bank's card networks, and the product as the page names it, not to be typed", async () => {
    await openCard({ kind: 'card', productName: 'Корти Миллӣ', productId: 31, paymentSystem: 'KORTI_MILLI' }, 'tj');
    const type = screen.getByRole('combobox', { name: /^Навъи корт/ });
    expect(type).toHaveValue('KORTI_MILLI');
    expect(within(type).getByRole('option', { selected: true })).toHaveTextContent('Корти Миллӣ');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Навъи кортро интихоб кунед', 'Корти Миллӣ', 'Visa', 'Mastercard', 'UnionPay']);
    // The API's spelling is what is sent, never what the visitor reads.
    expect(screen.queryByDisplayValue('KORTI_MILLI')).not.toBeInTheDocument();
    const product = screen.getByRole('textbox', { name: /^Маҳсулот/ });
    expect(product).toHaveValue('Корти Миллӣ');
    expect(product).toHaveAttribute('readonly');
  });

  it("without a product, offers the bank's cards by their names in the page's language, and the card type follows the card chosen", async () => {
    const cards = {
      results: [
        { id: 1, title: 'Корти Милли', paymentSystem: 'KORTI_MILLI' },
        { id: 4, title: 'Mastercard Standard', paymentSystem: 'MASTERCARD' },
      ],
    };
    const { api, get } = hostedApi({ '/Card/': cards });
    const { store } = renderApp(<DialogHost />, { lang: 'ru', api });
    act(() => store.set(applicationRequestAtom, { kind: 'card' }));
    const product = await screen.findByRole('combobox', { name: /^Продукт/ });
    expect(
      within(product)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Выберите карту', 'Корти Милли', 'Mastercard Standard']);
    // In the page's language: the titles are the API's, in Russian here.
    expect(get).toHaveBeenCalledWith('/Card/', expect.objectContaining({ language_id: expect.anything() }), expect.anything());
    fireEvent.change(product, { target: { value: 'Mastercard Standard' } });
    const type = screen.getByRole('combobox', { name: /^Тип карты/ });
    await waitFor(() => expect(type).toHaveValue('MASTERCARD'));
    expect(within(type).getByRole('option', { selected: true })).toHaveTextContent('Mastercard');
  });
});

describe('a credit application', () => {
  const EXPRESS = { id: 6, title: 'Express loan', minAmount: 1000, maxAmount: 15000, minMonths: 12, maxMonths: 24 };

  it('starts with the sum and term set in the calculator, editable, bound by the limits of its product', async () => {
    const { api } = hostedApi({ '/Credit/6/': EXPRESS }, { postForm: jest.fn() });
    const { store } = renderApp(<DialogHost />, { api });
    act(() => store.set(applicationRequestAtom, { kind: 'credit', productName: 'Express loan', productId: 6, amount: 12000, months: 18 }));
    const dialog = await screen.findByRole('dialog', { name: 'Express loan' });
    expect(within(dialog).getByRole('form', { name: 'Loan application' })).toBeInTheDocument();
    const amount = screen.getByLabelText(/^Loan amount/);
    expect(amount).toHaveValue('12000');
    expect(screen.getByLabelText(/^Loan term/)).toHaveValue('18');
    expect(screen.getByLabelText(/^Product/)).toHaveValue('Express loan');
    // The product's own limits, once loaded, replace the site's general ones.
    await waitFor(() => expect(amount).toHaveAccessibleDescription('From 1,000 to 15,000 TJS'));
    fireEvent.change(amount, { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The amount must be from 1,000 to 15,000 TJS')).toBeInTheDocument();
  });

  it('starts empty without a calculator, on the general limits when the product is unknown', async () => {
    const { store } = renderApp(<DialogHost />, { lang: 'tj', api: fakeApi(jest.fn()) });
    act(() => store.set(applicationRequestAtom, { kind: 'credit', productName: 'Қарзи истеъмолӣ', productId: 404 }));
    await screen.findByRole('dialog');
    expect(screen.getByLabelText(/^Маблағи қарз/)).toHaveValue('');
    expect(screen.getByLabelText(/^Мӯҳлати қарз/)).toHaveValue('');
    expect(screen.getByLabelText(/^Мӯҳлати қарз/)).toHaveAccessibleDescription('Аз 3 то 60 моҳ');
  });
});
