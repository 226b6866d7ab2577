// Generated from src/remote.ts by `ssb-remote generate`: do not edit.
import { scopePages, type PageLoader, type PatternOf, type RoutesModule } from '@ssb/contracts';
import { IntlScope } from '../i18n/scope';

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;

const loaders: Record<PatternOf<'mfe_calculators'>, PageLoader> = {
  '/calculators': () => import(/* webpackChunkName: "page-calculators" */ '../features/hub/CalculatorsPage'),
};

export const pages = scopePages(IntlScope, loaders);

export default { contractsVersion, buildId, pages } satisfies RoutesModule;
