import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { localizePath, useLang, type Resource } from '@ssb/contracts';
import type { HistoryEvent } from '@ssb/api-client';
import { SectionTitle, Skeleton } from '@ssb/ui-kit';
import { ResourceView } from '../../ui';
import { ActionLink } from './AboutFacts';

const Timeline = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 56px 1fr;
    gap: ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[2]}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  strong {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-variant-numeric: tabular-nums;
  }
`;

/** The years of the bank's history (the /history records), one line each, oldest first. */
export function HistoryHighlights({ history }: { history: Resource<HistoryEvent[]> }) {
  const lang = useLang();
  return (
    <section aria-labelledby="about-history">
      <SectionTitle id="about-history">
        <FormattedMessage id="about.history.title" />
      </SectionTitle>
      <ResourceView resource={history} empty="common.empty" skeleton={<Skeleton style={{ height: 200 }} />}>
        {(events) => (
          <Timeline data-testid="history-highlights">
            {[...events]
              .sort((a, b) => a.year - b.year)
              .map((e) => (
                <li key={e.id}>
                  {/* The space keeps "2018 150 million somoni" two words for screen readers; the grid drops it. */}
                  <strong>{e.year}</strong> <span>{e.title}</span>
                </li>
              ))}
          </Timeline>
        )}
      </ResourceView>
      <ActionLink to={localizePath('/history', lang)}>
        <FormattedMessage id="about.history.more" />
      </ActionLink>
    </section>
  );
}
