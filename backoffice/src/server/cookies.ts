/**
 * The back office's cookies, read from the request's header and written as Set-Cookie headers
 * with `cookie`, the one cookie library of the site's servers. Fastify appends each Set-Cookie
 * to those already on the reply, so one answer can set a cookie and clear another.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';

export type CookieOptions = Omit<SetCookie, 'name' | 'value'>;

/** The request's cookies by name. */
export const cookiesOf = (req: FastifyRequest) => parseCookie(req.headers.cookie ?? '');

/** Sets a cookie on the answer; SameSite=Lax unless told otherwise. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): FastifyReply {
  return reply.header('Set-Cookie', stringifySetCookie({ name, value, sameSite: 'lax', ...options }));
}

/** Tells the browser to drop a cookie: empty, expired at the epoch. */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): FastifyReply {
  return setCookie(reply, name, '', { path: '/', ...options, expires: new Date(0), maxAge: 0 });
}
