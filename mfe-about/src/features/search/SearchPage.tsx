import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { localizePath, useResource, type PageProps } from '@ssb/contracts';
import { fetchSearch, type SearchKind, type SearchResult } from '@ssb/api-client';
import { LoadError, Muted, Page, Section, Button, Container, PageTitle, Skeleton } from '@ssb/ui-kit';

const KIND_ORDER: SearchKind[] = ['credit', 'deposit', 'card', 'news', 'page', 'vacancy'];

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  input {
    flex: 1 1 260px;
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
  }
`;
const Results = styled.ol`
  list-style: none;
  padding: 0;
  li {
    margin-bottom: ${({ theme }) => theme.space[3]}px;
  }
  mark {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
    color: inherit;
  }
`;

function Snippet({ result }: { result: SearchResult }) {
  return <p>{result.snippet.map((part, i) => (part.highlight ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</p>;
}

/** /search?q=: the API's full-text search in the visitor's language, grouped by kind. */
export default function SearchPage({ lang }: PageProps) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [draft, setDraft] = useState(q);
  const search = useResource((api, l, signal) => (q ? fetchSearch(api, l, q, signal) : Promise.resolve(null)), [q]);
  // The document's title is the shell's, as the site server writes it (the route has no record).

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  };

  return (
    <Container as={Page}>
      <PageTitle>
        <FormattedMessage id="search.title" />
      </PageTitle>
      <Form role="search" onSubmit={submit}>
        <label htmlFor="site-search-q" className="visually-hidden" style={{ position: 'absolute', left: -9999 }}>
          <FormattedMessage id="search.label" />
        </label>
        <input
          id="site-search-q"
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={intl.formatMessage({ id: 'search.label' })}
        />
        <Button type="submit">
          <FormattedMessage id="search.submit" />
        </Button>
      </Form>
      <Section aria-live="polite">
        {search.status === 'loading' && (
          <div aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} style={{ height: 72, marginBottom: 12 }} />
            ))}
          </div>
        )}
        {search.status === 'error' && <LoadError onRetry={search.retry} />}
        {search.status === 'ready' && search.data === null && (
          <Muted>
            <FormattedMessage id="search.prompt" />
          </Muted>
        )}
        {search.status === 'ready' && search.data !== null && search.data.results.length === 0 && (
          <Muted data-testid="empty">
            <FormattedMessage id="search.empty" values={{ q }} />
            {/* The API names a word only when that word finds something. */}
            {search.data.suggestion && (
              <>
                {' '}
                <FormattedMessage
                  id="search.didYouMean"
                  values={{
                    word: (
                      <Link data-testid="did-you-mean" to={localizePath(`/search?q=${encodeURIComponent(search.data.suggestion)}`, lang)}>
                        {search.data.suggestion}
                      </Link>
                    ),
                  }}
                />
              </>
            )}
          </Muted>
        )}
        {search.status === 'ready' && search.data !== null && search.data.results.length > 0 && (
          <div data-testid="search-results">
            <Muted role="status">
              <FormattedMessage id="search.count" values={{ count: search.data.results.length, q }} />
            </Muted>
            {KIND_ORDER.map((kind) => {
              const group = search.data?.results.filter((r) => r.kind === kind) ?? [];
              if (group.length === 0) return null;
              return (
                <section key={kind}>
                  <h2>
                    <FormattedMessage id={`search.kind.${kind}`} />
                  </h2>
                  <Results>
                    {group.map((r) => (
                      <li key={`${r.kind}-${r.id}`}>
                        <Link to={localizePath(r.url, lang)}>{r.title}</Link>
                        <Snippet result={r} />
                      </li>
                    ))}
                  </Results>
                </section>
              );
            })}
          </div>
        )}
      </Section>
    </Container>
  );
}
