import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { BankCard } from '@ssb/api-client';
import { Section, SectionTitle, Text } from '@ssb/ui-kit';

const CallLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 2px solid ${({ theme }) => theme.colors.primaryStrong};
  border-radius: ${({ theme }) => theme.radius.control}px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const SubTitle = styled.h3`
  font-size: ${({ theme }) => theme.type.h3.size}px;
  line-height: ${({ theme }) => theme.type.h3.line}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  margin: ${({ theme }) => theme.space[3]}px 0 ${({ theme }) => theme.space[2]}px;
`;

const Steps = styled(Text)`
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

/** The number to dial: digits and the leading plus only. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Who may apply and with which documents. */
export function CardEligibility({ card }: { card: BankCard }) {
  return (
    <Section data-testid="card-eligibility">
      <SectionTitle>
        <FormattedMessage id="cards.who" />
      </SectionTitle>
      <Text>{card.eligibility}</Text>
      <SubTitle>
        <FormattedMessage id="cards.documents" />
      </SubTitle>
      <ul>
        {card.documents.map((doc) => (
          <li key={doc}>{doc}</li>
        ))}
      </ul>
    </Section>
  );
}

/** How to block the card at any hour: the 24/7 line, then the ways the seed describes. */
export function CardBlocking({ card }: { card: BankCard }) {
  return (
    <Section data-testid="card-blocking">
      <SectionTitle>
        <FormattedMessage id="cards.block" />
      </SectionTitle>
      <CallLink href={telOf(card.blockPhone)}>
        <FormattedMessage id="cards.blockCall" values={{ phone: card.blockPhone }} />
      </CallLink>
      <Steps>{card.blocking}</Steps>
    </Section>
  );
}
