import type { Credit } from '@ssb/api-client';

/** A consumer credit as the API gives it: 24 %, 3 000–60 000 somoni, 12–36 months. */
export const CONSUMER_CREDIT: Credit = {
  id: 1,
  title: 'Consumer loan',
  description: 'x&lt;info&gt;;y',
  image: null,
  audience: 'individual',
  currency: 'TJS',
  percent: 24,
  minAmount: 3000,
  maxAmount: 60000,
  minMonths: 12,
  maxMonths: 36,
};
