/**
 * A visitor's page: what the rest of the site server uses of page/. Everything else in this
 * folder is the page's own (the import graph's rules refuse a reach past this file).
 */
export { pageRoutes } from './pageRoutes';
export { readPageAssets } from './document/pageAssets';
export { startServerRendering, type RenderSettings } from './render/serverRendering';
export { HTML_COMPRESSION } from './sendPage';
