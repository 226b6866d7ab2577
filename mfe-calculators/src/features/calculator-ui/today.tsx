import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * "Today" as a calendar date in Dushanbe (CALCULATORS.md: dates are Asia/Dushanbe dates), as a
 * local-midnight Date whose year/month/day are Dushanbe's, whatever the visitor's time zone.
 */
export function todayInDushanbe(now: Date = new Date()): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Dushanbe',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'));
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
