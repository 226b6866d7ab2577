/** Product records as the API serves them. */
export interface ListResponse<T> {
  results: T[];
}

type Audience = 'individual' | 'legal';
import type { Currency } from '@ssb/contracts/node';

export interface RateTier {
  /** Inclusive upper bound in months; null means no upper bound. */
  upToMonths: number | null;
  percent: number;
}

interface ProductBase {
  id: number;
  title: string;
  /** Contains the info marker; split it with splitDescription(). */
  description: string;
  image: string | null;
  audience: Audience;
  currency: Currency;
  minAmount: number;
  maxAmount: number;
  minMonths: number;
  maxMonths: number;
}

export interface Credit extends ProductBase {
  /** Annual percent. */
  percent: number;
}

/** When a deposit pays its interest: each month as it is earned, or with the amount at maturity. */
export type InterestPayout = 'monthly' | 'maturity';

export interface Deposit extends ProductBase {
  rateTiers: RateTier[];
  interestPayout: InterestPayout;
}
