import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLang, useOpenApplication, useResource, type DepositCalculatorProps } from '@ssb/contracts';
import { Button, formatMoney, formatNumber } from '@ssb/ui-kit';
import { fetchDeposit } from '@ssb/api-client';
import { depositAnnualPercent, depositEffectiveYield, depositSchedule, depositTaxOfTotal, depositTotals, type CalculatorDeposit } from '../../domain';
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
import { DepositScheduleDialog, preloadSchedule } from '../schedule';

/**
 * Exposed `DepositCalculator`: takes the rate from the deposit's tiers by term, with the deposit
 * the page passed or, without one, the deposit it loads itself.
 */
export function DepositCalculator({ depositId, deposit }: DepositCalculatorProps) {
  return deposit?.id === depositId ? <UsableDeposit deposit={deposit} /> : <LoadedDeposit depositId={depositId} />;
}

function LoadedDeposit({ depositId }: { depositId: number }) {
  const deposit = useResource((api, lang, signal) => fetchDeposit(api, lang, depositId, signal), [depositId]);
  if (deposit.status === 'loading') return <CalculatorSkeleton />;
  if (deposit.status === 'error') return <CalculatorUnavailable onRetry={deposit.retry} testId="deposit-calculator-unavailable" />;
  return <UsableDeposit deposit={deposit.data} />;
}

function UsableDeposit({ deposit }: { deposit: CalculatorDeposit }) {
  if (!hasUsableBounds(deposit)) return <CalculatorUnavailable testId="deposit-calculator-unavailable" />;
  return <DepositCalculatorView deposit={deposit} />;
}

function DepositCalculatorView({ deposit }: { deposit: CalculatorDeposit }) {
  const lang = useLang();
  const startDate = useToday();
  const { rawAmount, rawMonths, setAmount, setMonths } = useQueryInputs(deposit);
  const checked = checkInputs(rawAmount, rawMonths, deposit);
  const [open, setOpen] = useState(false);
  // Apply carries the figures the visitor chose into the application form.
  const apply = useOpenApplication();
  const money = (v: number, digits = 2) => formatMoney(v, deposit.currency, lang, digits);
  const { amount, months } = checked;
  const tiers = deposit.rateTiers ?? [];
  const percent = months === null ? undefined : depositAnnualPercent(tiers, months);
  // The yield follows how the deposit pays its interest: each month, or with the amount at the end.
  const payout = deposit.interestPayout ?? 'maturity';

  const result = useMemo(() => {
    if (amount === null || months === null || percent === undefined) return null;
    const rows = depositSchedule({ amount, annualPercent: percent, months, startDate });
    const totals = depositTotals(rows, amount, percent);
    return {
      ...totals,
      taxOfTotal: depositTaxOfTotal(totals.grossInterest),
      effectiveYield: depositEffectiveYield(rows, amount, payout),
    };
  }, [amount, months, percent, startDate, payout]);

  // No tiers at all, or none for this term: the schedule cannot be made.
  const noRate = tiers.length === 0 || (months !== null && percent === undefined);
  const onApply = () => {
    if (amount !== null && months !== null) apply({ kind: 'deposit', productName: deposit.title, productId: deposit.id, amount, months });
  };

  const titleId = `deposit-calc-${deposit.id}`;
  return (
    <Layout as="section" aria-labelledby={titleId} data-testid="deposit-calculator">
      <div>
        <h2 id={titleId}>
          <FormattedMessage id="calc.deposit.title" />
        </h2>
        <AmountTermInputs
          product={deposit}
          amountLabelId="calc.deposit.amount"
          rawAmount={rawAmount}
          rawMonths={rawMonths}
          checked={checked}
          setAmount={setAmount}
          setMonths={setMonths}
        />
      </div>
      <ResultArea aria-live="polite">
        {/* The yield summary first (at maturity, then the net income): right under the inputs, where a phone shows it without scrolling. */}
        <Result data-testid="deposit-result">
          {(
            [
              ['calc.deposit.maturity', 'deposit-maturity', result?.amountAtMaturity],
              ['calc.deposit.net', 'deposit-net', result?.netInterest],
              ['calc.deposit.income', 'deposit-income', result?.grossInterest],
              ['calc.deposit.tax', 'deposit-tax', result?.tax],
            ] as const
          ).map(([label, testId, value]) => (
            <ResultRow
              key={testId}
              label={<FormattedMessage id={label} />}
              value={value === undefined ? NO_VALUE : money(value)}
              main={testId === 'deposit-maturity'}
              testId={value === undefined ? undefined : testId}
            />
          ))}
          <ResultRow
            label={<FormattedMessage id="calc.rate" />}
            value={percent === undefined ? NO_VALUE : `${formatNumber(percent, lang, Number.isInteger(percent) ? 0 : 2)} %`}
            testId={percent === undefined ? undefined : 'deposit-rate'}
          />
          <ResultRow
            label={<FormattedMessage id="calc.deposit.effectiveYield" />}
            value={result ? `${formatNumber(result.effectiveYield, lang, 2)} %` : NO_VALUE}
            testId={result ? 'deposit-effective-yield' : undefined}
          />
        </Result>
        <Note data-testid="deposit-payout">
          <FormattedMessage id={payout === 'monthly' ? 'calc.deposit.payout.monthly' : 'calc.deposit.payout.maturity'} />
        </Note>
        {result && result.taxOfTotal !== result.tax && (
          // The tax is withheld row by row, each time to the diram: say why it is not 12 % of the income.
          <Note data-testid="deposit-tax-rounding">
            <FormattedMessage id="calc.deposit.taxRounding" values={{ taxOfTotal: money(result.taxOfTotal) }} />
          </Note>
        )}
        {noRate ? (
          <Hint role="alert" data-testid="schedule-unavailable">
            <FormattedMessage id="schedule.unavailable" />
          </Hint>
        ) : (
          <Hint data-testid={result ? undefined : 'out-of-bounds'}>{!result && <FormattedMessage id="calc.fixInputs" />}</Hint>
        )}
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
            <FormattedMessage id="calc.schedule.deposit" />
          </Button>
        </Actions>
        <Note>
          <FormattedMessage id="calc.approximate" />
        </Note>
      </ResultArea>
      {open && amount !== null && months !== null && (
        <DepositScheduleDialog deposit={deposit} amount={amount} months={months} onClose={() => setOpen(false)} />
      )}
    </Layout>
  );
}
