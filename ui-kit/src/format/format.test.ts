import { formatDate, formatLongDate, formatMoney } from './format';

describe('format', () => {
  it('groups thousands and names somoni per language', () => {
    // Intl uses a no-break space as the group separator in ru-RU.
    expect(formatMoney(1234567, 'TJS', 'tj').replace(/\s/g, ' ')).toBe('1 234 567 сомонӣ');
    expect(formatMoney(1234567, 'TJS', 'ru').replace(/\s/g, ' ')).toBe('1 234 567 сомони');
    expect(formatMoney(1234567.5, 'TJS', 'en', 2)).toBe('1,234,567.50 TJS');
    expect(formatMoney(2500, 'USD', 'en')).toBe('2,500 USD');
  });
  it('writes dates as DD.MM.YYYY', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('05.01.2026');
  });
  it('names the month in each language, Tajik included (browsers have no Tajik names)', () => {
    expect(formatLongDate('2025-10-23', 'tj')).toBe('23 октябри 2025');
    expect(formatLongDate('2026-05-01', 'tj')).toBe('1 майи 2026');
    expect(formatLongDate('2025-10-23', 'ru')).toBe('23 октября 2025 г.');
    expect(formatLongDate('2025-10-23', 'en')).toBe('October 23, 2025');
  });
  it('keeps the written day whatever the time of a timestamp, and shows other text as given', () => {
    expect(formatLongDate('2025-12-31T23:30:00Z', 'en')).toBe('December 31, 2025');
    expect(formatLongDate('2026-01-01', 'tj')).toBe('1 январи 2026');
    expect(formatLongDate('soon', 'ru')).toBe('soon');
  });
});
