/**
 * A visitor's page: what the rest of the site server uses of page/. Everything else in this
 * folder is the page's own (the import graph's rules refuse a reach past this file).
 */
export { pageRoutes, type PageRoutesOptions } from './pageRoutes';
export { readPageAssets, type PageAssets } from './document/pageAssets';
export { startServerRendering, type RenderSettings, type ServerRenderingOptions } from './render/serverRendering';
export type { ServerRender } from './render/serverRender';
export { HTML_COMPRESSION } from './sendPage';
export { RENDERS_PER_MINUTE } from './renderPage';
