import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLang, useOpenApplication, useResource, type CreditCalculatorProps } from '@ssb/contracts';
import { Button, formatMoney, formatNumber } from '@ssb/ui-kit';
import { fetchCredit } from '@ssb/api-client';
import { creditEffectiveRate, creditSchedule, creditTotals, type CalculatorCredit } from '../../domain';
import {
  AmountTermInputs,
  checkInputs,
  hasUsableBounds,
  CalculatorSkeleton,
  CalculatorUnavailable,
  Actions,
  Layout,
  Note,
  Hint,
  NO_VALUE,
  Result,
  ResultArea,
  ResultRow,
  useToday,
  useQueryInputs,
} from '../calculator-ui';
import { CreditScheduleDialog, preloadSchedule } from '../schedule';

/**
 * Exposed `CreditCalculator`: computes as the visitor types, with the credit the page passed
 * or, without one, the credit it loads itself.
 */
export function CreditCalculator({ creditId, credit }: CreditCalculatorProps) {
  return credit?.id === creditId ? <UsableCredit credit={credit} /> : <LoadedCredit creditId={creditId} />;
}

function LoadedCredit({ creditId }: { creditId: number }) {
  const credit = useResource((api, lang, signal) => fetchCredit(api, lang, creditId, signal), [creditId]);
  if (credit.status === 'loading') return <CalculatorSkeleton />;
  // No calculator data in this language (not found, not loadable).
  if (credit.status === 'error') return <CalculatorUnavailable onRetry={credit.retry} testId="credit-calculator-unavailable" />;
  return <UsableCredit credit={credit.data} />;
}

function UsableCredit({ credit }: { credit: CalculatorCredit }) {
  if (!hasUsableBounds(credit) || !(credit.percent >= 0)) return <CalculatorUnavailable testId="credit-calculator-unavailable" />;
  return <CreditCalculatorView credit={credit} />;
}

function CreditCalculatorView({ credit }: { credit: CalculatorCredit }) {
  const lang = useLang();
  const startDate = useToday();
  const { rawAmount, rawMonths, setAmount, setMonths } = useQueryInputs(credit);
  const checked = checkInputs(rawAmount, rawMonths, credit);
  const [open, setOpen] = useState(false);
  // Apply carries the figures the visitor chose into the application form.
  const apply = useOpenApplication();
  const money = (v: number, digits = 2) => formatMoney(v, credit.currency, lang, digits);
  const { amount, months } = checked;

  const result = useMemo(() => {
    if (amount === null || months === null) return null;
    const rows = creditSchedule({ amount, annualPercent: credit.percent, months, startDate });
    return { first: rows[0], totals: creditTotals(rows), effectiveRate: creditEffectiveRate(rows, amount) };
  }, [amount, months, credit.percent, startDate]);

  const onApply = () => {
    if (amount !== null && months !== null) apply({ kind: 'credit', productName: credit.title, productId: credit.id, amount, months });
  };

  const titleId = `credit-calc-${credit.id}`;
  return (
    <Layout as="section" aria-labelledby={titleId} data-testid="credit-calculator">
      <div>
        <h2 id={titleId}>
          <FormattedMessage id="calc.title" />
        </h2>
        <AmountTermInputs
          product={credit}
          amountLabelId="calc.amount"
          rawAmount={rawAmount}
          rawMonths={rawMonths}
          checked={checked}
          setAmount={setAmount}
          setMonths={setMonths}
        />
      </div>
      <ResultArea aria-live="polite">
        {/* The monthly payment first: right under the inputs, where a phone shows it without scrolling. */}
        <Result data-testid="credit-result">
          <ResultRow
            label={<FormattedMessage id="calc.monthly" />}
            value={result?.first ? money(result.first.payment) : NO_VALUE}
            main
            testId={result ? 'monthly-payment' : undefined}
          />
          <ResultRow
            label={<FormattedMessage id="calc.rate" />}
            value={`${formatNumber(credit.percent, lang, Number.isInteger(credit.percent) ? 0 : 2)} %`}
            testId="credit-rate"
          />
          <ResultRow
            label={<FormattedMessage id="calc.total" />}
            value={result ? money(result.totals.totalPayment) : NO_VALUE}
            testId={result ? 'credit-total' : undefined}
          />
          <ResultRow
            label={<FormattedMessage id="calc.overpayment" />}
            value={result ? money(result.totals.overpayment) : NO_VALUE}
            testId={result ? 'credit-overpayment' : undefined}
          />
          <ResultRow
            label={<FormattedMessage id="calc.effectiveRate" />}
            value={result ? `${formatNumber(result.effectiveRate, lang, 2)} %` : NO_VALUE}
            testId={result ? 'credit-effective-rate' : undefined}
          />
        </Result>
        <Hint data-testid={result ? undefined : 'out-of-bounds'}>{!result && <FormattedMessage id="calc.fixInputs" />}</Hint>
        <Actions>
          <Button disabled={!result} onClick={onApply} data-testid="calc-apply">
            <FormattedMessage id="calc.apply" />
          </Button>
          <Button
            variant="secondary"
            onClick={() => setOpen(true)}
            onPointerEnter={preloadSchedule}
            onFocus={preloadSchedule}
            disabled={!result}
            data-testid="open-schedule"
          >
            <FormattedMessage id="calc.schedule.credit" />
          </Button>
        </Actions>
        <Note>
          <FormattedMessage id="calc.approximate" />
        </Note>
      </ResultArea>
      {open && amount !== null && months !== null && (
        <CreditScheduleDialog credit={credit} amount={amount} months={months} onClose={() => setOpen(false)} />
      )}
    </Layout>
  );
}
