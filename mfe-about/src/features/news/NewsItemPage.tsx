import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { localizePath, pictureSources, useResource, type PageProps } from '@ssb/contracts';
import { fetchNews, fetchNewsItem, isNoSuchRecord } from '@ssb/api-client';
import { Blocks, LoadError, Muted, Page, Section, usePageMeta, Container, PageTitle, Skeleton, TitleSkeleton, formatLongDate } from '@ssb/ui-kit';

const Figure = styled.img`
  width: 100%;
  height: auto;
  max-width: 820px;
  border-radius: ${({ theme }) => theme.radius.card}px;
`;
/** The article's column: the page's width on a phone, at most 820 px. */
const FIGURE_SIZES = '(max-width: 820px) 100vw, 820px';
const Nav = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

/** /news/:slug: one news item (its artwork once, then its text), and links to its neighbours in the list. */
export default function NewsItemPage({ lang, params }: PageProps) {
  const slug = params.slug ?? '';
  const item = useResource((api, l, signal) => fetchNewsItem(api, l, slug, signal), [slug]);
  // Neighbours: the list is short (tens of items), one page of 50 holds it.
  const list = useResource((api, l, signal) => fetchNews(api, l, { page: 1, pageSize: 50 }, signal), []);
  const ready = item.status === 'ready' ? item.data : null;
  usePageMeta(ready?.title, ready?.summary);

  if (item.status === 'loading')
    return (
      <Container as={Page} aria-busy="true">
        <TitleSkeleton style={{ maxWidth: 520 }} />
        <Skeleton style={{ height: 360, maxWidth: 820 }} />
      </Container>
    );
  if (item.status === 'error')
    return (
      <Container as={Page}>
        {isNoSuchRecord(item.error) ? (
          <PageTitle>
            <FormattedMessage id="common.notFound" />
          </PageTitle>
        ) : (
          <LoadError onRetry={item.retry} />
        )}
        <Link to={localizePath('/news', lang)}>
          <FormattedMessage id="news.back" />
        </Link>
      </Container>
    );
  const news = item.data;
  const all = list.status === 'ready' ? list.data.results : [];
  const at = all.findIndex((n) => n.id === news.id);
  const newer = at > 0 ? all[at - 1] : undefined;
  const older = at >= 0 ? all[at + 1] : undefined;
  return (
    <Container as={Page}>
      <article data-testid="news-item">
        <PageTitle>{news.title}</PageTitle>
        <Muted>
          <time dateTime={news.date}>{formatLongDate(news.date, lang)}</time>
        </Muted>
        {/* Its alt text when staff gave one with a picture; the seed's illustrations say nothing beyond the title. */}
        <Figure {...pictureSources(news.image, FIGURE_SIZES)} alt={news.imageAlt ?? ''} width={820} height={461} />
        <Section>
          <p>{news.summary}</p>
          <Blocks blocks={news.body} />
        </Section>
        {/* Further pictures, each once: never the artwork above again (nor one picture twice). */}
        {news.images
          .filter((image, i, all) => image.url !== news.image && all.findIndex((other) => other.url === image.url) === i)
          .map((image) => (
            <Figure
              key={image.id}
              {...pictureSources(image.url, FIGURE_SIZES)}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
            />
          ))}
      </article>
      <Nav>
        {older ? (
          <Link to={localizePath(`/news/${older.slug}`, lang)} rel="prev">
            ← <FormattedMessage id="news.prev" />: {older.title}
          </Link>
        ) : (
          <span />
        )}
        {newer && (
          <Link to={localizePath(`/news/${newer.slug}`, lang)} rel="next">
            <FormattedMessage id="news.next" />: {newer.title} →
          </Link>
        )}
      </Nav>
      <p>
        <Link to={localizePath('/news', lang)}>
          <FormattedMessage id="news.back" />
        </Link>
      </p>
    </Container>
  );
}
