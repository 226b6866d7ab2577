/** The sum and term limits of the chosen credit product, else the site's general ones (while loading too). */
import { useMemo } from 'react';
import { useResource } from '@ssb/contracts';
import { CREDIT_LIMITS, fetchCredit, type CreditLimits } from '@ssb/api-client';

export function useCreditLimits(productId: number | undefined): CreditLimits {
  const credit = useResource(
    (api, lang, signal) => (productId === undefined ? Promise.resolve(null) : fetchCredit(api, lang, productId, signal)),
    [productId],
  );
  const data = credit.status === 'ready' ? credit.data : null;
  return useMemo(
    () => (data ? { minAmount: data.minAmount, maxAmount: data.maxAmount, minMonths: data.minMonths, maxMonths: data.maxMonths } : CREDIT_LIMITS),
    [data],
  );
}
