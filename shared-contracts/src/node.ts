// The React-free part of @ssb/contracts, for Node (the site server, the build, scripts, the API):
// importing the main entry there would evaluate styled-components and React modules.
export * from './version';
export * from './i18n/locales';
export { NOT_FOUND_PATH, ROUTES_BY_REMOTE, ROUTE_TABLE, matchRoute, pageChunkName } from './routing/routes';
export { DETAIL_SLUG_RULES, isPossibleDetail, type DetailPattern, type SlugRule } from './routing/slugRules';
export { REMOTE_NAMES, type Currency, type RemoteName, type RoutesModule } from './runtime/remotes';
export {
  APP_LINKS_DEFAULT,
  COHORT_GROUPS,
  RUNTIME_CONFIG_GLOBAL,
  type AppLinks,
  type CohortGroup,
  type LiveRelease,
  type RuntimeConfig,
} from './runtime/config';
export * from './runtime/requestId';
export * from './runtime/release';
export * from './runtime/integrity';
export { PAGE_DATA_GLOBAL, fillPageDataTemplate } from './api/seed';
export { RESOURCES_GLOBAL } from './api/resources';
export * from './runtime/declaration';
export * from './bank/bank';
export * from './media/pictures';
