// The public surface of @ssb/contracts: what crosses a boundary, each name used across one
// (docs/contracts.md). Modules that hold more than that are listed name by name.
export * from './version';
export * from './i18n/locales';
export * from './i18n/IntlScope';
export { NOT_FOUND_PATH, ROUTE_TABLE, matchRoute, type PatternOf } from './routing/routes';
export { DETAIL_SLUG_RULES, isPossibleDetail, type DetailPattern, type SlugRule } from './routing/slugRules';
export * from './routing/routerFuture';
export * from './runtime/remotes';
export type { AnyRemoteDeclaration, RemoteDeclaration } from './runtime/declaration';
export * from './runtime/config';
export * from './runtime/apiClient';
export { isReleaseManifest } from './runtime/release';
export * from './runtime/SiteContext';
export * from './runtime/RemoteLoader';
export * from './slot/RemoteSlot';
export * from './slot/ModuleUnavailable';
export * from './events/alerts';
export * from './events/applications';
export * from './api/seed';
export { createServerResources, readHydrationResources, type ResourceSnapshot, type ResourceStore } from './api/resources';
export * from './api/useResource';
export { media, theme } from './ui/theme';
export * from './bank/bank';
export * from './media/pictures';
