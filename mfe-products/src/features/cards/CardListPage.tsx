import { FormattedMessage } from 'react-intl';
import { localizePath, useLang, useResource } from '@ssb/contracts';
import { fetchCards, type CardListItem } from '@ssb/api-client';
import { Grid, ItemCard, ItemTitle, MoreLink, Muted, Page, Section, Container } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';
import { Picture } from '../../shared/Picture';
import { audienceQuery, useAudience } from '../../shared/audience';
import { GridSkeleton } from '../credits';

export const PAYMENT_SYSTEMS: Record<CardListItem['paymentSystem'], string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  KORTI_MILLI: 'Korti Milli',
  UNIONPAY: 'UnionPay',
};

function BankCardTile({ card }: { card: CardListItem }) {
  const lang = useLang();
  return (
    <ItemCard data-testid="card-card">
      <Picture src={card.image} alt={card.title} width={400} height={252} />
      <ItemTitle>{card.title}</ItemTitle>
      <Muted>{PAYMENT_SYSTEMS[card.paymentSystem]}</Muted>
      <Muted>{card.summary}</Muted>
      <MoreLink to={`${localizePath(`/Card/${card.id}`, lang)}${audienceQuery(card.audience)}`}>
        <FormattedMessage id="common.more" />
        <span className="visually-hidden">: {card.title}</span>
      </MoreLink>
    </ItemCard>
  );
}

export default function CardListPage() {
  const audience = useAudience();
  const cards = useResource((api, lang, signal) => fetchCards(api, lang, { audience }, signal), [audience]);
  return (
    <Container as={Page}>
      <PageIntro name="Card" fallbackTitle="cards.title" />
      <Section>
        <ResourceView resource={cards} skeleton={<GridSkeleton height={420} />} empty="cards.empty">
          {(list) => (
            <Grid>
              {list.map((card) => (
                <BankCardTile key={card.id} card={card} />
              ))}
            </Grid>
          )}
        </ResourceView>
      </Section>
    </Container>
  );
}
