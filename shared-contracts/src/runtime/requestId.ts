// One id follows a request from the site server through its /api proxy to the API, joining their logs;
// an id from outside is kept only when it looks like one, never as free text that could forge log lines.
export const REQUEST_ID_HEADER = 'x-request-id';

const WELL_FORMED = /^[A-Za-z0-9._-]{8,64}$/;

/** The incoming id when it is well formed, or a new one. */
export function requestIdFrom(header: string | string[] | undefined, fresh: () => string): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && WELL_FORMED.test(value) ? value : fresh();
}
