import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { applicationRequestAtom, type BankLocation, type GalleryPhoto } from '@ssb/contracts';
import { fakeApi, httpError, pageText, pending, renderPage } from '../test/render';
import NewsListPage from './news/NewsListPage';
import NewsItemPage from './news/NewsItemPage';
import SearchPage from './search/SearchPage';
import AddressesPage from './locations/AddressesPage';
import GalleryPage from './gallery/GalleryPage';
import VacancyDetailPage from './vacancy/VacancyDetailPage';
import RightsPage from './rights/RightsPage';

const T = { timeout: 5000 };
const newsItem = (id: number) => ({ id, slug: `n${id}`, title: `News ${id}`, summary: `Summary ${id}`, date: '2026-05-0' + String(id) + 'T00:00:00Z', image: '/i.jpg', type: 'news' as const });
const paged = (results: unknown[], page = 1, pageCount = 1) => ({ results, count: results.length, page, pageSize: 9, pageCount });

describe('news list', () => {
  it('shows skeletons while loading', () => {
    const { api } = fakeApi({ '/pages/news/': pending(), '/news/': pending() });
    renderPage(<NewsListPage lang="en" params={{}} />, { api });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('lists news with links in the language and pages through them', async () => {
    const { api, get } = fakeApi({ '/pages/news/': pageText('News'), '/news/': (p: Record<string, unknown>) => paged([newsItem(Number(p.page))], Number(p.page), 2) });
    renderPage(<NewsListPage lang="ru" params={{}} />, { api, lang: 'ru' });
    const link = await screen.findByRole('link', { name: 'News 1' }, T);
    expect(link).toHaveAttribute('href', '/ru/news/n1');
    fireEvent.click(screen.getByRole('button', { name: 'Старше' }));
    expect(await screen.findByRole('link', { name: 'News 2' }, T)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/news/', expect.objectContaining({ page: 2, language_id: 2 }), expect.anything());
  });

  it('says when there is no news, and retries after an error', async () => {
    let fail = true;
    const { api } = fakeApi({ '/pages/news/': pageText('News'), '/news/': () => (fail ? Promise.reject(httpError(500)) : paged([])) });
    renderPage(<NewsListPage lang="en" params={{}} />, { api });
    expect(await screen.findByRole('alert', undefined, T)).toHaveTextContent('could not be loaded');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('empty', undefined, T)).toHaveTextContent('Nothing here yet');
  });
});

describe('news item', () => {
  it('shows the item and its neighbours', async () => {
    const { api } = fakeApi({
      '/news/n2/': { ...newsItem(2), body: [], images: [{ id: 1, url: '/a.jpg', alt: 'A photo', width: 800, height: 600 }] },
      '/news/': paged([newsItem(3), newsItem(2), newsItem(1)]),
    });
    renderPage(<NewsItemPage lang="en" params={{ slug: 'n2' }} />, { api });
    expect(await screen.findByRole('heading', { name: 'News 2', level: 1 }, T)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A photo' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Previous item: News 1/ }, T)).toHaveAttribute('href', '/en/news/n1');
    expect(screen.getByRole('link', { name: /Next item: News 3/ })).toHaveAttribute('href', '/en/news/n3');
  });

  it('says "not found" for an unknown slug', async () => {
    const { api } = fakeApi({ '/news/': paged([]) });
    renderPage(<NewsItemPage lang="en" params={{ slug: 'nope' }} />, { api });
    expect(await screen.findByRole('heading', { name: 'The page was not found.' }, T)).toBeInTheDocument();
  });
});

describe('search', () => {
  it('groups results by kind with highlighted matches and localised links', async () => {
    const { api } = fakeApi({
      '/search/': {
        query: 'loan',
        results: [
          { id: 4, kind: 'news', score: 1, title: 'Loan news', url: '/news/x', snippet: [{ text: 'new ', highlight: false }, { text: 'loan', highlight: true }] },
          { id: 1, kind: 'credit', score: 2, title: 'Consumer loan', url: '/credit/1', snippet: [{ text: 'loan', highlight: true }] },
        ],
      },
    });
    renderPage(<SearchPage lang="tj" params={{}} />, { api, lang: 'tj', url: '/search?q=loan' });
    const results = await screen.findByTestId('search-results', undefined, T);
    const headings = within(results).getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['Кредитҳо', 'Хабарҳо']);
    expect(within(results).getByRole('link', { name: 'Consumer loan' })).toHaveAttribute('href', '/credit/1');
    expect(results.querySelectorAll('mark')).toHaveLength(2);
  });

  it('suggests other words when nothing matches, and shows an error with retry', async () => {
    const { api } = fakeApi({ '/search/': (p: Record<string, unknown>) => (p.q === 'boom' ? Promise.reject(httpError(500)) : { query: String(p.q), results: [] }) });
    renderPage(<SearchPage lang="en" params={{}} />, { api, url: '/search?q=zzz' });
    expect(await screen.findByTestId('empty', undefined, T)).toHaveTextContent('Nothing was found for “zzz”');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'boom' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert', undefined, T)).toBeInTheDocument();
  });
});

describe('addresses', () => {
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '08:00', close: '17:00' }));
  const atm = (id: number, city: string, cityId: number, hours: unknown[]): BankLocation =>
    ({ id, kind: 'atm', title: `ATM ${id}`, city, cityId, address: `Street ${id}`, phone: '', lat: 38.5, lng: 68.7, currencies: ['TJS'], hours }) as BankLocation;
  const answers = {
    '/pages/addresses/': pageText('Addresses'),
    '/offices/': { results: [] },
    '/atms/': { results: [atm(1, 'Dushanbe', 1, weekdays), atm(2, 'Khujand', 2, weekdays), atm(3, 'Dushanbe', 1, [])] },
  };
  // Monday 10:00 in Dushanbe.
  const now = () => new Date('2026-11-23T05:00:00Z');

  it('finds ATMs by city and by "open now" at a fixed clock', async () => {
    const { api } = fakeApi(answers);
    renderPage(<AddressesPage now={now} />, { api });
    expect(await screen.findByTestId('empty', undefined, T)).toBeInTheDocument(); // no offices
    fireEvent.click(screen.getByRole('button', { name: 'ATMs' }));
    await screen.findByTestId('locations', undefined, T);
    expect(screen.getByTestId('loc-count')).toHaveTextContent('3 points');
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: '1' } });
    expect(screen.getByTestId('loc-count')).toHaveTextContent('2 points');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Open now' }));
    expect(screen.getByTestId('loc-count')).toHaveTextContent('1 point');
    expect(screen.getByRole('heading', { name: 'ATM 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in a map/ })).toHaveAttribute('href', expect.stringContaining('mlat=38.5'));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'khujand' } });
    expect(screen.getByTestId('empty')).toHaveTextContent('No point matches');
  });
});

