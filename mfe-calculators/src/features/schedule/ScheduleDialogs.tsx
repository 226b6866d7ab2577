import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Skeleton, fetchCredit, fetchDeposit, useLang, useResource, type Credit, type CreditScheduleProps, type Deposit, type DepositScheduleProps } from '@ssb/contracts';
import { creditSchedule, depositAnnualPercent, depositSchedule } from '../../domain';
import { hasUsableBounds, type Bounds } from '../calculator-ui/bounds';
import { useToday } from '../calculator-ui/today';
import { Dialog } from './Dialog';
import { creditDocument, depositDocument } from './model';
import { ScheduleView } from './ScheduleView';

const inBounds = (b: Bounds, amount: number, months: number) =>
  Number.isFinite(amount) && Number.isInteger(months) && amount >= b.minAmount && amount <= b.maxAmount && months >= b.minMonths && months <= b.maxMonths;

function Problem({ id }: { id: string }) {
  return (
    <p role="alert" data-testid="schedule-problem">
      <FormattedMessage id={id} />
    </p>
  );
}

/** The credit schedule dialog for a loaded credit. */
export function CreditScheduleDialog({ credit, amount, months, onClose }: { credit: Credit; amount: number; months: number; onClose: () => void }) {
  const intl = useIntl();
  const lang = useLang();
  const startDate = useToday();
  const doc = useMemo(() => {
    if (!hasUsableBounds(credit) || !inBounds(credit, amount, months) || !(credit.percent >= 0)) return null;
    const rows = creditSchedule({ amount, annualPercent: credit.percent, months, startDate });
    return creditDocument(credit, rows, { intl, lang, amount, months, percent: credit.percent, startDate });
  }, [credit, amount, months, startDate, intl, lang]);
  return (
    <Dialog title={<FormattedMessage id="schedule.credit.title" />} onClose={onClose} testId="credit-schedule">
      {doc ? <ScheduleView doc={doc} /> : <Problem id="schedule.unavailable" />}
    </Dialog>
  );
}

/** The deposit schedule dialog for a loaded deposit. */
export function DepositScheduleDialog({ deposit, amount, months, onClose }: { deposit: Deposit; amount: number; months: number; onClose: () => void }) {
  const intl = useIntl();
  const lang = useLang();
  const startDate = useToday();
  const doc = useMemo(() => {
    const percent = depositAnnualPercent(deposit.rateTiers ?? [], months);
    if (percent === undefined || !hasUsableBounds(deposit) || !inBounds(deposit, amount, months)) return null;
    const rows = depositSchedule({ amount, annualPercent: percent, months, startDate });
    return depositDocument(deposit, rows, { intl, lang, amount, months, percent, startDate });
  }, [deposit, amount, months, startDate, intl, lang]);
  return (
    <Dialog title={<FormattedMessage id="schedule.deposit.title" />} onClose={onClose} testId="deposit-schedule">
      {doc ? <ScheduleView doc={doc} /> : <Problem id="schedule.unavailable" />}
    </Dialog>
  );
}

/** Exposed `CreditSchedule`: loads the credit by id, then shows its schedule. */
export function CreditSchedule({ creditId, amount, months, onClose }: CreditScheduleProps) {
  const credit = useResource((api, lang, signal) => fetchCredit(api, lang, creditId, signal), [creditId]);
  if (credit.status === 'ready') return <CreditScheduleDialog credit={credit.data} amount={amount} months={months} onClose={onClose} />;
  return (
    <Dialog title={<FormattedMessage id="schedule.credit.title" />} onClose={onClose} testId="credit-schedule">
      {credit.status === 'loading' ? <Skeleton style={{ minHeight: 240 }} aria-busy="true" /> : <Problem id="calc.unavailable" />}
    </Dialog>
  );
}

/** Exposed `DepositSchedule`: loads the deposit by id, then shows its schedule. */
export function DepositSchedule({ depositId, amount, months, onClose }: DepositScheduleProps) {
  const deposit = useResource((api, lang, signal) => fetchDeposit(api, lang, depositId, signal), [depositId]);
  if (deposit.status === 'ready') return <DepositScheduleDialog deposit={deposit.data} amount={amount} months={months} onClose={onClose} />;
  return (
    <Dialog title={<FormattedMessage id="schedule.deposit.title" />} onClose={onClose} testId="deposit-schedule">
      {deposit.status === 'loading' ? <Skeleton style={{ minHeight: 240 }} aria-busy="true" /> : <Problem id="calc.unavailable" />}
    </Dialog>
  );
}
