import { useResource } from '@ssb/contracts';
import { fetchHistory } from '@ssb/api-client';
import { Page, Section, Container, Skeleton } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';

/** /history: the bank's history, year by year. */
export default function HistoryPage() {
  const events = useResource((api, lang, signal) => fetchHistory(api, lang, signal), []);
  return (
    <Container as={Page}>
      <PageIntro name="history" fallbackTitle="nav.history" />
      <Section>
        <ResourceView resource={events} empty="common.empty" skeleton={<Skeleton style={{ height: 320 }} />}>
          {(list) => (
            <ol data-testid="history">
              {[...list]
                .sort((a, b) => a.year - b.year)
                .map((e) => (
                  <li key={e.id}>
                    <h2>
                      {e.year} — {e.title}
                    </h2>
                    <p>{e.text}</p>
                  </li>
                ))}
            </ol>
          )}
        </ResourceView>
      </Section>
    </Container>
  );
}
