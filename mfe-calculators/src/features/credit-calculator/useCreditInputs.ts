import { useSearchParams } from 'react-router-dom';
import type { Credit } from '@ssb/contracts';

/**
 * The calculator's inputs live in the URL query (?amount=50000&months=24), so a result can be
 * shared and survives reload. Missing or unreadable values start from the product's middle.
 */
export function useCreditInputs(credit: Credit) {
  const [query, setQuery] = useSearchParams();
  const read = (key: string, fallback: number) => {
    const raw = query.get(key);
    const value = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? value : fallback;
  };
  const amount = read('amount', roundTo(Math.min(credit.maxAmount, Math.max(credit.minAmount, (credit.minAmount + credit.maxAmount) / 2)), 1000));
  const months = read('months', Math.round((credit.minMonths + credit.maxMonths) / 2));

  const set = (key: 'amount' | 'months', value: number) =>
    setQuery(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, String(value));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const inBounds =
    amount >= credit.minAmount && amount <= credit.maxAmount && months >= credit.minMonths && months <= credit.maxMonths && Number.isInteger(months);

  return { amount, months, inBounds, setAmount: (v: number) => set('amount', v), setMonths: (v: number) => set('months', v) };
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
