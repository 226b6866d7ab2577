// Exposed as mfe_calculators/CreditSchedule (see ExposedWidgets in @ssb/contracts).
import { withIntlScope, type CreditScheduleProps } from '@ssb/contracts';
import { IntlScope } from '../i18n/scope';
import { CreditSchedule } from '../features/schedule/ScheduleDialogs';

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;
export default withIntlScope<CreditScheduleProps>(IntlScope, CreditSchedule);
