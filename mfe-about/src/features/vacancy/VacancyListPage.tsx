import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { localizePath, useResource, type PageProps } from '@ssb/contracts';
import { fetchVacancies } from '@ssb/api-client';
import { Grid, ItemCard, Muted, Page, Section, Container, Skeleton, formatLongDate } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';

/** /vacancy: open vacancies. */
export default function VacancyListPage({ lang }: PageProps) {
  const vacancies = useResource((api, l, signal) => fetchVacancies(api, l, signal), []);
  return (
    <Container as={Page}>
      <PageIntro name="vacancy" fallbackTitle="nav.vacancy" />
      <Section>
        <ResourceView
          resource={vacancies}
          empty="vacancy.empty"
          skeleton={
            <Grid>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} style={{ height: 180 }} />
              ))}
            </Grid>
          }
        >
          {(list) => (
            <Grid data-testid="vacancies">
              {list.map((v) => (
                <ItemCard key={v.id}>
                  <h2>
                    <Link to={localizePath(`/vacancy/${v.id}`, lang)}>{v.title}</Link>
                  </h2>
                  <Muted>
                    <FormattedMessage id="vacancy.region" values={{ city: v.city }} /> ·{' '}
                    <FormattedMessage id="common.deadline" values={{ date: formatLongDate(v.deadline, lang) }} />
                  </Muted>
                  <p>{v.summary}</p>
                </ItemCard>
              ))}
            </Grid>
          )}
        </ResourceView>
      </Section>
    </Container>
  );
}
