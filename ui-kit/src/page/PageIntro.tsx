import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useResource } from '@ssb/contracts';
import { PageTitle, LeadSkeleton, TitleSkeleton } from '../primitives/layout';
import { fetchPage, type Page } from '@ssb/api-client';
import { Blocks } from './Blocks';
import { usePageMeta } from './usePageMeta';

const Lead = styled.p`
  font-size: ${({ theme }) => theme.type.lead.size}px;
  line-height: ${({ theme }) => theme.type.lead.line}px;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  max-width: 820px;
`;

interface Props {
  /** The API's page name (the site path without the leading '/'). */
  name: string;
  /** The heading while the page's text cannot be loaded. */
  fallbackTitle: string;
  /** Also show the page's body blocks. */
  withBody?: boolean;
  /**
   * Leave the document's title and description to the shell. The home page does: its heading is
   * a greeting, while its title in search results must say what the bank offers.
   */
  keepDocumentTitle?: boolean;
}

/**
 * The heading, lead and (optionally) body of a page, from GET /api/pages/{name}/ in the
 * visitor's language; they are also the document's title and description. When the text
 * fails to load the page keeps a heading from the catalog, so it is never empty.
 */
export function PageIntro({ name, fallbackTitle, withBody = false, keepDocumentTitle = false }: Props) {
  const intl = useIntl();
  const page = useResource((api, lang, signal) => fetchPage(api, lang, name, signal), [name]);
  const ready: Page | null = page.status === 'ready' ? page.data : null;
  const fallback = intl.formatMessage({ id: fallbackTitle });
  const title = ready?.title ?? (page.status === 'error' ? fallback : undefined);
  usePageMeta(keepDocumentTitle ? undefined : title, ready?.summary);

  if (page.status === 'loading')
    return (
      <div aria-busy="true" data-testid="intro-loading">
        <TitleSkeleton style={{ maxWidth: 420 }} />
        <LeadSkeleton />
      </div>
    );
  if (page.status === 'error')
    return (
      <PageTitle>
        <FormattedMessage id={fallbackTitle} />
      </PageTitle>
    );
  return (
    <>
      <PageTitle>{page.data.title}</PageTitle>
      {page.data.summary && <Lead>{page.data.summary}</Lead>}
      {withBody && <Blocks blocks={page.data.body} />}
    </>
  );
}
