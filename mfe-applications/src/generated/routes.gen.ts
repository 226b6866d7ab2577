// Generated from src/remote.ts by `ssb-remote generate`: do not edit.
import { scopePages, type PageLoader, type PatternOf, type RoutesModule } from '@ssb/contracts';
import { IntlScope } from '../i18n/scope';

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;

const loaders: Record<PatternOf<'mfe_applications'>, PageLoader> = {
  '/apply': () => import(/* webpackChunkName: "page-apply" */ '../features/apply/ApplyPage'),
  '/application-status': () => import(/* webpackChunkName: "page-application-status" */ '../features/status/ApplicationStatusPage'),
};

export const pages = scopePages(IntlScope, loaders);

export default { contractsVersion, buildId, pages } satisfies RoutesModule;
