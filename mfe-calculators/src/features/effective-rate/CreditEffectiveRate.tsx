import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLang, type CreditEffectiveRateProps } from '@ssb/contracts';
import { formatNumber } from '@ssb/ui-kit';
import { useToday } from '../calculator-ui';
import { effectiveRateRange } from './effectiveRateRange';

/**
 * Exposed `CreditEffectiveRate`: the effective annual rate of a credit, as one figure or the
 * range its terms give, for its page to show beside the nominal rate. The same figures as the
 * calculator's, from the same schedules.
 */
export function CreditEffectiveRate({ credit }: CreditEffectiveRateProps) {
  const lang = useLang();
  const startDate = useToday();
  const range = useMemo(() => effectiveRateRange(credit, startDate), [credit, startDate]);
  if (!range) return null;
  const percent = (value: number) => formatNumber(value, lang, 2);
  return (
    <span data-testid="credit-effective-rate-range">
      {range.min === range.max ? (
        <FormattedMessage id="effective.one" values={{ percent: percent(range.min) }} />
      ) : (
        <FormattedMessage id="effective.range" values={{ min: percent(range.min), max: percent(range.max) }} />
      )}
    </span>
  );
}
