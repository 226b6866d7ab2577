/** The calculators' pure math (docs/calculators.md). No React, no clock, no I/O. */
export type { CreditRow, DepositRow } from '@ssb/api-client';
export type { CalculatorCredit, CalculatorDeposit } from './products';
export { annuityPayment, creditSchedule, creditTotals, creditYearBasis } from './credit';
export { depositSchedule, depositTaxOfTotal, depositTotals } from './deposit';
export { creditEffectiveRate, depositEffectiveYield, internalRate, irregularLastPayment } from './effectiveRate';
export { depositAnnualPercent } from './rates';

export type { CsvValue, ScheduleCell, ScheduleDocument } from './scheduleDocument';
