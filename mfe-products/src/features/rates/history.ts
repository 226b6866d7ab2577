import { localeOf, type LangCode } from '@ssb/contracts';
import type { ExchangeRate, RatesHistoryPoint } from '@ssb/api-client';

export type HistoryCurrency = ExchangeRate['currency'];
export type HistoryDays = 30 | 90;

/** One publication's rates of one currency, its instant in milliseconds. */
export interface HistoryEntry {
  at: number;
  nbt: number;
  buy: number;
  sell: number;
}

/** The chosen currency's rates at each publication, oldest first (a publication without it is skipped). */
export function seriesOf(points: readonly RatesHistoryPoint[], currency: HistoryCurrency): HistoryEntry[] {
  return points.flatMap((p) => {
    const rate = p.rates.find((r) => r.currency === currency);
    return rate ? [{ at: Date.parse(p.effectiveAt), nbt: rate.nbt, buy: rate.buy, sell: rate.sell }] : [];
  });
}

// Browsers carry no Tajik date formats (Intl falls back to English): Tajik dates are written
// with numbers as the site writes them everywhere (day.month), as the Russian ones are.
// One formatter per language and kind, made on first use (making one is the costly part).
const formats = new Map<string, Intl.DateTimeFormat>();
const OPTIONS = {
  axis: { day: '2-digit', month: '2-digit' },
  row: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A publication's instant in Dushanbe time, in the page's language: short on the axis, whole in the table. */
export function historyDate(at: number, lang: LangCode, kind: keyof typeof OPTIONS): string {
  const key = `${lang}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    const iso = lang === 'tj' ? 'ru-RU' : localeOf(lang).iso;
    format = new Intl.DateTimeFormat(iso, { ...OPTIONS[kind], timeZone: 'Asia/Dushanbe' });
    formats.set(key, format);
  }
  return format.format(at);
}
