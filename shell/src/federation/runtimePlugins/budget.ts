/**
 * How long the browser gives a remote. The loader's deadline covers the whole load (manifest,
 * entry, routes chunk); each request has a share of it, so that one retry still fits.
 */
export const REMOTE_BUDGET_MS = 8_000;
export const MANIFEST_ATTEMPT_MS = 3_500;
export const ENTRY_ATTEMPT_MS = 3_500;
