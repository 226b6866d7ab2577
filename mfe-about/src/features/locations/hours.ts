import type { BankLocation, WorkingHours } from '@ssb/api-client';

/** Weekday (1 Monday … 7 Sunday) and minutes since midnight of a moment in Asia/Dushanbe (UTC+5, no DST). */
export function dushanbeClock(now: Date): { weekday: number; minutes: number } {
  const local = new Date(now.getTime() + 5 * 60 * 60 * 1000);
  const day = local.getUTCDay();
  return { weekday: day === 0 ? 7 : day, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Whether a point is open at `now` by its weekly hours ("24:00" closes at midnight; 00:00–00:00 is all day). */
export function isOpenAt(hours: readonly WorkingHours[], now: Date): boolean {
  const { weekday, minutes } = dushanbeClock(now);
  const today = hours.find((h) => h.weekday === weekday);
  if (!today || today.open === null || today.close === null) return false;
  const open = toMinutes(today.open);
  const close = toMinutes(today.close) || 24 * 60;
  return minutes >= open && minutes < close;
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Filters by text (city, address, title), city id and "open now". */
export function filterLocations(
  points: readonly BankLocation[],
  { q, cityId, openNow, now }: { q: string; cityId: number | null; openNow: boolean; now: Date },
): BankLocation[] {
  const needle = q.trim().toLocaleLowerCase();
  return points.filter(
    (p) =>
      (cityId === null || p.cityId === cityId) &&
      (!needle || [p.city, p.address, p.title].some((s) => s.toLocaleLowerCase().includes(needle))) &&
      (!openNow || isOpenAt(p.hours, now)),
  );
}

/** A link that opens the point in a map service (nothing is loaded from a tile server on the page itself). */
export const mapLink = (p: { lat: number; lng: number }) => `https://www.openstreetmap.org/?mlat=${p.lat}&mlon=${p.lng}#map=17/${p.lat}/${p.lng}`;

/** Consecutive weekdays with the same hours: one line of the week ("Mon–Fri 08:00–17:00"). */
export interface HoursSpan {
  /** First and last weekday of the span (1 Monday … 7 Sunday); equal for a single day. */
  from: number;
  to: number;
  /** Null: closed. "00:00"–"24:00" (or "00:00"–"00:00") is all day. */
  open: string | null;
  close: string | null;
}

/**
 * The week cut into spans of consecutive days with the same hours, Monday first. A day with no
 * row is closed, as isOpenAt reads it; a point with no hours at all gives no spans (unknown).
 */
export function collapseHours(hours: readonly WorkingHours[]): HoursSpan[] {
  if (hours.length === 0) return [];
  const spans: HoursSpan[] = [];
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const day = hours.find((h) => h.weekday === weekday);
    const open = day?.open && day.close ? day.open : null;
    const close = open ? (day?.close ?? null) : null;
    const last = spans.at(-1);
    if (last && last.open === open && last.close === close) last.to = weekday;
    else spans.push({ from: weekday, to: weekday, open, close });
  }
  return spans;
}

/** Whether a span is open around the clock. */
export const isAllDay = (s: HoursSpan) => s.open === '00:00' && (s.close === '24:00' || s.close === '00:00');

/** The points with their distance from `here` (km), nearest first; equal distances keep their order. */
export function byDistance<T extends { lat: number; lng: number }>(points: readonly T[], here: { lat: number; lng: number }): (T & { km: number })[] {
  return points.map((p) => ({ ...p, km: distanceKm(here, p) })).sort((a, b) => a.km - b.km);
}
