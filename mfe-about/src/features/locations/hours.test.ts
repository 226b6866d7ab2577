import type { WorkingHours } from '@ssb/api-client';
import { dushanbeClock, distanceKm, isOpenAt } from './hours';

const weekdays: WorkingHours[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday: weekday as WorkingHours['weekday'], open: '08:00', close: '17:00' }));
const hours: WorkingHours[] = [...weekdays, { weekday: 6, open: null, close: null }];

it('reads the clock in Dushanbe time (UTC+5)', () => {
  // Sunday 22:30 UTC is Monday 03:30 in Dushanbe.
  expect(dushanbeClock(new Date('2026-11-22T22:30:00Z'))).toEqual({ weekday: 1, minutes: 210 });
});

it('is open within the day hours and closed outside them and on days off', () => {
  expect(isOpenAt(hours, new Date('2026-11-23T05:00:00Z'))).toBe(true); // Mon 10:00
  expect(isOpenAt(hours, new Date('2026-11-23T02:59:00Z'))).toBe(false); // Mon 07:59
  expect(isOpenAt(hours, new Date('2026-11-23T12:00:00Z'))).toBe(false); // Mon 17:00
  expect(isOpenAt(hours, new Date('2026-11-28T05:00:00Z'))).toBe(false); // Sat, closed
  expect(isOpenAt(hours, new Date('2026-11-29T05:00:00Z'))).toBe(false); // Sun, no row
});

it('treats 00:00–24:00 as open all day', () => {
  const allDay: WorkingHours[] = [{ weekday: 1, open: '00:00', close: '24:00' }];
  expect(isOpenAt(allDay, new Date('2026-11-23T18:59:00Z'))).toBe(true); // Mon 23:59
});

it('measures distances', () => {
  expect(distanceKm({ lat: 38.56, lng: 68.77 }, { lat: 40.28, lng: 69.62 })).toBeGreaterThan(200);
  expect(distanceKm({ lat: 38.56, lng: 68.77 }, { lat: 38.56, lng: 68.77 })).toBe(0);
});
