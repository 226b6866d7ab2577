/**
 * Pure calendar dates. No time of day, no time zone, no clock: a `CalendarDate` is read once
 * from the local year/month/day of the caller's `Date` (the date the caller built or "today"
 * as the visitor's browser sees it), and all arithmetic is done on those fields.
 */

export interface CalendarDate {
  year: number;
  /** 1 = January … 12 = December. */
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Days in a month; `month` is 1..12 (not `Date#getMonth()`'s 0..11). */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`daysInMonth: expected an integer year and a month 1..12, got ${year}-${month}`);
  }
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 31);
}

/** True for a `Date` object (from any realm) holding a real time value. */
export function isValidDate(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === '[object Date]' && Number.isFinite((value as Date).getTime());
}

/** The local calendar date of a `Date` (getFullYear/getMonth/getDate). */
export function calendarDateOf(date: Date): CalendarDate {
  if (!isValidDate(date)) throw new RangeError('calendarDateOf: expected a valid Date');
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/**
 * The same day `months` months later (or earlier), clamped to the target month's last day:
 * 31 Jan + 1 month = 28 Feb (29 in a leap year). Always counted from `date`, so 31 Jan + 2
 * months is 31 Mar, not 28 Mar.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** The 1st of the month `months` months after `date`'s month. */
export function firstOfMonthAfter(date: CalendarDate, months: number): CalendarDate {
  return addMonths({ year: date.year, month: date.month, day: 1 }, months);
}

/** Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil). */
function dayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** 'DD.MM.YYYY'. */
export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${pad(day, 2)}.${pad(month, 2)}.${pad(year, 4)}`;
}

/** 'DD.MM.YYYY' of a `Date`'s local calendar date. */
export function formatDateDMY(date: Date): string {
  return formatCalendarDate(calendarDateOf(date));
}
