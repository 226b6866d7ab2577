import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { localizePath, pictureSources, useResource, type PageProps } from '@ssb/contracts';
import { fetchNews } from '@ssb/api-client';
import { Grid, ItemCard, Muted, Page, Section, Button, Container, Skeleton, formatLongDate } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';

const PAGE_SIZE = 9;
/** A card of the grid: one column on a phone, a track of 260 px or more beside others from a tablet on. */
const THUMB_SIZES = '(max-width: 767px) 100vw, 400px';

const Thumb = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.card}px;
`;
const Pager = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

/** /news: the bank's news, newest first, nine a page; the page number lives in the URL. */
export default function NewsListPage({ lang }: PageProps) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const news = useResource((api, l, signal) => fetchNews(api, l, { page, pageSize: PAGE_SIZE }, signal), [page]);
  const go = (n: number) => setParams(n === 1 ? {} : { page: String(n) });
  return (
    <Container as={Page}>
      <PageIntro name="news" fallbackTitle="nav.news" />
      <Section>
        <ResourceView
          resource={news}
          skeleton={
            <Grid>
              {Array.from({ length: PAGE_SIZE }, (_, i) => (
                <Skeleton key={i} style={{ height: 320 }} />
              ))}
            </Grid>
          }
        >
          {(data) =>
            data.results.length === 0 ? (
              <Muted data-testid="empty">
                <FormattedMessage id="common.empty" />
              </Muted>
            ) : (
              <>
                <Grid data-testid="news-list">
                  {data.results.map((item, i) => (
                    <ItemCard key={item.id}>
                      {/* The first picture is in the first screen (often its largest paint): not lazy. */}
                      <Thumb
                        {...pictureSources(item.image, THUMB_SIZES)}
                        alt=""
                        width={320}
                        height={180}
                        loading={i === 0 ? 'eager' : 'lazy'}
                        fetchPriority={i === 0 ? 'high' : undefined}
                      />
                      <h2>
                        <Link to={localizePath(`/news/${item.slug}`, lang)}>{item.title}</Link>
                      </h2>
                      <Muted>
                        <time dateTime={item.date}>{formatLongDate(item.date, lang)}</time>
                      </Muted>
                      <p>{item.summary}</p>
                    </ItemCard>
                  ))}
                </Grid>
                {data.pageCount > 1 && (
                  <Pager aria-label={intl.formatMessage({ id: 'news.pages' })}>
                    <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
                      <FormattedMessage id="news.newer" />
                    </Button>
                    <span>
                      <FormattedMessage id="news.page" values={{ page: data.page, count: data.pageCount }} />
                    </span>
                    <Button variant="secondary" disabled={page >= data.pageCount} onClick={() => go(page + 1)}>
                      <FormattedMessage id="news.older" />
                    </Button>
                  </Pager>
                )}
              </>
            )
          }
        </ResourceView>
      </Section>
    </Container>
  );
}
