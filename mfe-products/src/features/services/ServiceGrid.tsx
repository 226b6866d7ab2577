import { FormattedMessage } from 'react-intl';
import { localizePath, useLang } from '@ssb/contracts';
import { type ServiceCard } from '@ssb/api-client';
import { ItemCard, ItemTitle, MoreLink, Muted } from '@ssb/ui-kit';
import { Picture } from '../../shared/Picture';
import { CardGrid } from '../../shared/CardGrid';

/** Service cards; each opens its own detail page (guarantees, letters of credit, salary projects...). */
export function ServiceGrid({ services }: { services: readonly ServiceCard[] }) {
  const lang = useLang();
  return (
    <CardGrid>
      {services.map((service) => (
        <ItemCard key={service.id} data-testid="service-card">
          <Picture src={service.image} alt={service.title} width={400} height={225} />
          <ItemTitle>{service.title}</ItemTitle>
          <Muted>{service.description}</Muted>
          <MoreLink to={`${localizePath(`/services/${service.slug}`, lang)}${service.audience === 'legal' ? '?type=2' : ''}`}>
            <FormattedMessage id="common.more" />
            <span className="visually-hidden">: {service.title}</span>
          </MoreLink>
        </ItemCard>
      ))}
    </CardGrid>
  );
}
