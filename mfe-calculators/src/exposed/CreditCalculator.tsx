// Exposed as mfe_calculators/CreditCalculator (see ExposedWidgets in @ssb/contracts).
import { withIntlScope, type CreditCalculatorProps } from '@ssb/contracts';
import { IntlScope } from '../i18n/scope';
import { CreditCalculator } from '../features/credit-calculator/CreditCalculator';

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;
export default withIntlScope<CreditCalculatorProps>(IntlScope, CreditCalculator);
