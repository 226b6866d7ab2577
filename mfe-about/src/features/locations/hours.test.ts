import type { WorkingHours } from '@ssb/api-client';
import { byDistance, collapseHours, dushanbeClock, distanceKm, isAllDay, isOpenAt } from './hours';

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

describe('collapseHours', () => {
  const day = (weekday: number, open: string | null, close: string | null) => ({ weekday, open, close }) as WorkingHours;
  const office = [1, 2, 3, 4, 5].map((d) => day(d, '08:00', '17:00')).concat([day(6, '09:00', '12:00'), day(7, null, null)]);

  it('makes one line of consecutive days with the same hours', () => {
    expect(collapseHours(office)).toEqual([
      { from: 1, to: 5, open: '08:00', close: '17:00' },
      { from: 6, to: 6, open: '09:00', close: '12:00' },
      { from: 7, to: 7, open: null, close: null },
    ]);
  });

  it('reads a missing day as closed, joins closed days, and gives nothing for no hours at all', () => {
    expect(collapseHours(weekdays)).toEqual([
      { from: 1, to: 5, open: '08:00', close: '17:00' },
      { from: 6, to: 7, open: null, close: null },
    ]);
    expect(collapseHours([])).toEqual([]);
  });

  it('keeps days apart when the same hours are not consecutive', () => {
    const split = [day(1, '08:00', '17:00'), day(2, '09:00', '17:00'), day(3, '08:00', '17:00')];
    expect(collapseHours(split).map((s) => [s.from, s.to])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 7],
    ]);
  });

  it('knows a week around the clock', () => {
    const spans = collapseHours([1, 2, 3, 4, 5, 6, 7].map((d) => day(d, '00:00', '24:00')));
    expect(spans).toEqual([{ from: 1, to: 7, open: '00:00', close: '24:00' }]);
    expect(isAllDay(spans[0]!)).toBe(true);
  });
});

it('sorts points by distance and says how far each is', () => {
  const dushanbe = { id: 1, lat: 38.5598, lng: 68.787 };
  const khujand = { id: 2, lat: 40.2826, lng: 69.6221 };
  const bokhtar = { id: 3, lat: 37.8364, lng: 68.7803 };
  const sorted = byDistance([khujand, dushanbe, bokhtar], { lat: 38.56, lng: 68.78 });
  expect(sorted.map((p) => p.id)).toEqual([1, 3, 2]);
  expect(sorted[0]!.km).toBeLessThan(1);
  expect(sorted[2]!.km).toBeGreaterThan(180);
});