describe('gallery', () => {
  const photo = (id: number): GalleryPhoto => ({ id, title: `Photo ${id}`, url: `/p${id}.jpg`, thumbnail: `/t${id}.jpg`, width: 800, height: 600, date: '2026-01-01' });

  it('opens a photo in a lightbox that moves with arrows, traps Tab and closes on Esc and the backdrop', async () => {
    const { api } = fakeApi({ '/pages/gallery/': pageText('Gallery'), '/gallery/photos/': { results: [photo(1), photo(2)] }, '/gallery/videos/': { results: [] } });
    renderPage(<GalleryPage />, { api });
    const opener = await screen.findByRole('button', { name: 'Photo 1' }, T);
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Photo 1' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Photo 2' })).toHaveTextContent('2 of 2');
    const next = within(dialog).getByRole('button', { name: 'Next photo' });
    next.focus();
    fireEvent.keyDown(next, { key: 'Tab' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    fireEvent.click(opener);
    // A click is a press and a release, both on the backdrop.
    fireEvent.mouseDown(screen.getByTestId('lightbox-backdrop'));
    fireEvent.click(screen.getByTestId('lightbox-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('vacancy', () => {
  it('asks the applications remote for the vacancy dialog with the title', async () => {
    const store = createStore();
    const { api } = fakeApi({
      '/Vacancy/5/': { id: 5, title: 'Cashier', summary: 'Serve clients', city: 'Dushanbe', cityId: 1, deadline: '2026-12-31', email: 'hr@ssb.tj', phone: '+992 00 000 0000', responsibilities: ['Count cash'], requirements: [], conditions: [] },
    });
    renderPage(<VacancyDetailPage lang="en" params={{ slug: '5' }} />, { api, store });
    expect(await screen.findByRole('heading', { name: 'Cashier' }, T)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Responsibilities' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Requirements' })).toBeNull();
    fireEvent.click(screen.getByTestId('apply'));
    expect(store.get(applicationRequestAtom)).toEqual({ kind: 'vacancy', vacancyTitle: 'Cashier' });
  });
});

describe('rights', () => {
  it('shows the reception table and the complaint form slot', async () => {
    const { api } = fakeApi({
      '/pages/rights/': pageText('Rights'),
      '/rights/': { results: [{ id: 1, title: 'Right to information', body: [] }] },
      '/reception-days/': { results: [{ id: 1, surname: 'Karimov', name: 'Aziz', patronymic: 'Saidovich', post: 'Chairman', days: 'Monday', times: '09:00–11:00, 15:00–17:00' }] },
    });
    renderPage(<RightsPage />, { api });
    const table = await screen.findByTestId('reception', undefined, T);
    expect(table).toHaveTextContent('Karimov Aziz Saidovich');
    expect(table).toHaveTextContent('09:00–11:00, 15:00–17:00');
    await waitFor(() => expect(screen.getByTestId('widget:mfe_applications/ComplaintForm')).toBeInTheDocument(), T);
    await act(async () => undefined);
  });
});
