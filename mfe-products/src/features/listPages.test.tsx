// The four states of every list page: loading (skeletons), content, empty, error with retry.
import type { ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, httpError, pageText, pending, renderPage } from '../test/render';
import { credit as detailCredit, deposit as detailDeposit } from '../test/fixtures';
import CreditListPage from './credits/CreditListPage';
import DepositListPage from './deposits/DepositListPage';
import CardListPage from './cards/CardListPage';
import TransferListPage from './transfers/TransferListPage';
import ServiceListPage from './services/ServiceListPage';
import SalaryProjectsPage from './services/SalaryProjectsPage';
import GeneralFaqPage from './faq/FaqPage';
import CreditFaqPage from './faq/CreditFaqPage';
import DepositFaqPage from './faq/DepositFaqPage';
import CorrespondencePage from './financial/CorrespondencePage';
import SalePage from './financial/SalePage';
import InterbankLendingPage from './financial/InterbankLendingPage';
import OrganizationDocumentsPage from './financial/OrganizationDocumentsPage';

// A list shows the part of a description before its info marker.
const credit = { ...detailCredit, description: 'a&lt;info&gt;;b' };
const deposit = { ...detailDeposit, id: credit.id, description: credit.description };
const card = {
  id: 2,
  title: 'Visa Classic',
  summary: 'A card for every day',
  image: '/img/card.png',
  audience: 'individual',
  paymentSystem: 'VISA',
  type: 'cards',
};
const transfer = {
  id: 3,
  slug: 'zolotaya-korona',
  title: 'Golden Crown',
  summary: 'Fast',
  image: null,
  fee: '0.5%–1.5%',
  speed: 'from 5 minutes',
  coverage: 'Russia',
  currencies: ['RUB', 'USD', 'EUR'],
};
const service = {
  id: 4,
  slug: 'guarantee',
  title: 'Bank guarantee',
  description: 'We vouch for you',
  advantages: [],
  audience: 'legal',
  image: null,
  link: '/services/guarantee',
  type: 'service',
};
const faq = { id: 5, question: 'How do I apply?', answer: 'Online.', section: 'general' };
const bank = { id: 6, country: 'Russia', bankName: 'Sovcombank PJSC', currencies: ['RUB'], account: '3011', requisites: 'BIC 1', swift: 'SOMRRUMM' };
const property = { id: 7, number: 12, region: 'Khujand', property: 'Two-room flat', price: 350000, image: null };
const interbank = { id: 8, currency: 'USD', term: '1 month', termDays: 30, placement: 6.5, attraction: 5.25 };
const doc = { id: 9, title: 'Bank licence', category: 'licence', date: '2020-10-23', format: 'pdf', sizeBytes: 20480, url: '/api/files/licence.pdf' };

const CASES: { name: string; Page: ComponentType; pageName: string; list: string; item: unknown; shows: string }[] = [
  { name: 'credits', Page: CreditListPage, pageName: 'Credit', list: '/Credit/', item: credit, shows: 'Consumer loan' },
  { name: 'deposits', Page: DepositListPage, pageName: 'Deposit', list: '/Deposit/', item: deposit, shows: 'Savings deposit' },
  { name: 'cards', Page: CardListPage, pageName: 'Card', list: '/Card/', item: card, shows: 'Visa Classic' },
  { name: 'transfers', Page: TransferListPage, pageName: 'transfers', list: '/transfers/', item: transfer, shows: 'Golden Crown' },
  { name: 'services', Page: ServiceListPage, pageName: 'services', list: '/services/', item: service, shows: 'Bank guarantee' },
  {
    name: 'salary projects',
    Page: SalaryProjectsPage,
    pageName: 'services/view',
    list: '/salary-projects/',
    item: { ...service, type: 'salary', title: 'Salary card' },
    shows: 'Salary card',
  },
  { name: 'FAQ', Page: GeneralFaqPage, pageName: 'FAQ', list: '/faq/', item: faq, shows: 'How do I apply?' },
  { name: 'credit FAQ', Page: CreditFaqPage, pageName: 'Credit/faq', list: '/faq/', item: { ...faq, section: 'credit' }, shows: 'How do I apply?' },
  {
    name: 'deposit FAQ',
    Page: DepositFaqPage,
    pageName: 'Deposit/faq',
    list: '/faq/',
    item: { ...faq, section: 'deposit' },
    shows: 'How do I apply?',
  },
  {
    name: 'correspondent banks',
    Page: CorrespondencePage,
    pageName: 'correspondence',
    list: '/correspondent-banks/',
    item: bank,
    shows: 'Sovcombank PJSC',
  },
  { name: 'property for sale', Page: SalePage, pageName: 'sale', list: '/property-sale/', item: property, shows: 'Two-room flat' },
  {
    name: 'interbank lending',
    Page: InterbankLendingPage,
    pageName: 'interbank-lending',
    list: '/interbank-lending/',
    item: interbank,
    shows: '6.50%',
  },
  {
    name: 'organisation documents',
    Page: OrganizationDocumentsPage,
    pageName: 'organization-documents',
    list: '/organization-documents/',
    item: doc,
    shows: 'Bank licence',
  },
];

