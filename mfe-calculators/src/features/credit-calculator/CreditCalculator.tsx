import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Card,
  Skeleton,
  fetchCredit,
  formatMoney,
  useLang,
  useResource,
  type Credit,
  type CreditCalculatorProps,
} from '@ssb/contracts';
import { creditSchedule, creditTotals } from '../../domain';
import { NumberSlider } from './NumberSlider';
import { useCreditInputs } from './useCreditInputs';

const Layout = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  margin: ${({ theme }) => theme.space[4]}px 0;
`;

const Result = styled.dl`
  margin: 0;
  font-variant-numeric: tabular-nums;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.type.h3.size}px;
    line-height: ${({ theme }) => theme.type.h3.line}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.type.small.size}px;
  margin: 0;
  min-height: ${({ theme }) => theme.type.small.line * 2}px;
`;

/** Loads the credit, then computes as the visitor types. */
export function CreditCalculator({ creditId }: CreditCalculatorProps) {
  const credit = useResource((api, lang, signal) => fetchCredit(api, lang, creditId, signal), [creditId]);
  if (credit.status === 'loading') return <Skeleton style={{ minHeight: 320 }} aria-busy="true" />;
  if (credit.status === 'error')
    return (
      <Card role="alert">
        <FormattedMessage id="calc.unavailable" />
      </Card>
    );
  return <CreditCalculatorView credit={credit.data} />;
}

function CreditCalculatorView({ credit }: { credit: Credit }) {
  const intl = useIntl();
  const lang = useLang();
  const { amount, months, inBounds, setAmount, setMonths } = useCreditInputs(credit);
  const money = (v: number, digits = 2) => formatMoney(v, credit.currency, lang, digits);

  const result = useMemo(() => {
    if (!inBounds) return null;
    const rows = creditSchedule({ amount, annualPercent: credit.percent, months, startDate: new Date() });
    return { first: rows[0], totals: creditTotals(rows) };
  }, [amount, months, inBounds, credit.percent]);

  return (
    <Layout aria-labelledby={`credit-calc-${credit.id}`} data-testid="credit-calculator">
      <div>
        <h2 id={`credit-calc-${credit.id}`}>
          <FormattedMessage id="calc.title" />
        </h2>
        <NumberSlider
          name="amount"
          label={intl.formatMessage({ id: 'calc.amount' })}
          value={amount}
          min={credit.minAmount}
          max={credit.maxAmount}
          step={100}
          onChange={setAmount}
        />
        <NumberSlider
          name="months"
          label={intl.formatMessage({ id: 'calc.months' })}
          value={months}
          min={credit.minMonths}
          max={credit.maxMonths}
          step={1}
          onChange={setMonths}
        />
      </div>
      <div aria-live="polite">
        {result && result.first ? (
          <Result>
            <dt>
              <FormattedMessage id="calc.monthly" />
            </dt>
            <dd data-testid="monthly-payment">{money(result.first.payment)}</dd>
            <dt>
              <FormattedMessage id="calc.total" />
            </dt>
            <dd>{money(result.totals.totalPayment)}</dd>
            <dt>
              <FormattedMessage id="calc.overpayment" />
            </dt>
            <dd>{money(result.totals.overpayment)}</dd>
          </Result>
        ) : (
          <p role="alert" data-testid="out-of-bounds">
            <FormattedMessage
              id="calc.outOfBounds"
              values={{
                minAmount: money(credit.minAmount, 0),
                maxAmount: money(credit.maxAmount, 0),
                minMonths: credit.minMonths,
                maxMonths: credit.maxMonths,
              }}
            />
          </p>
        )}
        <Note>
          <FormattedMessage id="calc.approximate" />
        </Note>
      </div>
    </Layout>
  );
}
