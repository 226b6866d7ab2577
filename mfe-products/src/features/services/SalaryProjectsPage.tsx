import { useResource } from '@ssb/contracts';
import { fetchSalaryProjects } from '@ssb/api-client';
import { Page, Section, Container } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';
import { GridSkeleton } from '../credits';
import { ServiceGrid } from './ServiceGrid';

/** /services/view: the salary projects. */
export default function SalaryProjectsPage() {
  const projects = useResource((api, lang, signal) => fetchSalaryProjects(api, lang, signal), []);
  return (
    <Container as={Page}>
      <PageIntro name="services/view" fallbackTitle="services.salary" withBody />
      <Section>
        <ResourceView resource={projects} skeleton={<GridSkeleton height={360} />} empty="services.empty">
          {(list) => <ServiceGrid services={list} />}
        </ResourceView>
      </Section>
    </Container>
  );
}
