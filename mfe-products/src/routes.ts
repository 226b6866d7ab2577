// What this remote adds to the site: its pages, by the patterns it owns in ROUTE_TABLE.
import { scopePages, type RoutesModule } from '@ssb/contracts';
import { IntlScope } from './i18n/scope';

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;

export const pages = scopePages(IntlScope, {
  '/': () => import(/* webpackChunkName: "page-home" */ './features/home/HomePage'),
  '/Credit': () => import(/* webpackChunkName: "page-credits" */ './features/credits/CreditListPage'),
  '/Credit/:slug': () => import(/* webpackChunkName: "page-credit" */ './features/credits/CreditDetailPage'),
});

export default { contractsVersion, buildId, pages } satisfies RoutesModule;
