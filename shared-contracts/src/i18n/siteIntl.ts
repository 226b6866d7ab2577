/**
 * One react-intl object per language and catalog, made without react-intl's locale-data check.
 *
 * react-intl's createIntl calls Intl.NumberFormat/DateTimeFormat.supportedLocalesOf(locale) only
 * to warn when the browser lacks the locale's data. In V8 the first such call builds the list of
 * every ICU locale: 25–80 ms on a desktop core, one long task of hundreds of ms on a mid-range
 * phone, paid on every page's first render. The answer is known in advance: browsers carry no
 * Tajik data (the site formats Tajik numbers and dates itself, see format.ts), Russian and
 * English they carry. So the check is answered "supported" for the length of the call.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Messages } from './IntlScope';

const formatterCache = createIntlCache();
const made = new WeakMap<Messages, Map<string, IntlShape>>();

type SupportedLocalesOf = typeof Intl.NumberFormat.supportedLocalesOf;
const everyLocaleRequested: SupportedLocalesOf = (locales) =>
  locales === undefined ? [] : ([] as (string | Intl.Locale)[]).concat(locales).map(String);

function withoutLocaleDataCheck<T>(make: () => T): T {
  const numberFormat = Intl.NumberFormat.supportedLocalesOf;
  const dateTimeFormat = Intl.DateTimeFormat.supportedLocalesOf;
  Intl.NumberFormat.supportedLocalesOf = everyLocaleRequested;
  Intl.DateTimeFormat.supportedLocalesOf = everyLocaleRequested;
  try {
    return make();
  } finally {
    Intl.NumberFormat.supportedLocalesOf = numberFormat;
    Intl.DateTimeFormat.supportedLocalesOf = dateTimeFormat;
  }
}

/** The intl object for a catalog in a locale; the same object for the same pair, for the page's life. */
export function siteIntl(locale: string, messages: Messages): IntlShape {
  let byLocale = made.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    made.set(messages, byLocale);
  }
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = withoutLocaleDataCheck(() => createIntl({ locale, defaultLocale: 'tg-TJ', messages }, formatterCache));
    byLocale.set(locale, intl);
  }
  return intl;
}
