import { act, fireEvent, screen, within } from '@testing-library/react';
import type { BankLocation } from '@ssb/api-client';
// The API's seed records (@ssb/fixtures): the figures must equal what /addresses and /history list.
import { atms, history, inLanguage, offices } from '@ssb/fixtures';
import { fakeApi, httpError, pageText, renderPage } from '../../test/render';
import AboutPage from './AboutPage';
import { CUSTOMERS, EMPLOYEES, keyFigures } from './figures';

const T = { timeout: 5000 };
const seedOffices = inLanguage(offices, 'en');
const seedAtms = inLanguage(atms, 'en');
const seedHistory = inLanguage(history, 'en');
const answers = {
  '/offices/': { results: seedOffices },
  '/atms/': { results: seedAtms },
  '/history/': { results: seedHistory },
};
const now = () => new Date('2025-11-25T06:00:00Z');
const figure = (id: string) => screen.getByTestId('key-figures').querySelector(`[data-figure="${id}"]`) as HTMLElement;

describe('about', () => {
  it('shows as many offices, towns and ATMs as the seed lists, and the years since the first history entry', async () => {
    const { api } = fakeApi(answers);
    renderPage(<AboutPage now={now} />, { api });
    await screen.findByTestId('key-figures', undefined, T);
    const cities = new Set(seedOffices.map((o) => o.cityId)).size;
    expect(seedOffices.length).toBeGreaterThan(cities); // more than one office in some towns
    expect(figure('offices')).toHaveTextContent(`${seedOffices.length}offices in ${cities} towns and districts`);
    expect(figure('atms')).toHaveTextContent(`${seedAtms.length}ATMs open around the clock`);
    const founded = Math.min(...seedHistory.map((e) => e.year));
    expect(figure('years')).toHaveTextContent(`${2025 - founded}years on the market (since ${founded})`);
    expect(figure('clients')).toHaveTextContent('85,400active customers');
    expect(screen.getByRole('heading', { level: 1, name: 'About the bank' })).toBeInTheDocument();
    // The history highlights are the /history records, oldest first.
    const years = within(screen.getByTestId('history-highlights'))
      .getAllByRole('listitem')
      .map((li) => li.textContent?.split(' ')[0]);
    expect(years).toEqual(seedHistory.map((e) => String(e.year)).sort());
    expect(screen.getByText(/licence No\. 0000164 of October 23, 2020/)).toBeInTheDocument();
    expect(screen.getByText(/member of the Individual Savings Insurance Fund/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '8855' })).toHaveAttribute('href', 'tel:8855');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/en/about-bank?type=4');
  });

  it('counts in Russian with the right plural forms', async () => {
    const place = (id: number, cityId: number) => ({ ...seedOffices[0]!, id, cityId });
    const { api } = fakeApi({
      '/offices/': { results: [place(1, 1), place(2, 1), place(3, 2)] },
      '/atms/': { results: Array.from({ length: 21 }, (_, i) => place(i + 1, 1)) },
      '/history/': { results: [{ ...seedHistory[0]!, year: 2022 }] },
    });
    renderPage(<AboutPage now={now} />, { api, lang: 'ru' });
    await screen.findByTestId('key-figures', undefined, T);
    expect(figure('offices')).toHaveTextContent(/^3отделения в 2 городах и районах$/);
    expect(figure('atms')).toHaveTextContent(/^21круглосуточный банкомат$/);
    expect(figure('years')).toHaveTextContent(/^3года на рынке \(с 2022 года\)$/);
    expect(figure('clients')).toHaveTextContent(/^85\s400активных клиентов$/);
  });

  it('offers a retry when the counts cannot be loaded, and shows them after it', async () => {
    let fail = true;
    const { api } = fakeApi({
      ...answers,
      '/atms/': () => (fail ? Promise.reject(httpError(503)) : { results: seedAtms }),
    });
    renderPage(<AboutPage now={now} />, { api });
    const retry = await screen.findByRole('button', { name: /try again/i }, T);
    fail = false;
    fireEvent.click(retry);
    await screen.findByTestId('key-figures', undefined, T);
    expect(figure('atms')).toHaveTextContent(String(seedAtms.length));
  });

  it('/about-bank shows the page text from the API with the same figures', async () => {
    // Another feature's page, loaded as the routes module loads it.
    const { default: AboutBankPage } = await import('../pages/AboutBankPage');
    const { api } = fakeApi({ ...answers, '/pages/about-bank/': pageText('About the bank') });
    renderPage(<AboutBankPage now={now} />, { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'About the bank' }, T)).toBeInTheDocument();
    await screen.findByTestId('key-figures', undefined, T);
    expect(figure('offices')).toHaveTextContent(String(seedOffices.length));
    expect(screen.getByTestId('about-facts')).toHaveTextContent('Deposit insurance');
    await act(async () => undefined);
  });

  it('counts towns once however many offices they have, and falls back to 2012 without history', () => {
    const office = (id: number, cityId: number) => ({ id, cityId }) as BankLocation;
    const figures = keyFigures({ offices: [office(1, 1), office(2, 1), office(3, 2)], atms: [], history: [], now: now() });
    expect(figures.find((f) => f.id === 'offices')?.values).toEqual({ count: 3, cities: 2 });
    expect(figures.find((f) => f.id === 'years')?.values).toEqual({ count: 13, since: '2012' });
    expect(figures.find((f) => f.id === 'employees')?.value).toBe(EMPLOYEES);
    expect(figures.find((f) => f.id === 'clients')?.value).toBe(CUSTOMERS);
  });
});
