import { type CalendarDate, calendarDateOf, isValidDate } from './dates';
import { amountToDirams, percentUnits } from './money';

/** What both schedules take. */
export interface ScheduleInput {
  /** Somoni, > 0, whole dirams (at most 2 decimals). */
  amount: number;
  /** Annual percent, >= 0 (24 means 24 %). */
  annualPercent: number;
  /** Term in months, an integer 1..MAX_MONTHS. */
  months: number;
  /** Only its local calendar date is used. */
  startDate: Date;
}

/** 100 years: far beyond any product, low enough that a stray value cannot hang the page. */
const MAX_MONTHS = 1200;

export interface CheckedInput {
  dirams: bigint;
  /** Percent in units of 1e-8 percent (see PERCENT_SCALE). */
  percent: bigint;
  months: number;
  start: CalendarDate;
}

export function checkAmount(fn: string, amount: number): bigint {
  const dirams = typeof amount === 'number' && amount > 0 ? amountToDirams(amount) : undefined;
  if (dirams === undefined) {
    throw new RangeError(`${fn}: amount must be a finite number greater than 0 with at most 2 decimals, got ${String(amount)}`);
  }
  return dirams;
}

export function checkPercent(fn: string, annualPercent: number): bigint {
  if (typeof annualPercent !== 'number' || !Number.isFinite(annualPercent) || annualPercent < 0) {
    throw new RangeError(`${fn}: annualPercent must be a finite number >= 0, got ${String(annualPercent)}`);
  }
  return percentUnits(annualPercent);
}

export function checkMonths(fn: string, months: number): number {
  if (!Number.isInteger(months) || months < 1 || months > MAX_MONTHS) {
    throw new RangeError(`${fn}: months must be an integer from 1 to ${MAX_MONTHS}, got ${String(months)}`);
  }
  return months;
}

export function checkScheduleInput(fn: string, input: ScheduleInput): CheckedInput {
  const dirams = checkAmount(fn, input.amount);
  const percent = checkPercent(fn, input.annualPercent);
  const months = checkMonths(fn, input.months);
  if (!isValidDate(input.startDate)) throw new RangeError(`${fn}: startDate must be a valid Date`);
  return { dirams, percent, months, start: calendarDateOf(input.startDate) };
}
