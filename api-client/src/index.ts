// The public surface of @ssb/api-client: the site's client of the API (transport and one typed
// call per endpoint) and the API's records, typed from its OpenAPI document. Each part bundles
// it for itself: a remote that needs a new call ships it with its own release (README.md).
export * from './client';
export * from './endpoints';
export * from './productEndpoints';
export * from './records';
