import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { localizePath, useLang, useResource, type PageProps } from '@ssb/contracts';
import { fetchCard, type BankCard } from '@ssb/api-client';
import { ApplyButton } from '../../shared/ApplyButton';
import { summaryOf, useDescription } from '../../shared/Described';
import { DetailError, DetailSkeleton } from '../../shared/DetailState';
import { Facts, MoreLink, Page, Section, usePageMeta, Container, PageTitle } from '@ssb/ui-kit';
import { Picture } from '../../shared/Picture';
import { paymentSystemName } from './CardListPage';
import { CardTariffs } from './CardTariffs';
import { CardBlocking, CardEligibility } from './CardConditions';

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 360px) 1fr;
  gap: ${({ theme }) => theme.space[5]}px;
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;

const RulesLink = styled(MoreLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget}px;
`;

function CardView({ card }: { card: BankCard }) {
  const lang = useLang();
  const { before, after } = useDescription('card', card.id, card.description);
  return (
    <Container as={Page}>
      <PageTitle>{card.title}</PageTitle>
      <Top>
        <Picture src={card.image} alt={card.title} width={360} height={227} eager />
        <div>
          <Facts data-testid="card-facts">
            <li>
              <FormattedMessage id="cards.system" values={{ system: paymentSystemName(card.paymentSystem, lang) }} />
            </li>
            <li>
              <FormattedMessage id="common.currencies" values={{ list: card.currencies.join(', ') }} />
            </li>
            <li>
              <FormattedMessage id="cards.term" values={{ months: card.termMonths }} />
            </li>
            <li>
              <FormattedMessage id="cards.ready" values={{ days: card.readyInDays }} />
            </li>
          </Facts>
          <ApplyButton
            request={{ kind: 'card', productName: card.title, productId: card.id, paymentSystem: card.paymentSystem }}
            label="cards.apply"
          />
        </div>
      </Top>
      <Section>
        {before}
        {after}
      </Section>
      <CardTariffs card={card} />
      <CardEligibility card={card} />
      <CardBlocking card={card} />
      <RulesLink to={localizePath('/rules-card', lang)}>
        <FormattedMessage id="cards.rules" />
      </RulesLink>
    </Container>
  );
}

export default function CardDetailPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const card = useResource((api, lang, signal) => fetchCard(api, lang, slug, signal), [slug]);
  const data = card.status === 'ready' ? card.data : null;
  usePageMeta(data?.title, data ? data.summary || summaryOf(data.description) : undefined);
  if (card.status === 'loading') return <DetailSkeleton />;
  if (card.status === 'error') return <DetailError resource={card} />;
  return <CardView card={card.data} />;
}
