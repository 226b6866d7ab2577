/**
 * The shell's server entry (`@ssb/shell/server`): what the site server takes from the shell to
 * write a page's HTML itself: its title and description, the shell's strings, the markers of a
 * page rendered on the server, the language cookie, and the types of the server build it runs
 * (`dist-server/render.cjs`). Plain modules: nothing here loads React.
 */
export type { ServerRenderResult, ShellServerBuild } from './ssr/types';
export { NOT_FOUND_GLOBAL, SERVER_RENDERED_ATTRIBUTE } from './ssr/serverRendered';
// The attribute the shell sets once the page's app is live: what the end-to-end suite waits for.
export { PAGE_READY_ATTRIBUTE } from './features/frame/pageReady';
export { LANG_COOKIE, readLangCookie } from './features/language/langCookie';
export { routeMeta, type DocumentMeta } from './features/meta/routeMeta';
export { brandHeadTags } from './features/meta/brandHead';
export { SHELL_CATALOGS } from './i18n/catalogs';
