// What the credit-calculator feature offers the other features of this part; the rest is its own.
export { CreditCalculator } from './CreditCalculator';
