import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, formatMoney, localizePath, useLang, type Credit } from '@ssb/contracts';

const Title = styled.h3`
  font-size: ${({ theme }) => theme.type.h3.size}px;
  line-height: ${({ theme }) => theme.type.h3.line}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
`;

const Facts = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const More = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export function CreditCard({ credit }: { credit: Credit }) {
  const lang = useLang();
  return (
    <Card data-testid="credit-card">
      <Title>{credit.title}</Title>
      <Facts>
        <li>
          <FormattedMessage id="credits.rate" values={{ percent: credit.percent }} />
        </li>
        <li>
          <FormattedMessage id="credits.term" values={{ min: credit.minMonths, max: credit.maxMonths }} />
        </li>
        <li>
          <FormattedMessage
            id="credits.amount"
            values={{
              min: formatMoney(credit.minAmount, credit.currency, lang),
              max: formatMoney(credit.maxAmount, credit.currency, lang),
            }}
          />
        </li>
      </Facts>
      <More to={localizePath(`/Credit/${credit.id}`, lang)}>
        <FormattedMessage id="credits.more" />
        <span className="visually-hidden">: {credit.title}</span>
      </More>
    </Card>
  );
}
