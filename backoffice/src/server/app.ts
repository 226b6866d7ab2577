/**
 * The back office server: the bank's staff app on its own origin (never through the public
 * site server or shell). It signs staff in at the bank's identity provider (oidc/), keeps their
 * sessions on the server (sessions/), answers each page only to a staff member with its role
 * (shared/pages.ts: 403 and nothing else otherwise), refuses cross-site state changes, relays the
 * app's calls to the API's staff routes with the staff member's own access token, and serves
 * visitors' documents from its own origin under a sandboxing policy.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { routineRequestsAtDebug } from '@ssb/server-kit/requestLog';
import { traceChildLogger } from '@ssb/server-kit/traceContext';
import { isLang, mayOpen, pageOf, type Lang } from '../shared/pages';
import type { CatalogKey } from '../shared/i18n';
import { identityProvider, type IdentityProvider, type SignedIn } from './oidc/identityProvider';
import { serverPage } from './pages/html';
import { baseHeaders, documentHeaders, newNonce, pagePolicy } from './security/headers';
import { clearCookie, cookiesOf, setCookie } from './cookies';
import { CSRF_HEADER, sameOrigin, sameToken, STATE_CHANGING } from './security/csrf';
import type { BackofficeOptions } from './settings';
import { newId, openSessionStore, type Session } from './sessions/sessionStore';
import { staffApiRouteOf } from './routes/staffApi';

interface Resolved {
  id: string;
  session: Session;
}

/** Time limits of calls to the API and of the server itself. */
const API_TIMEOUT_MS = 20_000;
/** A picture: up to 15 MB scanned, then encoded at four widths by the API (a PDF is inspected in as long). */
const PICTURE_TIMEOUT_MS = 60_000;
/** A document's PDF, as the API takes it (20 MB), and a little room. */
const PDF_BODY_BYTES = 20 * 1024 * 1024 + 64 * 1024;
/** The picture's 15 MB and its three alt texts with the multipart framing. */
const PICTURE_BODY_BYTES = 15 * 1024 * 1024 + 64 * 1024;
const LANG_COOKIE_DAYS = 365;

