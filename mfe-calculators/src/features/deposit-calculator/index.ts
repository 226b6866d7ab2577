// What the deposit-calculator feature offers the other features of this part; the rest is its own.
export { DepositCalculator } from './DepositCalculator';
