import type { CreditCalculatorProps, DepositCalculatorProps } from '@ssb/contracts';

// The products as the calculators read them: what the contract says a page hands them. The
// API's records (`Credit`, `Deposit` of @ssb/api-client) have all of it, and more.
export type CalculatorCredit = NonNullable<CreditCalculatorProps['credit']>;
export type CalculatorDeposit = NonNullable<DepositCalculatorProps['deposit']>;
