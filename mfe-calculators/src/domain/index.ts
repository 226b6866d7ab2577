/** The calculators' pure math (docs/calculators.md). No React, no clock, no I/O. */
export type { CreditRow, DepositRow, InterestPayout, RateTier } from '@ssb/api-client';
export type { CalculatorCredit, CalculatorDeposit } from './products';
export { annuityPayment, creditSchedule, creditTotals, creditYearBasis, type CreditTotals } from './credit';
export { depositSchedule, depositTaxOfTotal, depositTermDays, depositTotals, depositYearBasis, type DepositTotals } from './deposit';
export {
  creditEffectiveRate,
  depositEffectiveYield,
  internalRate,
  irregularLastPayment,
  type CashFlow,
  type IrregularLastPayment,
} from './effectiveRate';
export { depositAnnualPercent } from './rates';
export { round2, sumMoney } from './money';
export {
  addMonths,
  calendarDateOf,
  dayNumber,
  daysBetween,
  daysInMonth,
  firstOfMonthAfter,
  formatCalendarDate,
  formatDateDMY,
  isLeapYear,
  isValidDate,
  type CalendarDate,
} from './dates';
export { MAX_MONTHS, type ScheduleInput } from './validation';
export type { CsvValue, ScheduleCell, ScheduleColumn, ScheduleDocument } from './scheduleDocument';
