import { describe, expect, it, jest } from '@jest/globals';
import { siteIntl } from './siteIntl';

describe('siteIntl', () => {
  it('formats the catalog’s messages in the locale', () => {
    const intl = siteIntl('ru-RU', { greeting: 'Здравствуйте, {name}!' });
    expect(intl.locale).toBe('ru-RU');
    expect(intl.formatMessage({ id: 'greeting' }, { name: 'Фарҳод' })).toBe('Здравствуйте, Фарҳод!');
  });

  it('makes one object per catalog and locale', () => {
    const catalog = { a: 'A' };
    expect(siteIntl('en-US', catalog)).toBe(siteIntl('en-US', catalog));
    expect(siteIntl('ru-RU', catalog)).not.toBe(siteIntl('en-US', catalog));
    expect(siteIntl('en-US', { a: 'A' })).not.toBe(siteIntl('en-US', catalog));
  });

  it('does not ask the engine for its list of locales, and leaves Intl as it found it', () => {
    const numberFormat = Intl.NumberFormat.supportedLocalesOf;
    const dateTimeFormat = Intl.DateTimeFormat.supportedLocalesOf;
    const askedNumbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const askedDates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      siteIntl('tg-TJ', { b: 'Б' });
      expect(askedNumbers).not.toHaveBeenCalled();
      expect(askedDates).not.toHaveBeenCalled();
      expect(Intl.NumberFormat.supportedLocalesOf).toBe(askedNumbers);
    } finally {
      askedNumbers.mockRestore();
      askedDates.mockRestore();
    }
    expect(Intl.NumberFormat.supportedLocalesOf).toBe(numberFormat);
    expect(Intl.DateTimeFormat.supportedLocalesOf).toBe(dateTimeFormat);
  });
});
