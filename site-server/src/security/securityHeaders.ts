/**
 * The site's security headers. Helmet sets the fixed ones on every answer; the HTML answers get
 * their Content-Security-Policy per request, because it names a fresh nonce for the inline
 * scripts the site server writes and the origins the remotes are served from right now (a
 * deploy can change them without a restart). Violations are reported to /_csp-report and logged.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { STRICT_ANSWER_HEADERS } from '@ssb/server-kit/clientErrors';
import type { RuntimeConfig } from '@ssb/contracts/node';
import { createAddressWindow } from './addressWindow';
import { refuse } from './refusals';
import type { LimitWindows } from './limitWindows';

const CSP_REPORT_PATH = '/_csp-report';

/** Features the site never uses, refused to its pages and to anything they might embed (the branch finder asks for the location). */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()';

export interface SecurityOptions {
  /** https: HSTS for a year (subdomains included) and insecure requests upgraded; http (local): neither. */
  publicOrigin: string;
  /** Site-server processes sharing the port (each takes its share of the report limit). */
  processes?: number;
  /** Counts shared by every replica (limitWindows.ts): the report limit is then the whole site's. */
  limitWindows?: LimitWindows;
}

/** Reports one address may send a minute, to the whole site, and how large one may be. */
const CSP_REPORTS_PER_MINUTE = 10;
const CSP_REPORT_BYTES = 8 * 1024;

/**
 * The headers this policy sets on every answer the site sends (helmet's, and the permissions
 * policy): an answer passed on from the API carries these, never the API's own.
 */
export const SITE_POLICY_HEADERS: ReadonlySet<string> = new Set([
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
]);

/** A nonce for one answer's inline scripts: 128 random bits. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The origins of the remotes' manifests: where their scripts, chunks, images and fonts come from. */
function remoteOrigins(config: RuntimeConfig): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remotes)) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: the shell will refuse it too
    }
  }
  return [...origins].sort();
}

/**
 * The policy of one HTML answer. Scripts: the site's own, the live remotes' origins and inline
 * scripts carrying the nonce or matching a hash; nothing else runs (no eval, no injected inline script). Styles
 * allow inline: styled-components writes <style> tags (on the server and in the browser) and
 * React writes style attributes; a style cannot run code.
 */
/**
 * How an answer's inline scripts are allowed: by its fresh nonce, or by the hashes of exactly
 * those scripts (a cached page, the same bytes for every visitor; as strict, nothing per answer).
 */
export type InlineScripts = string | { hashes: string[] };

const inlineSource = (inline: InlineScripts) =>
  typeof inline === 'string' ? `'nonce-${inline}'` : inline.hashes.map((hash) => `'${hash}'`).join(' ');

function contentSecurityPolicy(inline: InlineScripts, origins: string[], upgrade: boolean): string {
  const remote = origins.join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${inlineSource(inline)} ${remote}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${remote}`,
    `font-src 'self' ${remote}`,
    `connect-src 'self' ${remote}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
    ...(upgrade ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.map((d) => d.trim().replace(/\s+/g, ' ')).join('; ');
}

export async function securityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const https = options.publicOrigin.startsWith('https:');
  await app.register(helmet, {
    // Set per HTML answer (cspFor below): it needs the request's nonce and the live origins.
    contentSecurityPolicy: false,
    // Remote scripts come from other origins: requiring CORP of them would block them.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // A page's policy is its own (htmlSecurityHeaders); every other answer the site makes itself
    // (its refusals, redirects, JSON, files) gets the strict one: nothing in it runs or is framed.
    if (!reply.hasHeader('content-security-policy') && !/^text\/html\b/i.test(String(reply.getHeader('content-type') ?? '')))
      reply.header('content-security-policy', STRICT_ANSWER_HEADERS['Content-Security-Policy']);
    return payload;
  });

  // Browsers send reports as application/csp-report (report-uri) or application/reports+json (report-to).
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: CSP_REPORT_BYTES },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, { unparsable: String(body).slice(0, 200) });
      }
    },
  );
  // A browser sends a few at most; a client sending more is flooding the log. The log gets the
  // first report of each address and minute, the rest are counted only by the refusals. Every
  // report counts, the oversized ones too (they were refused 413 without end, never limited),
  // before its body is read.
  const reports = createAddressWindow({
    perWindow: CSP_REPORTS_PER_MINUTE,
    processes: options.processes,
    shared: options.limitWindows,
    name: 'csp-reports',
  });
  const first = new WeakSet<object>();
  const counted = async (req: FastifyRequest, reply: FastifyReply) => {
    if (reports.full(req.ip)) return refuse(req, reply.header('Retry-After', String(reports.retryAfter(req.ip))), 429, 'rate_limited');
    if (reports.add(req.ip)) first.add(req);
    if (Number(req.headers['content-length'] ?? 0) > CSP_REPORT_BYTES) return refuse(req, reply, 413, 'too_large', { bytes: CSP_REPORT_BYTES });
    return undefined;
  };
  app.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_BYTES, onRequest: counted }, async (req, reply) => {
    if (first.has(req))
      req.log.warn(
        { csp: req.body, client: req.ip },
        'content security policy violation (further reports from this address this minute are not logged)',
      );
    return reply.code(204).send();
  });
}

/**
 * The headers of one HTML answer whose inline scripts carry a nonce, or are named by hash.
 * `development`: the page shows a development preview, whose build may be on the developer's http
 * loopback: its requests are not upgraded to https (they would not load at all).
 */
export function htmlSecurityHeaders(
  inline: InlineScripts,
  config: RuntimeConfig,
  publicOrigin: string,
  { development = false }: { development?: boolean } = {},
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(inline, remoteOrigins(config), publicOrigin.startsWith('https:') && !development),
    'reporting-endpoints': `csp="${CSP_REPORT_PATH}"`,
  };
}
