import { formatDate, formatMoney } from './format';

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
});