export async function buildBackoffice(options: BackofficeOptions & { logger?: boolean | object; now?: () => number; provider?: IdentityProvider }) {
  const now = options.now ?? Date.now;
  const https = options.origin.startsWith('https:');
  // __Host- cookies: this origin's alone, Secure, Path=/. Over http (development) plain names.
  const SESSION = https ? '__Host-ssb_bo_session' : 'ssb_bo_session';
  const LOGIN = https ? '__Host-ssb_bo_login' : 'ssb_bo_login';
  const LANG = 'ssb_bo_lang';
  const issuerOrigin = new URL(options.issuer).origin;
  const sessions = await openSessionStore({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const provider =
    options.provider ??
    identityProvider({
      issuer: options.issuer,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      redirectUri: `${options.origin}/auth/callback`,
      postLogoutUri: `${options.origin}/signed-out`,
      scopes: options.scopes,
      resource: options.resource,
      groupsClaim: options.groupsClaim,
      roleGroups: options.roleGroups,
    });
  const indexHtml = (() => {
    try {
      return readFileSync(path.join(options.appDir, 'index.html'), 'utf8');
    } catch {
      return null;
    }
  })();

  // Requests are logged by their path alone: a query may hold an authorization code
  // (/auth/callback) or what an officer searched for (a name, a phone).
  const logger =
    options.logger === undefined || options.logger === false
      ? false
      : {
          ...(options.logger === true ? {} : options.logger),
          serializers: {
            req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
          },
        };
  const app = Fastify({
    logger,
    logController: routineRequestsAtDebug(),
    childLoggerFactory: traceChildLogger,
    genReqId: () => randomUUID(),
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
  });
  app.addHook('onClose', async () => sessions.close());
  await app.register(formbody, { bodyLimit: 4 * 1024 });
  app.addHook('onRequest', async (_req, reply) => {
    baseHeaders(reply, https);
  });

  const cookieOptions = (maxAgeS: number, sameSite: 'strict' | 'lax' = 'strict') => ({
    httpOnly: true,
    secure: https,
    sameSite,
    path: '/',
    maxAge: maxAgeS,
  });

  /** The staff member's language: their choice, else the browser's, else Tajik. */
  const langOf = (req: FastifyRequest, session?: Session | null): Lang => {
    const chosen = cookiesOf(req)[LANG];
    if (isLang(chosen)) return chosen;
    if (session && isLang(session.lang)) return session.lang;
    const accept = req.headers['accept-language'] ?? '';
    for (const part of accept.split(',')) {
      const code = part.trim().slice(0, 2).toLowerCase();
      if (code === 'tg') return 'tj';
      if (code === 'ru' || code === 'en') return code;
    }
    return 'tj';
  };

  const page = (
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    content: { title: CatalogKey; lead?: CatalogKey; action?: { href: string; label: CatalogKey } },
    session?: Session | null,
  ) => {
    const nonce = newNonce();
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', pagePolicy(nonce, issuerOrigin, options.siteOrigin))
      .send(serverPage({ lang: langOf(req, session), nonce, path: new URL(req.url, options.origin).pathname, ...content }));
  };

  /** The request's session, or null; one past its idle or absolute time is ended here. */
  const resolve = async (req: FastifyRequest, reply: FastifyReply): Promise<Resolved | null> => {
    const id = cookiesOf(req)[SESSION];
    if (!id) return null;
    const session = await sessions.find(id);
    const at = now();
    if (!session || at - session.seenAt > options.idleMs || at - session.createdAt > options.absoluteMs) {
      if (session) {
        await sessions.remove(id);
        req.log.info({ staff: session.sub, reason: at - session.createdAt > options.absoluteMs ? 'absolute' : 'idle' }, 'session ended by time');
      }
      clearCookie(reply, SESSION, { path: '/' });
      return null;
    }
    if (at - session.seenAt > 15_000) await sessions.touch(id, at);
    return { id, session };
  };

  /** The session's access token, refreshed at the provider when it is about to expire; null ends the session. */
  const accessTokenOf = async (req: FastifyRequest, resolved: Resolved): Promise<string | null> => {
    const { tokens } = resolved.session;
    if (tokens.accessExpiresAt - 30_000 > now()) return tokens.accessToken;
    try {
      const previous: SignedIn = {
        sub: resolved.session.sub,
        name: resolved.session.name,
        roles: resolved.session.roles as SignedIn['roles'],
        ...tokens,
      };
      const fresh = await provider.refresh(previous);
      await sessions.touch(resolved.id, now(), {
        tokens: { accessToken: fresh.accessToken, accessExpiresAt: fresh.accessExpiresAt, refreshToken: fresh.refreshToken, idToken: fresh.idToken },
      });
      return fresh.accessToken;
    } catch (error) {
      req.log.warn(
        { staff: resolved.session.sub, reason: error instanceof Error ? error.message : String(error) },
        'the access token could not be refreshed: session ended',
      );
      await sessions.remove(resolved.id);
      return null;
    }
  };

  const safeReturn = (value: unknown) => (typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length < 500 ? value : '/');

  // Cross-site state changes are refused before anything else: no session is looked at for them.
  app.addHook('preHandler', async (req, reply) => {
    if (!STATE_CHANGING.has(req.method)) return;
    if (!sameOrigin(req, options.origin)) {
      req.log.warn(
        { origin: req.headers.origin ?? null, site: req.headers['sec-fetch-site'] ?? null, url: req.routeOptions.url },
        'cross-site request refused',
      );
      return page(req, reply, 403, { title: 'page.crossSite.title', lead: 'page.crossSite.lead', action: { href: '/', label: 'page.home' } });
    }
  });

  app.get('/healthz', async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ready', sessions: sessions.describe, app: indexHtml !== null }),
  );

  app.get<{ Querystring: { lang?: string; return?: string } }>('/language', async (req, reply) => {
    const lang = isLang(req.query.lang) ? req.query.lang : 'tj';
    setCookie(reply, LANG, lang, cookieOptions(LANG_COOKIE_DAYS * 86_400));
    const resolved = await resolve(req, reply);
    if (resolved) await sessions.touch(resolved.id, now(), { lang });
    return reply.redirect(safeReturn(req.query.return), 303);
  });

  app.get<{ Querystring: { return?: string } }>('/login', async (req, reply) => {
    let started;
    try {
      started = await provider.start();
    } catch (error) {
      req.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'the identity provider cannot be reached');
      return page(req, reply.header('Retry-After', '10'), 503, {
        title: 'page.signInFailed.title',
        lead: 'page.signInFailed.lead',
        action: { href: '/login', label: 'page.signIn.button' },
      });
    }
    const id = newId();
    await sessions.startLogin(
      id,
      { state: started.state, nonce: started.nonce, verifier: started.verifier, returnTo: safeReturn(req.query.return), lang: langOf(req) },
      now(),
    );
    // Lax: the provider's redirect back is a cross-site navigation when it is on another site (Entra ID).
    setCookie(reply, LOGIN, id, { ...cookieOptions(600, 'lax'), path: '/auth/callback' });
    return reply.header('Cache-Control', 'no-store').redirect(started.url, 303);
  });

  app.get('/auth/callback', async (req, reply) => {
    const loginId = cookiesOf(req)[LOGIN];
    clearCookie(reply, LOGIN, { path: '/auth/callback' });
    const login = loginId ? await sessions.takeLogin(loginId, now()) : null;
    const refused = (reason: string) => {
      // Logged once, with the reason and never a token or a code.
      req.log.warn({ reason }, 'sign-in refused');
      return page(req, reply, 400, {
        title: 'page.signInFailed.title',
        lead: 'page.signInFailed.lead',
        action: { href: '/login', label: 'page.signIn.button' },
      });
    };
    if (!login) return refused('no sign-in under way in this browser (or it took longer than 10 minutes)');
    let signedIn: SignedIn;
    try {
      signedIn = await provider.finish(new URL(req.url, options.origin), login);
    } catch (error) {
      // The library's message, and its cause's (which names the claim or parameter), never the cause's values.
      const code = (error as { code?: string }).code;
      const cause = (error as { cause?: unknown }).cause;
      const detail = cause instanceof Error ? ` (${cause.message})` : '';
      return refused(`${code ? `${code}: ` : ''}${error instanceof Error ? error.message : String(error)}${detail}`);
    }
    const id = newId();
    await sessions.create(
      id,
      {
        sub: signedIn.sub,
        name: signedIn.name,
        roles: signedIn.roles,
        csrf: newId(),
        lang: login.lang,
        tokens: {
          accessToken: signedIn.accessToken,
          accessExpiresAt: signedIn.accessExpiresAt,
          refreshToken: signedIn.refreshToken,
          idToken: signedIn.idToken,
        },
      },
      now(),
    );
    req.log.info({ staff: signedIn.sub, roles: signedIn.roles }, 'signed in');
    setCookie(reply, SESSION, id, cookieOptions(Math.floor(options.absoluteMs / 1000)));
    // A page of this origin moves on, so that the SameSite=Strict cookie goes with the next request.
    const nonce = newNonce();
    const to = login.returnTo.replace(/[&<>"']/g, '');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', pagePolicy(nonce, issuerOrigin, options.siteOrigin))
      .send(
        `<!doctype html><html lang="tg"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${to}"><title>SSB Bank</title></head><body><a href="${to}">${to}</a></body></html>`,
      );
  });

  app.post<{ Body: { csrf?: string } }>('/logout', async (req, reply) => {
    const resolved = await resolve(req, reply);
    if (!resolved) return reply.redirect('/signed-out', 303);
    if (!sameToken(req.body?.csrf, resolved.session.csrf)) {
      req.log.warn({ staff: resolved.session.sub }, 'sign-out without the session’s CSRF token refused');
      return page(
        req,
        reply,
        403,
        { title: 'page.crossSite.title', lead: 'page.crossSite.lead', action: { href: '/', label: 'page.home' } },
        resolved.session,
      );
    }
    await sessions.remove(resolved.id);
    clearCookie(reply, SESSION, { path: '/' });
    req.log.info({ staff: resolved.session.sub }, 'signed out');
    // The provider's session ends too: its end-session endpoint, then back to /signed-out.
    return reply.redirect(await provider.endSessionUrl(), 303);
  });

  app.get('/signed-out', async (req, reply) =>
    page(req, reply, 200, { title: 'page.signedOut.title', lead: 'page.signedOut.lead', action: { href: '/login', label: 'page.signIn.button' } }),
  );

  app.get('/session', async (req, reply) => {
    const resolved = await resolve(req, reply);
    reply.header('Cache-Control', 'no-store');
    if (!resolved) return reply.code(401).send({ error: 'unauthorized' });
    const { session } = resolved;
    return reply.send({
      sub: session.sub,
      name: session.name,
      roles: session.roles,
      csrf: session.csrf,
      lang: langOf(req, session),
      idleMs: options.idleMs,
      siteOrigin: options.siteOrigin ?? null,
    });
  });

  /** The session and its access token for an app call, or null with the refusal sent. */
  const forCall = async (req: FastifyRequest, reply: FastifyReply, roles: readonly string[]): Promise<string | null> => {
    const resolved = await resolve(req, reply);
    if (!resolved) {
      reply.code(401).header('Cache-Control', 'no-store').send({ error: 'unauthorized' });
      return null;
    }
    if (!roles.some((role) => resolved.session.roles.includes(role))) {
      req.log.warn({ staff: resolved.session.sub, url: req.url.split('?')[0] }, 'a call the staff member’s roles do not allow (403)');
      reply.code(403).header('Cache-Control', 'no-store').send({ error: 'forbidden' });
      return null;
    }
    if (STATE_CHANGING.has(req.method) && !sameToken(req.headers[CSRF_HEADER] as string | undefined, resolved.session.csrf)) {
      req.log.warn({ staff: resolved.session.sub }, 'a state change without the session’s CSRF token refused');
      reply.code(403).header('Cache-Control', 'no-store').send({ error: 'csrf' });
      return null;
    }
    const token = await accessTokenOf(req, resolved);
    if (!token) {
      clearCookie(reply, SESSION, { path: '/' }).code(401).header('Cache-Control', 'no-store').send({ error: 'unauthorized' });
      return null;
    }
    return token;
  };

  /**
   * Sends an app call on to the API's staff route with the person's token, and its answer back as
   * it is (never kept: no-store). A JSON body is sent again as JSON; a picture's multipart body as
   * it came, with its own Content-Type (its boundary).
   */
  const relay = async (
    req: FastifyRequest,
    reply: FastifyReply,
    token: string,
    body: { type: string; data: string | Uint8Array<ArrayBuffer> } | null,
    timeoutMs = API_TIMEOUT_MS,
  ) => {
    const url = new URL(req.url, options.origin);
    const rest = url.pathname.slice('/bo-api'.length);
    let res: Response;
    try {
      res = await fetch(`${options.apiUrl}/internal/staff${rest}${url.search}`, {
        method: req.method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body ? { 'content-type': body.type } : {}),
          'x-request-id': req.id,
        },
        body: body && req.method !== 'GET' ? body.data : null,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      req.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'the API did not answer');
      return reply.code(502).header('Cache-Control', 'no-store').send({ error: 'unavailable' });
    }
    const answer = await res.text();
    return reply
      .code(res.status)
      .header('Cache-Control', 'no-store')
      .type(res.headers.get('content-type') ?? 'application/json')
      .send(answer);
  };

  app.all('/bo-api/*', async (req, reply) => {
    const rest = new URL(req.url, options.origin).pathname.slice('/bo-api'.length);
    const route = staffApiRouteOf(req.method, rest);
    if (!route) return reply.code(404).header('Cache-Control', 'no-store').send({ error: 'not_found' });
    const token = await forCall(req, reply, route.roles);
    if (!token) return reply;
    return relay(req, reply, token, req.body !== undefined ? { type: 'application/json', data: JSON.stringify(req.body) } : null);
  });

  // The two uploads of the content studio: a picture (multipart: the file and its alt texts) and a
  // document's PDF. A body is read only once the request is known to be same-origin, from a
  // signed-in person with the role and the CSRF token (onRequest, before the body), and at most
  // its limit of it: a stranger's upload is never buffered. Buffered, not streamed: the API checks
  // the bytes again itself.
  await app.register(async (uploads) => {
    const tokens = new WeakMap<FastifyRequest, string>();
    uploads.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: PICTURE_BODY_BYTES }, (_req, body, done) => done(null, body));
    uploads.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: PDF_BODY_BYTES }, (_req, body, done) => done(null, body));
    /** Same origin, the size, the session and its role: or the refusal, before a byte of the body. */
    const admit = (method: 'POST' | 'PUT', limit: number) => async (req: FastifyRequest, reply: FastifyReply) => {
      const path = new URL(req.url, options.origin).pathname;
      if (!sameOrigin(req, options.origin)) {
        req.log.warn({ origin: req.headers.origin ?? null, site: req.headers['sec-fetch-site'] ?? null, url: path }, 'cross-site request refused');
        return page(req, reply, 403, { title: 'page.crossSite.title', lead: 'page.crossSite.lead', action: { href: '/', label: 'page.home' } });
      }
      if (Number(req.headers['content-length'] ?? 0) > limit) return reply.code(413).header('Cache-Control', 'no-store').send({ error: 'too_large' });
      const token = await forCall(req, reply, staffApiRouteOf(method, path.slice('/bo-api'.length))?.roles ?? []);
      if (!token) return reply;
      tokens.set(req, token);
      return undefined;
    };
    uploads.post('/bo-api/pictures', { bodyLimit: PICTURE_BODY_BYTES, onRequest: admit('POST', PICTURE_BODY_BYTES) }, async (req, reply) => {
      const token = tokens.get(req);
      const type = req.headers['content-type'] ?? '';
      if (!token) return reply.code(401).header('Cache-Control', 'no-store').send({ error: 'unauthorized' });
      if (!/^multipart\/form-data;/i.test(type) || !Buffer.isBuffer(req.body))
        return reply.code(415).header('Cache-Control', 'no-store').send({ error: 'not_multipart' });
      // A copy on its own ArrayBuffer: what fetch takes as a body.
      return relay(req, reply, token, { type, data: new Uint8Array(req.body) }, PICTURE_TIMEOUT_MS);
    });
    uploads.put<{ Params: { file: string } }>(
      '/bo-api/files/:file',
      { bodyLimit: PDF_BODY_BYTES, onRequest: admit('PUT', PDF_BODY_BYTES) },
      async (req, reply) => {
        const token = tokens.get(req);
        if (!token) return reply.code(401).header('Cache-Control', 'no-store').send({ error: 'unauthorized' });
        if (!/^application\/pdf\b/i.test(req.headers['content-type'] ?? '') || !Buffer.isBuffer(req.body))
          return reply.code(415).header('Cache-Control', 'no-store').send({ error: 'not_pdf' });
        return relay(req, reply, token, { type: 'application/pdf', data: new Uint8Array(req.body) }, PICTURE_TIMEOUT_MS);
      },
    );
  });

  // A visitor's document, from the back office's own origin: sandboxed, never run in its context.
  app.get<{ Params: { id: string; field: string } }>('/documents/:id/:field', async (req, reply) => {
    if (!/^[0-9a-f-]{36}$/.test(req.params.id) || !/^file[123]$/.test(req.params.field)) return reply.code(404).send({ error: 'not_found' });
    const token = await forCall(req, reply, ['applications_officer']);
    if (!token) return reply;
    let res: Response;
    try {
      res = await fetch(`${options.apiUrl}/internal/staff/applications/${req.params.id}/documents/${req.params.field}`, {
        headers: { authorization: `Bearer ${token}`, 'x-request-id': req.id },
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      req.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'the API did not answer');
      return reply.code(502).send({ error: 'unavailable' });
    }
    if (!res.ok)
      return reply
        .code(res.status)
        .header('Cache-Control', 'no-store')
        .type('application/json')
        .send(await res.text());
    const mime = (res.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]?.trim() ?? 'application/octet-stream';
    const ext = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' }[mime] ?? 'bin';
    return documentHeaders(reply, mime, `${req.params.id.slice(0, 8).toUpperCase()}-${req.params.field}.${ext}`).send(
      Buffer.from(await res.arrayBuffer()),
    );
  });

  // The app's built files: content-hashed names, kept by browsers for a year.
  await app.register(fastifyStatic, {
    root: path.join(options.appDir, 'assets'),
    prefix: '/assets/',
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (res) => void res.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });

  // Every page of the app: to a staff member with its role, else sign-in or 403 and nothing more.
  app.setNotFoundHandler(async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send({ error: 'not_found' });
    const url = new URL(req.url, options.origin);
    const { pathname } = url;
    const name = pageOf(pathname);
    if (!name) return page(req, reply, 404, { title: 'page.notFound.title', action: { href: '/', label: 'page.home' } });
    const resolved = await resolve(req, reply);
    if (!resolved)
      return page(req, reply, 401, {
        title: 'page.signIn.title',
        lead: 'page.signIn.lead',
        // Back to this very page after sign-in, its query too (a filtered list, a view of changes).
        action: { href: `/login?return=${encodeURIComponent(pathname + url.search)}`, label: 'page.signIn.button' },
      });
    if (!mayOpen(name, resolved.session.roles)) {
      req.log.warn({ staff: resolved.session.sub, page: name }, 'a page the staff member’s roles do not allow (403)');
      return page(
        req,
        reply,
        403,
        { title: 'page.forbidden.title', lead: 'page.forbidden.lead', action: { href: '/', label: 'page.home' } },
        resolved.session,
      );
    }
    if (indexHtml === null)
      return reply.code(503).type('text/plain; charset=utf-8').send('The back office app is not built: npm run build -w backoffice');
    const nonce = newNonce();
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', pagePolicy(nonce, issuerOrigin, options.siteOrigin))
      .send(indexHtml.replace('__CSP_NONCE__', nonce));
  });

  return { app, sessions };
}
