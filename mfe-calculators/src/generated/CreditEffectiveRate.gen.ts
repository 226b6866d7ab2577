// Generated from src/remote.ts by `ssb-remote generate`: do not edit.
import { withIntlScope, type ExposedWidgets } from '@ssb/contracts';
import { IntlScope } from '../i18n/scope';
import { CreditEffectiveRate as Widget } from '../features/effective-rate/CreditEffectiveRate';

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;
export default withIntlScope<ExposedWidgets['mfe_calculators/CreditEffectiveRate']>(IntlScope, Widget);
