// Exposed as mfe_applications/NewsletterBox (see ExposedWidgets in @ssb/contracts).
import { withIntlScope, type NewsletterBoxProps } from '@ssb/contracts';
import { IntlScope } from '../i18n/scope';
import { NewsletterBox } from '../features/newsletter/NewsletterBox';

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;
export default withIntlScope<NewsletterBoxProps>(IntlScope, NewsletterBox);
