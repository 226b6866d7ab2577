// Applications (credit, deposit, card), the application dialog, the newsletter and complaints.
// This file is the remote's one declaration: the build derives its exposes, routes module,
// widget modules and page data from it and checks it against the contract (docs/adding-a-page-or-remote.md).
import type { RemoteDeclaration } from '@ssb/contracts';

export default {
  name: 'mfe_applications',
  intlScope: './i18n/scope',
  pages: {
    '/apply': { module: './features/apply/ApplyPage' },
    '/application-status': { module: './features/status/ApplicationStatusPage' },
  },
  widgets: {
    DialogHost: { module: './features/dialog/DialogHost', export: 'DialogHost' },
    NewsletterBox: { module: './features/newsletter/NewsletterBox', export: 'NewsletterBox' },
    ComplaintForm: { module: './features/complaint/ComplaintForm', export: 'ComplaintForm' },
  },
} as const satisfies RemoteDeclaration<'mfe_applications'>;
