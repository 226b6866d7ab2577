/** Set on #root by the site server when the HTML inside is the rendered page: the app hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * Set by the site server (to true) when it answers an address of a known route with the 404
 * page, because the page's record does not exist: the browser shows the same page.
 */
export const NOT_FOUND_GLOBAL = '__SSB_NOT_FOUND__';

/** Whether the site server answered this page with its 404 page (see NOT_FOUND_GLOBAL). */
export const servedAsNotFound = (): boolean => (globalThis as unknown as Record<string, unknown>)[NOT_FOUND_GLOBAL] === true;
