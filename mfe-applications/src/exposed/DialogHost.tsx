// Exposed as mfe_applications/DialogHost (see ExposedWidgets in @ssb/contracts).
import { withIntlScope, type DialogHostProps } from '@ssb/contracts';
import { IntlScope } from '../i18n/scope';
import { DialogHost } from '../features/dialog/DialogHost';

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;
export default withIntlScope<DialogHostProps>(IntlScope, DialogHost);
