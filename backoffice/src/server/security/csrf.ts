/**
 * Cross-site requests are refused on every state change (POST, PUT, PATCH, DELETE), before the
 * session is looked at: the request's Origin must be the back office's own (a browser sends it
 * with every such request; a missing one is refused too, and so is a Sec-Fetch-Site other than
 * same-origin), and it must carry the session's CSRF token (the app sends it in a header, the
 * sign-out form in a field). The session cookie is SameSite=Strict besides.
 */
import type { FastifyRequest } from 'fastify';
import { sameSecret } from '@ssb/server-kit/secretTokens';

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-csrf-token';

/** Whether the request comes from a page of this origin. */
export function sameOrigin(req: FastifyRequest, origin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  return req.headers.origin === origin;
}

export const sameToken = (given: string | undefined, expected: string) =>
  typeof given === 'string' && given.length > 0 && sameSecret(given, expected);
