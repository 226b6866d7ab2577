/** The schedule instant in Dushanbe time. */
import { instantOf, localOf } from './schedule';

it('reads and writes Dushanbe time (UTC+5)', () => {
  expect(instantOf('2026-11-26T08:00')).toBe('2026-11-26T08:00:00+05:00');
  expect(instantOf('')).toBeNull();
  expect(localOf('2026-11-26T03:00:00.000Z')).toBe('2026-11-26T08:00');
  expect(localOf(null)).toBe('');
});
