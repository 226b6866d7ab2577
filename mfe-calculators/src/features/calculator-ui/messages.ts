import { useIntl } from 'react-intl';
import { useLang, type Currency } from '@ssb/contracts';
import { formatMoney } from '@ssb/ui-kit';
import type { Bounds, CheckedInputs } from './bounds';

/** The message under each field: what is wrong, naming the allowed range. */
export function useProblemText(checked: CheckedInputs, bounds: Bounds, currency: Currency) {
  const intl = useIntl();
  const lang = useLang();
  const range = {
    minAmount: formatMoney(bounds.minAmount, currency, lang),
    maxAmount: formatMoney(bounds.maxAmount, currency, lang),
    minMonths: bounds.minMonths,
    maxMonths: bounds.maxMonths,
  };
  const amount = checked.amountProblem === null ? null : intl.formatMessage({ id: `calc.amount.${checked.amountProblem}` }, range);
  const months = checked.monthsProblem === null ? null : intl.formatMessage({ id: `calc.months.${checked.monthsProblem}` }, range);
  return { amount, months };
}
