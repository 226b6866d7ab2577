import { FormattedMessage } from 'react-intl';
import { localizePath, useLang, useResource } from '@ssb/contracts';
import { fetchCards, type CardListItem } from '@ssb/api-client';
import { ItemCard, ItemTitle, MoreLink, Muted, Page, Section, Container } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';
import { Picture } from '../../shared/Picture';
import { CardGrid } from '../../shared/CardGrid';
import { audienceQuery, useAudience } from '../../shared/audience';
import { GridSkeleton } from '../credits';

const PAYMENT_SYSTEMS: Record<CardListItem['paymentSystem'], string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  KORTI_MILLI: 'Korti Milli',
  UNIONPAY: 'UnionPay',
};
/** The national network is named in the page's own script; the others are brands, written as such. */
const KORTI_MILLI: Record<ReturnType<typeof useLang>, string> = { tj: 'Корти Миллӣ', ru: 'Корти Милли', en: 'Korti Milli' };

export const paymentSystemName = (system: CardListItem['paymentSystem'], lang: ReturnType<typeof useLang>): string =>
  system === 'KORTI_MILLI' ? KORTI_MILLI[lang] : PAYMENT_SYSTEMS[system];

function BankCardTile({ card }: { card: CardListItem }) {
  const lang = useLang();
  return (
    <ItemCard data-testid="card-card">
      <Picture src={card.image} alt={card.title} width={400} height={252} />
      <ItemTitle>{card.title}</ItemTitle>
      <Muted>{paymentSystemName(card.paymentSystem, lang)}</Muted>
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
            <CardGrid>
              {list.map((card) => (
                <BankCardTile key={card.id} card={card} />
              ))}
            </CardGrid>
          )}
        </ResourceView>
      </Section>
    </Container>
  );
}
