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
    // The navigation's words (the shell's page.Credit, page.news): «Қарзҳо», not «Кредитҳо».
    expect(headings).toEqual(['Қарзҳо', 'Хабарҳо']);
    expect(within(results).getByRole('link', { name: 'Consumer loan' })).toHaveAttribute('href', '/credit/1');
    expect(results.querySelectorAll('mark')).toHaveLength(2);
  });

  it.each([
    ['en', ['Loans', 'Deposits', 'Cards']],
    ['ru', ['Кредиты', 'Депозиты', 'Карты']],
    ['tj', ['Қарзҳо', 'Амонатҳо', 'Кортҳо']],
  ] as const)('names the groups as the navigation does (%s)', async (lang, names) => {
    const hit = (id: number, kind: string) => ({ id, kind, score: 1, title: `T${id}`, url: `/x/${id}`, snippet: [{ text: 'x', highlight: true }] });
    const { api } = fakeApi({ '/search/': { query: 'x', results: [hit(1, 'credit'), hit(2, 'deposit'), hit(3, 'card')] } });
    renderPage(<SearchPage lang={lang} params={{}} />, { api, lang, url: '/search?q=x' });
    const results = await screen.findByTestId('search-results', undefined, T);
    expect(
      within(results)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(names);
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

  it('offers "did you mean" only with the word the API says finds something, as a link to its search', async () => {
    const { api } = fakeApi({
      '/search/': (p: Record<string, unknown>) => ({ query: String(p.q), results: [], suggestion: p.q === 'пасандзо' ? 'пасандоз' : null }),
    });
    renderPage(<SearchPage lang="tj" params={{}} />, { api, lang: 'tj', url: '/search?q=пасандзо' });
    const link = await screen.findByTestId('did-you-mean', undefined, T);
    expect(link).toHaveTextContent('пасандоз');
    expect(link.getAttribute('href')).toBe(`/search?q=${encodeURIComponent('пасандоз')}`);
    expect(screen.getByTestId('empty')).toHaveTextContent('Шояд шумо пасандоз-ро дар назар доштед?');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ҷустуҷӯ' }));
    await screen.findByText(/zzz/, undefined, T);
    expect(screen.queryByTestId('did-you-mean')).toBeNull();
  });
});
