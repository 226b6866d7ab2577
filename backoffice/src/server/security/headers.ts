/**
 * The back office's security headers. Its pages run only its own scripts (no inline script at
 * all) and the styles its own code makes, allowed by a nonce per answer; nothing may frame it;
 * forms post only to itself and to the identity provider (sign-out continues there). A document
 * a visitor sent is served under a policy of its own (documentHeaders): sandboxed, so even a
 * crafted PDF or image runs in an opaque origin with no script and no access to the back office.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export const newNonce = () => randomBytes(16).toString('base64');

/** `siteOrigin`: the public site, to which a change's preview is posted (a form, never a URL with the seal). */
export function pagePolicy(nonce: string, issuerOrigin: string, siteOrigin = ''): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // Documents open in a frame of the back office's own origin, under their sandboxing policy.
    "frame-src 'self'",
    `form-action 'self' ${issuerOrigin}${siteOrigin ? ` ${siteOrigin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** What every answer carries. */
export function baseHeaders(reply: FastifyReply, https: boolean): FastifyReply {
  reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cross-Origin-Opener-Policy', 'same-origin')
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('X-Frame-Options', 'DENY')
    .header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (https) reply.header('Strict-Transport-Security', 'max-age=31536000');
  return reply;
}

/** The kinds of document opened in the browser; anything else is downloaded. */
const INLINE = new Set(['image/png', 'image/jpeg', 'application/pdf']);

export function documentHeaders(reply: FastifyReply, mime: string, fileName: string): FastifyReply {
  const inline = INLINE.has(mime);
  return (
    reply
      .type(inline ? mime : mime.startsWith('application/') ? mime : 'application/octet-stream')
      .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      // A frame of the back office's own pages may show it; no other site may.
      .header('X-Frame-Options', 'SAMEORIGIN')
  );
}
