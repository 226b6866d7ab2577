import { useSearchParams } from 'react-router-dom';
import { defaultInputs, type Bounds } from './bounds';

/**
 * The calculator's inputs live in the URL query (?amount=50000&months=24), so a result can be
 * shared and survives reload. The query keeps what the visitor typed (even an unfinished
 * "5000,"), so the field never jumps; a missing value starts from the product's middle.
 */
export function useQueryInputs(bounds: Bounds) {
  const [query, setQuery] = useSearchParams();
  const start = defaultInputs(bounds);
  const rawAmount = query.get('amount') ?? String(start.amount);
  const rawMonths = query.get('months') ?? String(start.months);

  const set = (key: 'amount' | 'months', value: string) =>
    setQuery(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return {
    rawAmount,
    rawMonths,
    setAmount: (value: string) => set('amount', value),
    setMonths: (value: string) => set('months', value),
  };
}
