import { FormattedMessage } from 'react-intl';
import { localizePath, useLang, useResource } from '@ssb/contracts';
import { fetchTransferSystems } from '@ssb/api-client';
import { ItemCard, ItemTitle, MoreLink, Muted, Page, Section, Container } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';
import { Picture } from '../../shared/Picture';
import { CardGrid } from '../../shared/CardGrid';
import { GridSkeleton } from '../credits';
import { TransferFacts } from './TransferFacts';

export default function TransferListPage() {
  const lang = useLang();
  const systems = useResource((api, l, signal) => fetchTransferSystems(api, l, signal), []);
  return (
    <Container as={Page}>
      <PageIntro name="transfers" fallbackTitle="transfers.title" />
      <Section>
        <ResourceView resource={systems} skeleton={<GridSkeleton height={400} />} empty="transfers.empty">
          {(list) => (
            <CardGrid>
              {list.map((system) => (
                <ItemCard key={system.id} data-testid="transfer-card">
                  <Picture src={system.image} alt={system.title} width={400} height={225} />
                  <ItemTitle>{system.title}</ItemTitle>
                  <Muted>{system.summary}</Muted>
                  <TransferFacts system={system} />
                  <MoreLink to={localizePath(`/transfers/${system.slug}`, lang)}>
                    <FormattedMessage id="common.more" />
                    <span className="visually-hidden">: {system.title}</span>
                  </MoreLink>
                </ItemCard>
              ))}
            </CardGrid>
          )}
        </ResourceView>
      </Section>
    </Container>
  );
}
