/** Numbers, money and dates in the visitor's language (DESIGN.md: сомонӣ / сомони / TJS). */
import { localeOf, type LangCode } from './locales';
import type { Currency } from '../entities/products';

const SOMONI: Record<LangCode, string> = { tj: 'сомонӣ', ru: 'сомони', en: 'TJS' };

export function formatNumber(value: number, lang: LangCode, fractionDigits = 0): string {
  return new Intl.NumberFormat(localeOf(lang).iso === 'tg-TJ' ? 'ru-RU' : localeOf(lang).iso, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
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
