// Exposed as mfe_applications/ComplaintForm (see ExposedWidgets in @ssb/contracts).
import { withIntlScope, type ComplaintFormProps } from '@ssb/contracts';
import { IntlScope } from '../i18n/scope';
import { ComplaintForm } from '../features/complaint/ComplaintForm';

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;
export default withIntlScope<ComplaintFormProps>(IntlScope, ComplaintForm);
