import { FormattedMessage } from 'react-intl';
import { localizePath, useLang } from '@ssb/contracts';
import { type Deposit } from '@ssb/api-client';
import { Facts, ItemCard, ItemTitle, MoreLink, formatMoney } from '@ssb/ui-kit';
import { Picture } from '../../shared/Picture';
import { audienceQuery } from '../../shared/audience';

/** The best rate of a deposit's tiers (0 when it has none). */
const topRate = (deposit: Deposit): number => deposit.rateTiers.reduce((max, t) => Math.max(max, t.percent), 0);

/** "Up to" only where the rate depends on the term; one rate is said as it is. */
const rateMessage = (deposit: Deposit) => (new Set(deposit.rateTiers.map((t) => t.percent)).size > 1 ? 'deposits.rate' : 'deposits.rateFixed');

export function DepositFacts({ deposit, payout = false }: { deposit: Deposit; payout?: boolean }) {
  const lang = useLang();
  return (
    <Facts>
      <li>
        <FormattedMessage id={rateMessage(deposit)} values={{ percent: topRate(deposit) }} />
      </li>
      {payout && (
        <li data-testid="deposit-payout-fact">
          <FormattedMessage id={deposit.interestPayout === 'monthly' ? 'deposits.payout.monthly' : 'deposits.payout.maturity'} />
        </li>
      )}
      <li>
        <FormattedMessage id="credits.term" values={{ min: deposit.minMonths, max: deposit.maxMonths }} />
      </li>
      <li>
        <FormattedMessage
          id="credits.amount"
          values={{ min: formatMoney(deposit.minAmount, deposit.currency, lang), max: formatMoney(deposit.maxAmount, deposit.currency, lang) }}
        />
      </li>
    </Facts>
  );
}

export function DepositCard({ deposit }: { deposit: Deposit }) {
  const lang = useLang();
  return (
    <ItemCard data-testid="deposit-card">
      <Picture src={deposit.image} alt={deposit.title} width={400} height={225} />
      <ItemTitle>{deposit.title}</ItemTitle>
      <DepositFacts deposit={deposit} />
      <MoreLink to={`${localizePath(`/Deposit/${deposit.id}`, lang)}${audienceQuery(deposit.audience)}`}>
        <FormattedMessage id="common.more" />
        <span className="visually-hidden">: {deposit.title}</span>
      </MoreLink>
    </ItemCard>
  );
}
