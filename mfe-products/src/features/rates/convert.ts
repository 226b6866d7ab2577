import type { ExchangeRate } from '@ssb/api-client';

export type ConvertCurrency = 'TJS' | ExchangeRate['currency'];

/**
 * Converts through somoni at the bank's rates: the bank buys the foreign currency the visitor
 * hands in (buy rate) and sells the one the visitor gets (sell rate). Null when a rate is missing.
 */
export function convert(amount: number, from: ConvertCurrency, to: ConvertCurrency, rates: readonly ExchangeRate[]): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  if (from === to) return amount;
  const rateOf = (c: ConvertCurrency) => rates.find((r) => r.currency === c);
  let somoni = amount;
  if (from !== 'TJS') {
    const r = rateOf(from);
    if (!r) return null;
    somoni = amount * r.buy;
  }
  if (to === 'TJS') return Math.round(somoni * 100) / 100;
  const r = rateOf(to);
  if (!r || r.sell <= 0) return null;
  return Math.round((somoni / r.sell) * 100) / 100;
}

// One formatter for every call: making it is the expensive part (a server render made dozens).
const RATES_DATE = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Dushanbe', day: '2-digit', month: '2-digit', year: 'numeric' });
const RATES_TIME = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Dushanbe', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** When the rates were set, as the bank writes it: day.month.year and hours:minutes, Dushanbe time. */
export function ratesDate(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  return { date: RATES_DATE.format(at), time: RATES_TIME.format(at) };
}

/** The decimals of a rate as the rates table shows it: four under one somoni (RUB), else two. */
export const rateDigits = (value: number) => (value < 1 ? 4 : 2);
