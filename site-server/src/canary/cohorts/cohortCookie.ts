/**
 * The canary cohort cookie (docs/remote-delivery.md, "Canary releases"): a random id the site
 * server gives a browser while a canary runs, so that the visitor stays in the same cohort on
 * every page view. It holds 16 random bytes and nothing else: no personal data, nothing derived
 * from the visitor, and the site reads it for nothing but the cohort.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';

export const COHORT_COOKIE = 'ssb_cohort';
/** Long enough to outlast a canary's steps (days to weeks), short enough not to become a fixture. */
export const COHORT_DAYS = 90;

/** 16 bytes in base64url: 22 characters, the last holding only 2 bits (so one of A, Q, g, w). */
const VISITOR_ID = /^[A-Za-z0-9_-]{21}[AQgw]$/;

export const newVisitorId = (): string => randomBytes(16).toString('base64url');

export const isVisitorId = (value: unknown): value is string => typeof value === 'string' && VISITOR_ID.test(value);

/** The visitor id the request's cookie holds; null when it has none or one of another form. */
export function visitorIdOf(cookieHeader: string | undefined): string | null {
  const value = parseCookie(cookieHeader ?? '')[COHORT_COOKIE];
  return isVisitorId(value) ? value : null;
}

/** The Set-Cookie value giving the browser `visitorId`; Secure when the site is served over https. */
export const cohortSetCookie = (visitorId: string, secure: boolean): string =>
  stringifySetCookie({
    name: COHORT_COOKIE,
    value: visitorId,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: COHORT_DAYS * 24 * 3600,
  });

/** Gives the browser its cohort cookie on this answer (a cached page's included). */
export function giveCohortCookie(reply: FastifyReply, visitorId: string, secure: boolean): void {
  reply.header('Set-Cookie', cohortSetCookie(visitorId, secure));
}
