import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, httpError, pageText, pending, renderPage } from '../../test/render';
import NewsListPage from './NewsListPage';
import NewsItemPage from './NewsItemPage';

const T = { timeout: 5000 };
const newsItem = (id: number) => ({
  id,
  slug: `n${id}`,
  title: `News ${id}`,
  summary: `Summary ${id}`,
  date: '2026-05-0' + String(id) + 'T00:00:00Z',
  image: '/i.jpg',
  type: 'news' as const,
});
const paged = (results: unknown[], page = 1, pageCount = 1) => ({ results, count: results.length, page, pageSize: 9, pageCount });

describe('news list', () => {
  it('shows skeletons while loading', () => {
    const { api } = fakeApi({ '/pages/news/': pending(), '/news/': pending() });
    renderPage(<NewsListPage lang="en" params={{}} />, { api });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('lists news with links in the language and pages through them', async () => {
    const { api, get } = fakeApi({
      '/pages/news/': pageText('News'),
      '/news/': (p: Record<string, unknown>) => paged([newsItem(Number(p.page))], Number(p.page), 2),
    });
    renderPage(<NewsListPage lang="ru" params={{}} />, { api, lang: 'ru' });
    const link = await screen.findByRole('link', { name: 'News 1' }, T);
    expect(link).toHaveAttribute('href', '/ru/news/n1');
    // The pager is named in the page's language.
    expect(screen.getByRole('navigation', { name: 'Страницы новостей' })).toBeInTheDocument();
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

  it('shows the artwork once, and every paragraph of the body', async () => {
    const body = ['First paragraph.', 'Second paragraph.', 'Third paragraph.'].map((text) => ({ kind: 'paragraph', text }));
    const images = [
      { id: 1, url: '/i.jpg', alt: 'The same artwork', width: 800, height: 500 },
      { id: 2, url: '/other.jpg', alt: 'Another picture', width: 800, height: 500 },
      { id: 3, url: '/other.jpg', alt: 'Another picture again', width: 800, height: 500 },
    ];
    const { api } = fakeApi({ '/news/n2/': { ...newsItem(2), body, images }, '/news/': paged([newsItem(2)]) });
    const { container } = renderPage(<NewsItemPage lang="en" params={{ slug: 'n2' }} />, { api });
    expect(await screen.findByRole('heading', { name: 'News 2', level: 1 }, T)).toBeInTheDocument();
    const sources = [...container.querySelectorAll('article img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/i.jpg', '/other.jpg']);
    for (const { text } of body) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says "not found" for an unknown slug', async () => {
    const { api } = fakeApi({ '/news/': paged([]) });
    renderPage(<NewsItemPage lang="en" params={{ slug: 'nope' }} />, { api });
    expect(await screen.findByRole('heading', { name: 'The page was not found.' }, T)).toBeInTheDocument();
  });
});
