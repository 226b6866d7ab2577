import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, httpError, renderPage } from '../../test/render';
import SearchPage from './SearchPage';

const T = { timeout: 5000 };

describe('search', () => {
  it('groups results by kind with highlighted matches and localised links', async () => {
    const { api } = fakeApi({
      '/search/': {
        query: 'loan',
        results: [
          {
            id: 4,
            kind: 'news',
            score: 1,
            title: 'Loan news',
            url: '/news/x',
            snippet: [
              { text: 'new ', highlight: false },
              { text: 'loan', highlight: true },
            ],
          },
          { id: 1, kind: 'credit', score: 2, title: 'Consumer loan', url: '/credit/1', snippet: [{ text: 'loan', highlight: true }] },
        ],
      },
    });
    renderPage(<SearchPage lang="tj" params={{}} />, { api, lang: 'tj', url: '/search?q=loan' });
    const results = await screen.findByTestId('search-results', undefined, T);
    const headings = within(results)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings).toEqual(['Кредитҳо', 'Хабарҳо']);
    expect(within(results).getByRole('link', { name: 'Consumer loan' })).toHaveAttribute('href', '/credit/1');
    expect(results.querySelectorAll('mark')).toHaveLength(2);
  });

  it('suggests other words when nothing matches, and shows an error with retry', async () => {
    const { api } = fakeApi({
      '/search/': (p: Record<string, unknown>) => (p.q === 'boom' ? Promise.reject(httpError(500)) : { query: String(p.q), results: [] }),
    });
    renderPage(<SearchPage lang="en" params={{}} />, { api, url: '/search?q=zzz' });
    expect(await screen.findByTestId('empty', undefined, T)).toHaveTextContent('Nothing was found for “zzz”');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'boom' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert', undefined, T)).toBeInTheDocument();
  });
});