describe.each(CASES)('$name page', ({ Page, pageName, list, item, shows }) => {
  const intro = { [`/pages/${encodeURIComponent(pageName)}/`]: pageText(`Title of ${pageName}`) };

  it('shows skeletons while loading', () => {
    renderPage(<Page />, { api: fakeApi({ ...intro, [list]: pending }).api });
    expect(document.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
    expect(screen.queryByText(shows)).not.toBeInTheDocument();
  });

  it('shows the API content with the page heading', async () => {
    renderPage(<Page />, { api: fakeApi({ ...intro, [list]: { results: [item] } }).api });
    expect(await screen.findByRole('heading', { level: 1, name: `Title of ${pageName}` })).toBeInTheDocument();
    expect((await screen.findAllByText(shows, { exact: false }))[0]).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says so when the list is empty', async () => {
    renderPage(<Page />, { api: fakeApi({ ...intro, [list]: { results: [] } }).api });
    expect(await screen.findByTestId('empty')).toBeInTheDocument();
  });

  it('offers a retry after an error and loads again', async () => {
    let fail = true;
    const { api, get } = fakeApi({ ...intro, [list]: () => (fail ? Promise.reject(httpError(500)) : { results: [item] }) });
    renderPage(<Page />, { api });
    expect(await screen.findByRole('alert')).toHaveTextContent('The data could not be loaded');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText(shows, { exact: false }))[0]).toBeInTheDocument();
    expect(get.mock.calls.filter(([path]) => path === list).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps a heading from the catalog when the page text fails', async () => {
    renderPage(<Page />, { api: fakeApi({ [list]: { results: [item] } }).api });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe(''));
    expect((await screen.findAllByText(shows, { exact: false }))[0]).toBeInTheDocument();
  });
});

it('asks for the audience of type=2 on the product lists', async () => {
  const { api, get } = fakeApi({ '/pages/Credit/': pageText('Loans'), '/Credit/': { results: [credit] } });
  renderPage(<CreditListPage />, { api, url: '/Credit?type=2' });
  await screen.findAllByText('Consumer loan', { exact: false });
  expect(get).toHaveBeenCalledWith('/Credit/', expect.objectContaining({ audience: 'legal', language_id: 3 }), expect.anything());
});

it('asks for the page language', async () => {
  const { api, get } = fakeApi({ '/pages/Card/': pageText('Банковские карты'), '/Card/': { results: [card] } });
  renderPage(<CardListPage />, { api, lang: 'ru' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Банковские карты' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/Card/', expect.objectContaining({ language_id: 2, audience: 'individual' }), expect.anything());
  const img = await screen.findByRole('img', { name: 'Visa Classic' });
  expect(img).toHaveAttribute('width');
  expect(img).toHaveAttribute('height');
  expect(img).toHaveAttribute('loading', 'lazy');
});
