// Exposed as mfe_calculators/DepositSchedule (see ExposedWidgets in @ssb/contracts).
import { withIntlScope, type DepositScheduleProps } from '@ssb/contracts';
import { IntlScope } from '../i18n/scope';
import { DepositSchedule } from '../features/schedule/ScheduleDialogs';

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;
export default withIntlScope<DepositScheduleProps>(IntlScope, DepositSchedule);
