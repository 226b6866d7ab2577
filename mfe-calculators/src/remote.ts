// The credit and deposit calculators, their payment schedules and the calculators page.
// This file is the remote's one declaration: the build derives its exposes, routes module,
// widget modules and page data from it and checks it against the contract (docs/adding-a-page-or-remote.md).
import type { RemoteDeclaration } from '@ssb/contracts';

export default {
  name: 'mfe_calculators',
  intlScope: './i18n/scope',
  pages: {
    '/calculators': { module: './features/hub/CalculatorsPage' },
  },
  widgets: {
    CreditCalculator: { module: './features/credit-calculator/CreditCalculator', export: 'CreditCalculator' },
    DepositCalculator: { module: './features/deposit-calculator/DepositCalculator', export: 'DepositCalculator' },
    CreditEffectiveRate: { module: './features/effective-rate/CreditEffectiveRate', export: 'CreditEffectiveRate' },
    CreditSchedule: { module: './features/schedule/ScheduleDialogs', export: 'CreditSchedule' },
    DepositSchedule: { module: './features/schedule/ScheduleDialogs', export: 'DepositSchedule' },
  },
} as const satisfies RemoteDeclaration<'mfe_calculators'>;
