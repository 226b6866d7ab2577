// Exposed as mfe_calculators/DepositCalculator (see ExposedWidgets in @ssb/contracts).
import { withIntlScope, type DepositCalculatorProps } from '@ssb/contracts';
import { IntlScope } from '../i18n/scope';
import { DepositCalculator } from '../features/deposit-calculator/DepositCalculator';

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;
export default withIntlScope<DepositCalculatorProps>(IntlScope, DepositCalculator);
