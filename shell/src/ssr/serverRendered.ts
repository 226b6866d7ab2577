/** Set on #root by the site server when the HTML inside is the rendered page: the app hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
