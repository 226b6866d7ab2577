// The React-free part of @ssb/contracts, for Node (the site server, scripts, the API):
// importing the main entry there would evaluate styled-components and React modules.
export * from './version';
export * from './i18n/locales';
export * from './routing/routes';
export * from './runtime/remotes';
export * from './runtime/config';
export * from './runtime/apiClient';
export * from './runtime/requestId';
export * from './runtime/release';
export * from './runtime/integrity';
export * from './api/seed';
export * from './api/resources';
export * from './runtime/declaration';
