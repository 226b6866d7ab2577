import { createContext, useContext, useState, type ReactNode } from 'react';

/** Tajikistan keeps UTC+5 all year (no daylight saving since 1991). */
const DUSHANBE_UTC_OFFSET_MS = 5 * 60 * 60 * 1000;

/**
 * "Today" as a calendar date in Dushanbe (docs/calculators.md: dates are Dushanbe dates), as a
 * local-midnight Date whose year/month/day are Dushanbe's, whatever the visitor's time zone.
 * By the fixed offset rather than Intl with `timeZone`: loading the time-zone data cost 5 ms
 * of the calculator's first render here (today.test.ts checks both agree).
 */
export function todayInDushanbe(now: Date = new Date()): Date {
  const dushanbe = new Date(now.getTime() + DUSHANBE_UTC_OFFSET_MS);
  return new Date(dushanbe.getUTCFullYear(), dushanbe.getUTCMonth(), dushanbe.getUTCDate());
}

const TodayContext = createContext<Date | null>(null);

/** Fixes "today" for what is inside (tests, a harness); without it the calculators use the clock. */
export function TodayProvider({ date, children }: { date: Date; children: ReactNode }) {
  return <TodayContext.Provider value={date}>{children}</TodayContext.Provider>;
}

/** The schedule's start date, read once when the calculator mounts. */
export function useToday(): Date {
  const fixed = useContext(TodayContext);
  const [clock] = useState(() => todayInDushanbe());
  return fixed ?? clock;
}
