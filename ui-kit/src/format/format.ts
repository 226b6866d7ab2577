/** Numbers, money and dates in the visitor's language (сомонӣ / сомони / TJS). */
import { localeOf, type Currency, type LangCode } from '@ssb/contracts';

const SOMONI: Record<LangCode, string> = { tj: 'сомонӣ', ru: 'сомони', en: 'TJS' };

// Making an Intl formatter costs far more than using one (it was a tenth of a server render's
// time): one per language and precision, made on first use.
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, lang: LangCode, fractionDigits = 0): string {
  const key = `${lang}:${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(lang).iso === 'tg-TJ' ? 'ru-RU' : localeOf(lang).iso, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

export function currencyLabel(currency: Currency, lang: LangCode): string {
  return currency === 'TJS' ? SOMONI[lang] : currency;
}

export function formatMoney(value: number, currency: Currency, lang: LangCode, fractionDigits = 0): string {
  return `${formatNumber(value, lang, fractionDigits)} ${currencyLabel(currency, lang)}`;
}

/** DD.MM.YYYY, the format of every date on the site. */
export function formatDate(date: Date): string {
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${date.getFullYear()}`;
}

// Browsers carry no Tajik month names (Intl falls back to English): the site says them itself,
// in the form a date takes in Tajik ("23 октябри 2025").
const TAJIK_MONTHS = ['январи', 'феврали', 'марти', 'апрели', 'майи', 'июни', 'июли', 'августи', 'сентябри', 'октябри', 'ноябри', 'декабри'];

/**
 * A calendar day of the API ('2025-10-23', or the date part of a timestamp) with the month in
 * words, in the visitor's language: '23 октябри 2025', '23 октября 2025 г.', 'October 23, 2025'.
 * The day is the one written, whatever the visitor's time zone. Anything else is shown as given.
 */
export function formatLongDate(value: string, lang: LangCode): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (lang === 'tj') return `${day} ${TAJIK_MONTHS[month - 1] ?? ''} ${year}`;
  let format = longDateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(lang).iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    longDateFormats.set(lang, format);
  }
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

const longDateFormats = new Map<LangCode, Intl.DateTimeFormat>();
