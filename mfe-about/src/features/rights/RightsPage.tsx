import { FormattedMessage } from 'react-intl';
import { Container, RemoteSlot, Skeleton, useResource } from '@ssb/contracts';
import { fetchCustomerRights, fetchReceptionDays } from '@ssb/api-client';
import { Blocks, Page, Section, Table } from '@ssb/ui-kit';
import { PageIntro, ResourceView, TableScroll } from '../../ui';

/** /rights: customer rights, the reception days of the executives, review facts and the complaint form. */
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
          {(list) => (
            <TableScroll label="rights.reception">
              <Table data-testid="reception">
                <thead>
                  <tr>
                    {(['rights.name', 'rights.post', 'rights.days', 'rights.times'] as const).map((c) => (
                      <th key={c} scope="col">
                        <FormattedMessage id={c} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {list.map((d) => (
                    <tr key={d.id}>
                      <td>{[d.surname, d.name, d.patronymic].filter(Boolean).join(' ')}</td>
                      <td>{d.post}</td>
                      <td>{d.days}</td>
                      <td>{d.times}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          )}
        </ResourceView>
        <p>
          <FormattedMessage id="rights.review" />
        </p>
      </Section>
      <Section>
        <RemoteSlot name="mfe_applications/ComplaintForm" props={{}} minHeight={480} />
      </Section>
    </Container>
  );
}
