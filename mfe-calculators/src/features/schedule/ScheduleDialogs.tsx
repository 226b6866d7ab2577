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

function CreditScheduleBody({ credit, amount, months }: { credit: Credit; amount: number; months: number }) {
  const intl = useIntl();
  const lang = useLang();
  const startDate = useToday();
  const doc = useMemo(() => {
    if (!hasUsableBounds(credit) || !inBounds(credit, amount, months) || !(credit.percent >= 0)) return null;
    const rows = creditSchedule({ amount, annualPercent: credit.percent, months, startDate });
    return creditDocument(credit, rows, { intl, lang, amount, months, percent: credit.percent, startDate });
  }, [credit, amount, months, startDate, intl, lang]);
  return doc ? <ScheduleView doc={doc} /> : <Problem id="schedule.unavailable" />;
}

function DepositScheduleBody({ deposit, amount, months }: { deposit: Deposit; amount: number; months: number }) {
  const intl = useIntl();
  const lang = useLang();
  const startDate = useToday();
  const doc = useMemo(() => {
    const percent = depositAnnualPercent(deposit.rateTiers ?? [], months);
    if (percent === undefined || !hasUsableBounds(deposit) || !inBounds(deposit, amount, months)) return null;
    const rows = depositSchedule({ amount, annualPercent: percent, months, startDate });
    return depositDocument(deposit, rows, { intl, lang, amount, months, percent, startDate });
  }, [deposit, amount, months, startDate, intl, lang]);
  return doc ? <ScheduleView doc={doc} /> : <Problem id="schedule.unavailable" />;
}

const Loading = () => <Skeleton style={{ minHeight: 240 }} aria-busy="true" />;

/** The credit schedule dialog for a loaded credit. */
export function CreditScheduleDialog({ credit, amount, months, onClose }: { credit: Credit; amount: number; months: number; onClose: () => void }) {
  return (
    <Dialog title={<FormattedMessage id="schedule.credit.title" />} onClose={onClose} testId="credit-schedule">
      <CreditScheduleBody credit={credit} amount={amount} months={months} />
    </Dialog>
  );
}

/** The deposit schedule dialog for a loaded deposit. */
export function DepositScheduleDialog({ deposit, amount, months, onClose }: { deposit: Deposit; amount: number; months: number; onClose: () => void }) {
  return (
    <Dialog title={<FormattedMessage id="schedule.deposit.title" />} onClose={onClose} testId="deposit-schedule">
      <DepositScheduleBody deposit={deposit} amount={amount} months={months} />
    </Dialog>
  );
}

/** Exposed `CreditSchedule`: the dialog opens at once and loads the credit by id inside. */
export function CreditSchedule({ creditId, amount, months, onClose }: CreditScheduleProps) {
  const credit = useResource((api, lang, signal) => fetchCredit(api, lang, creditId, signal), [creditId]);
  return (
    <Dialog title={<FormattedMessage id="schedule.credit.title" />} onClose={onClose} testId="credit-schedule">
      {credit.status === 'ready' ? (
        <CreditScheduleBody credit={credit.data} amount={amount} months={months} />
      ) : credit.status === 'loading' ? (
        <Loading />
      ) : (
        <Problem id="calc.unavailable" />
      )}
    </Dialog>
  );
}

/** Exposed `DepositSchedule`: the dialog opens at once and loads the deposit by id inside. */
export function DepositSchedule({ depositId, amount, months, onClose }: DepositScheduleProps) {
  const deposit = useResource((api, lang, signal) => fetchDeposit(api, lang, depositId, signal), [depositId]);
  return (
    <Dialog title={<FormattedMessage id="schedule.deposit.title" />} onClose={onClose} testId="deposit-schedule">
      {deposit.status === 'ready' ? (
        <DepositScheduleBody deposit={deposit.data} amount={amount} months={months} />
      ) : deposit.status === 'loading' ? (
        <Loading />
      ) : (
        <Problem id="calc.unavailable" />
      )}
    </Dialog>
  );
}
