/**
 * What a schedule dialog shows: the table and the downloads of one schedule. Loaded when a
 * dialog first opens (ScheduleDialogs.tsx), not with the calculator on a first page.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '@ssb/contracts';
import { creditSchedule, depositAnnualPercent, depositSchedule, type CalculatorCredit, type CalculatorDeposit } from '../../domain';
import { hasUsableBounds, type Bounds, useToday } from '../calculator-ui';
import { creditDocument, depositDocument } from './model';
import { Problem } from './Problem';
import { ScheduleView } from './ScheduleView';

const inBounds = (b: Bounds, amount: number, months: number) =>
  Number.isFinite(amount) &&
  Number.isInteger(months) &&
  amount >= b.minAmount &&
  amount <= b.maxAmount &&
  months >= b.minMonths &&
  months <= b.maxMonths;

export function CreditScheduleBody({ credit, amount, months }: { credit: CalculatorCredit; amount: number; months: number }) {
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

export function DepositScheduleBody({ deposit, amount, months }: { deposit: CalculatorDeposit; amount: number; months: number }) {
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
