import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { media, useResource } from '@ssb/contracts';
import { fetchPage } from '@ssb/api-client';
import type { PageBlock } from '@ssb/api-client';
import {
  Blocks,
  LoadError,
  Page,
  SectionTitle,
  StackedTable,
  usePageMeta,
  Container,
  LeadSkeleton,
  PageTitle,
  Skeleton,
  TitleSkeleton,
} from '@ssb/ui-kit';
import type { MessageId } from '../../i18n/tj';
import { splitSections } from './sections';

const Lead = styled.p`
  max-width: 820px;
  font-size: ${({ theme }) => theme.type.lead.size}px;
  line-height: ${({ theme }) => theme.type.lead.line}px;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
`;

const Contents = styled.nav`
  max-width: 820px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.card}px;
  h2 {
    font-size: ${({ theme }) => theme.type.h3.size}px;
    line-height: ${({ theme }) => theme.type.h3.line}px;
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    ${media.tablet} {
      columns: 2;
      column-gap: ${({ theme }) => theme.space[4]}px;
    }
  }
  li {
    break-inside: avoid;
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget}px;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Section = styled.section`
  max-width: 820px;
  /* The heading stays clear of the sticky header when a contents link jumps to it. */
  scroll-margin-top: ${({ theme }) => theme.space[7]}px;
`;

/**
 * A section's blocks; its tables (the cookies and beacons of section 12, the technical list) as the kit's stacked
 * table, which a phone shows as one card per row instead of a table wider than the screen.
 */
function SectionBlocks({ blocks }: { blocks: readonly PageBlock[] }) {
  const runs: (PageBlock[] | Extract<PageBlock, { kind: 'table' }>)[] = [];
  for (const block of blocks) {
    if (block.kind === 'table') runs.push(block);
    else if (Array.isArray(runs.at(-1))) (runs.at(-1) as PageBlock[]).push(block);
    else runs.push([block]);
  }
  // Each table its own name: two regions of one name are one landmark too many for a screen reader.
  const tables = runs.filter((run) => !Array.isArray(run));
  return (
    <>
      {runs.map((run, i) =>
        Array.isArray(run) ? (
          <Blocks key={i} blocks={run} />
        ) : (
          <TableBox key={i}>
            <StackedTable
              label={tables.indexOf(run) === 0 ? ('privacy.storage' satisfies MessageId) : ('privacy.beacons' satisfies MessageId)}
              testId="privacy-storage"
              columns={run.columns.map((label) => ({ label }))}
              rows={run.rows.map((cells, r) => ({ key: r, cells }))}
            />
          </TableBox>
        ),
      )}
    </>
  );
}

const TableBox = styled.div`
  max-width: 980px;
  /* The kit's cards keep a value on one line (it is made for figures); these values are sentences. */
  dd {
    white-space: normal;
    overflow-wrap: anywhere;
    min-width: 0;
  }
  margin: ${({ theme }) => theme.space[3]}px 0;
`;

/** /privacy: the bank's personal-data policy from the API, with contents linking to each section. */
export default function PrivacyPage() {
  const intl = useIntl();
  const page = useResource((api, lang, signal) => fetchPage(api, lang, 'privacy', signal), []);
  const ready = page.status === 'ready' ? page.data : null;
  usePageMeta(ready?.title ?? (page.status === 'error' ? intl.formatMessage({ id: 'nav.privacy' }) : undefined), ready?.summary);

  if (page.status === 'loading')
    return (
      <Container as={Page} aria-busy="true">
        <TitleSkeleton style={{ maxWidth: 420 }} />
        <LeadSkeleton />
        <Skeleton style={{ height: 480 }} />
      </Container>
    );
  if (page.status === 'error')
    return (
      <Container as={Page}>
        <PageTitle>
          <FormattedMessage id="nav.privacy" />
        </PageTitle>
        <LoadError onRetry={page.retry} />
      </Container>
    );

  const { preamble, sections } = splitSections(page.data.body);
  return (
    <Container as={Page}>
      <PageTitle>{page.data.title}</PageTitle>
      {page.data.summary && <Lead>{page.data.summary}</Lead>}
      <Blocks blocks={preamble} />
      {sections.length > 1 && (
        <Contents aria-labelledby="privacy-contents">
          <h2 id="privacy-contents">
            <FormattedMessage id="privacy.contents" />
          </h2>
          <ol data-testid="privacy-contents">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </Contents>
      )}
      {sections.map((s) => (
        <Section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
          <SectionTitle id={`${s.id}-title`}>{s.heading}</SectionTitle>
          <SectionBlocks blocks={s.blocks} />
        </Section>
      ))}
    </Container>
  );
}
