import { FormattedMessage } from 'react-intl';
import { RemoteSlot, useResource } from '@ssb/contracts';
import { fetchCustomerRights, fetchReceptionDays } from '@ssb/api-client';
import { Blocks, Page, Section, Container, Skeleton } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';
import { ReceptionDays } from './ReceptionDays';

/** /rights: customer rights, the reception days of the executives, the complaint deadline and the complaint form. */
export default function RightsPage() {
  const rights = useResource((api, lang, signal) => fetchCustomerRights(api, lang, signal), []);
  const days = useResource((api, lang, signal) => fetchReceptionDays(api, lang, signal), []);
  return (
    <Container as={Page}>
      <PageIntro name="rights" fallbackTitle="nav.rights" />
      <Section>
        <ResourceView resource={rights} empty="common.empty" skeleton={<Skeleton style={{ height: 240 }} />}>
          {(list) => (
            <div data-testid="rights">
              {list.map((r) => (
                <section key={r.id}>
                  <h2>{r.title}</h2>
                  <Blocks blocks={r.body} />
                </section>
              ))}
            </div>
          )}
        </ResourceView>
      </Section>
      <Section>
        <h2>
          <FormattedMessage id="rights.reception" />
        </h2>
        <ResourceView resource={days} empty="common.empty" skeleton={<Skeleton style={{ height: 180 }} />}>
          {(list) => <ReceptionDays days={list} />}
        </ResourceView>
        <p data-testid="review-deadline">
          <FormattedMessage id="rights.review" />
        </p>
      </Section>
      <Section>
        <RemoteSlot name="mfe_applications/ComplaintForm" props={{}} minHeight={480} />
      </Section>
    </Container>
  );
}
