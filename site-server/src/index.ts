/**
 * @ssb/site-server: the server visitors talk to. It answers every route of the site with the
 * shell's HTML (rendered on the server by the owning remote's pinned release, in a sandboxed
 * render process), hosts the deploy registry and release previews under /_deploy/, proxies /api/
 * to the API, keeps a short page cache, and answers health, metrics and the operations page.
 * What a program needs to run it (scripts/start.ts, the bench, the scale tests) is here, and only
 * this: nothing imports the package's files directly.
 */
// The server itself (its process's settings: @ssb/site-server/settings).
export { openRegistry } from './process/siteProcess';
export { createSiteServer } from './site-server';

// The deploy registry: where releases are recorded, checked and pinned.
export { createDeployRegistry, type DeployRegistry } from './deploy/registry';
export { createRegistryStore, readRegistryPollMs } from './deploy/registrySettings';
export { createOriginAllowlist } from './deploy/originAllowlist';
export { localTokenFile, parseDeployTokens, type DeployToken } from './auth/tokens';
export { runtimeConfigOf, type SiteSettings } from './deploy/runtimeConfigView';
