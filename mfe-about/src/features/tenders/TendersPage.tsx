import { FormattedMessage } from 'react-intl';
import { useLang, useResource } from '@ssb/contracts';
import { fetchTenders } from '@ssb/api-client';
import { ItemCard, Muted, Page, Section, Container, Skeleton, formatLongDate } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';

/** /tenders: tenders with their status, deadlines and documents. */
export default function TendersPage() {
  const lang = useLang();
  const tenders = useResource((api, lang, signal) => fetchTenders(api, lang, signal), []);
  return (
    <Container as={Page}>
      <PageIntro name="tenders" fallbackTitle="nav.tenders" />
      <Section>
        <ResourceView
          resource={tenders}
          empty="common.empty"
          skeleton={[0, 1, 2].map((i) => (
            <Skeleton key={i} style={{ height: 160, marginBottom: 12 }} />
          ))}
        >
          {(list) => (
            <div data-testid="tenders" style={{ display: 'grid', gap: 12 }}>
              {list.map((t) => (
                <ItemCard key={t.id}>
                  <h2>{t.title}</h2>
                  <Muted>
                    <strong>
                      <FormattedMessage id={t.status === 'open' ? 'tender.open' : 'tender.closed'} />
                    </strong>{' '}
                    · <FormattedMessage id="tender.published" values={{ date: formatLongDate(t.publishedAt, lang) }} /> ·{' '}
                    <FormattedMessage id="common.deadline" values={{ date: formatLongDate(t.deadline, lang) }} />
                  </Muted>
                  <p>{t.description}</p>
                  {t.document && (
                    <a href={t.document} download>
                      <FormattedMessage id="tender.document" />
                    </a>
                  )}
                </ItemCard>
              ))}
            </div>
          )}
        </ResourceView>
      </Section>
    </Container>
  );
}
