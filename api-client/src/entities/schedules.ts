/** Schedule rows (the schedule math: docs/calculators.md). */
export interface CreditRow {
  number: number;
  date: string; // DD.MM.YYYY
  payment: number;
  interest: number;
  principal: number;
  remaining: number;
  days: number;
}

export interface DepositRow {
  number: number;
  date: string; // DD.MM.YYYY
  days: number;
  interest: number; // net of tax
  amount: number;
}

/** Gold rates: keyed by gram weight. */
export type GoldRates = Record<string, { buy: number; sell: number }>;
