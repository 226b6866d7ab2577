import { todayInDushanbe } from './today';

const dushanbeFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dushanbe', year: 'numeric', month: 'numeric', day: 'numeric' });

/** Dushanbe's calendar date of an instant, as the time-zone database gives it. */
function dushanbeDateByIntl(instant: Date): [number, number, number] {
  const parts = dushanbeFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day')];
}

const ymd = (d: Date): [number, number, number] => [d.getFullYear(), d.getMonth() + 1, d.getDate()];

describe('todayInDushanbe', () => {
  it('turns the date at 19:00 UTC, Dushanbe midnight', () => {
    expect(ymd(todayInDushanbe(new Date('2026-11-22T18:59:59Z')))).toEqual([2026, 11, 22]);
    expect(ymd(todayInDushanbe(new Date('2026-11-22T19:00:00Z')))).toEqual([2026, 11, 23]);
    expect(ymd(todayInDushanbe(new Date('2026-12-31T19:30:00Z')))).toEqual([2027, 1, 1]);
  });

  it('agrees with the time-zone database every few hours over years, leap days included', () => {
    const mismatches: string[] = [];
    const start = Date.UTC(2023, 0, 1);
    const end = Date.UTC(2029, 0, 1);
    for (let t = start; t < end; t += 7 * 60 * 60 * 1000 + 13 * 60 * 1000) {
      const instant = new Date(t);
      const ours = ymd(todayInDushanbe(instant));
      const intl = dushanbeDateByIntl(instant);
      if (ours.join('-') !== intl.join('-')) mismatches.push(`${instant.toISOString()}: ${ours.join('-')} vs ${intl.join('-')}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('is a local midnight, so date arithmetic in the visitor time zone keeps the day', () => {
    const today = todayInDushanbe(new Date('2026-03-01T02:00:00Z'));
    expect([today.getHours(), today.getMinutes(), today.getSeconds()]).toEqual([0, 0, 0]);
    expect(ymd(today)).toEqual([2026, 3, 1]);
  });
});
