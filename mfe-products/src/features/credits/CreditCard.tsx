import { FormattedMessage } from 'react-intl';
import { localizePath, useLang } from '@ssb/contracts';
import { type Credit } from '@ssb/api-client';
import { Facts, ItemCard, ItemTitle, MoreLink, formatMoney } from '@ssb/ui-kit';
import { Picture } from '../../shared/Picture';
import { audienceQuery } from '../../shared/audience';

export function CreditCard({ credit }: { credit: Credit }) {
  const lang = useLang();
  return (
    <ItemCard data-testid="credit-card">
      <Picture src={credit.image} alt={credit.title} width={400} height={225} />
      <ItemTitle>{credit.title}</ItemTitle>
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
      <MoreLink to={`${localizePath(`/Credit/${credit.id}`, lang)}${audienceQuery(credit.audience)}`}>
        <FormattedMessage id="common.more" />
        <span className="visually-hidden">: {credit.title}</span>
      </MoreLink>
    </ItemCard>
  );
}
