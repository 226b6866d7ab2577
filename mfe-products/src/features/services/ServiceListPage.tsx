import { FormattedMessage } from 'react-intl';
import { localizePath, useLang, useResource } from '@ssb/contracts';
import { fetchServices } from '@ssb/api-client';
import { MoreLink, Page, Section, Container } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';
import { useAudience } from '../../shared/audience';
import { GridSkeleton } from '../credits';
import { ServiceGrid } from './ServiceGrid';

export default function ServiceListPage() {
  const lang = useLang();
  const audience = useAudience();
  const services = useResource(
    (api, l, signal) => fetchServices(api, l, audience === 'legal' ? { type: 'service', audience } : { type: 'service' }, signal),
    [audience],
  );
  return (
    <Container as={Page}>
      <PageIntro name="services" fallbackTitle="services.title" />
      <Section>
        <ResourceView resource={services} skeleton={<GridSkeleton height={360} />} empty="services.empty">
          {(list) => <ServiceGrid services={list} />}
        </ResourceView>
      </Section>
      <MoreLink to={`${localizePath('/services/view', lang)}?type=2`}>
        <FormattedMessage id="services.salary" />
      </MoreLink>
    </Container>
  );
}
