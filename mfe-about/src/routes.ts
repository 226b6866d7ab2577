// What this remote adds to the site: its pages, by the patterns it owns in ROUTE_TABLE.
import { scopePages, type RoutesModule } from '@ssb/contracts';
import { IntlScope } from './i18n/scope';

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;

export const pages = scopePages(IntlScope, {
  '/about': () => import(/* webpackChunkName: "page-about" */ './features/about/AboutPage'),
});

export default { contractsVersion, buildId, pages } satisfies RoutesModule;
