import { withUiKitMessages, createIntlScope } from '@ssb/ui-kit';

/** This remote's messages, one catalog per language, loaded when that language is shown. */
export const IntlScope = createIntlScope(
  withUiKitMessages({
    tj: () => import(/* webpackChunkName: "i18n-tj" */ './tj'),
    ru: () => import(/* webpackChunkName: "i18n-ru" */ './ru'),
    en: () => import(/* webpackChunkName: "i18n-en" */ './en'),
  }),
);
