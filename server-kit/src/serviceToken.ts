/**
 * The service token (SSB_SERVICE_TOKEN): the one secret the site server and the API share. With it
 * the site server's own reads of the API (the content revision, the operations page's summary,
 * the canary judge's cohorts, readiness) prove they are the site's and not a visitor's: they
 * reach the API's internal routes and are not counted against any address's limits. No address
 * earns that; a request naming a visitor (X-Forwarded-For) without the token is that visitor's.
 *
 * It also seals what the site server checked for the API: a Web Vitals beacon whose releases and
 * cohorts the site server (which has the registry and the visitor's cohort cookie) found right is
 * passed on with an HMAC of its bytes, and the API takes no beacon without one.
 */
import { createHmac } from 'node:crypto';
import { bearerSecret, sameSecret } from './secretTokens';

/** The header of a sealed beacon: base64url HMAC-SHA256 of its body, keyed by the service token. */
export const BEACON_SEAL_HEADER = 'x-ssb-beacon-seal';

/** The headers of the site server's own request to the API (none without a token: the API then refuses it). */
export const serviceHeaders = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** Whether an Authorization header carries `token` as its bearer secret (false when there is no token to match). */
export function carriesToken(authorization: string | undefined, token: string | undefined): boolean {
  const given = bearerSecret(authorization);
  return token !== undefined && token.length > 0 && given !== null && sameSecret(given, token);
}

/** The seal of a body the site server checked (a label first: the token seals nothing else alike). */
export const sealOf = (token: string, body: string | Buffer): string =>
  createHmac('sha256', token).update('ssb-beacon-checked\n').update(body).digest('base64url');

/** Whether `seal` is the seal of `body`, compared in constant time. */
export function sealOk(token: string | undefined, body: string | Buffer, seal: string | string[] | undefined): boolean {
  if (!token || typeof seal !== 'string') return false;
  return sameSecret(seal, sealOf(token, body));
}
