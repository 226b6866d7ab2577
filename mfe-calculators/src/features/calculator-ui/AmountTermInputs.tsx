import { useIntl } from 'react-intl';
import { useLang, type Currency } from '@ssb/contracts';
import { currencyLabel, formatMoney } from '@ssb/ui-kit';
import { amountStep, type Bounds, type CheckedInputs } from './bounds';
import { useProblemText } from './messages';
import { NumberSlider } from './NumberSlider';

/**
 * A calculator's two inputs, the amount and the term, each a field with its slider, its range
 * and its problem. Both calculators show them alike; only the amount's label differs.
 */
export function AmountTermInputs(props: {
  product: Bounds & { currency: Currency };
  /** The amount's label, which names the currency: a loan's or a deposit's. */
  amountLabelId: 'calc.amount' | 'calc.deposit.amount';
  rawAmount: string;
  rawMonths: string;
  checked: CheckedInputs;
  setAmount: (raw: string) => void;
  setMonths: (raw: string) => void;
}) {
  const { product, amountLabelId, rawAmount, rawMonths, checked, setAmount, setMonths } = props;
  const intl = useIntl();
  const lang = useLang();
  const problems = useProblemText(checked, product, product.currency);
  return (
    <>
      <NumberSlider
        name="amount"
        label={intl.formatMessage({ id: amountLabelId }, { currency: currencyLabel(product.currency, lang) })}
        raw={rawAmount}
        value={checked.amount}
        min={product.minAmount}
        max={product.maxAmount}
        minLabel={formatMoney(product.minAmount, product.currency, lang, 0)}
        maxLabel={formatMoney(product.maxAmount, product.currency, lang, 0)}
        step={amountStep(product)}
        decimals
        problem={problems.amount}
        onChange={setAmount}
      />
      <NumberSlider
        name="months"
        label={intl.formatMessage({ id: 'calc.months' })}
        raw={rawMonths}
        value={checked.months}
        min={product.minMonths}
        max={product.maxMonths}
        minLabel={String(product.minMonths)}
        maxLabel={String(product.maxMonths)}
        step={1}
        decimals={false}
        problem={problems.months}
        onChange={setMonths}
      />
    </>
  );
}
