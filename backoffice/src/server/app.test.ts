/**
 * The back office's server as staff and attackers meet it: a real OpenID Connect code flow with
 * PKCE through openid-client against a small standards provider run here (discovery, JWKS, an
 * authorization and a token endpoint, an end-session endpoint) whose ID tokens a test can spoil
 * (a wrong issuer, audience, nonce, signature or state), sessions in a real SQLite file (and in
 * PostgreSQL with SSB_TEST_DATABASE_URL), every page and every relayed call tried with each role
 * and with none, cross-site requests, the idle and absolute times, sign-out at the provider, and
 * documents' headers. The API is a stand-in that records what reaches it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import pg from 'pg';
import { DEFAULT_ROLE_GROUPS, parseRoleGroups, STAFF_ROLES, type StaffRole } from '@ssb/server-kit/staffRoles';
import { CATALOGS } from '../shared/i18n';
import { mayOpen, pageOf, PAGES, type PageName } from '../shared/pages';
import { buildBackoffice } from './app';
import { STAFF_API_ROUTES } from './routes/staffApi';

const GROUP_OF: Record<StaffRole, string> = {
  applications_officer: 'ssb-applications-officers',
  content_editor: 'ssb-content-editors',
  content_approver: 'ssb-content-approvers',
  rates_publisher: 'ssb-rates-publishers',
  administrator: 'ssb-administrators',
};

// --- a standards identity provider whose answers a test may spoil --------------------------------

interface Spoil {
  iss?: string;
  aud?: string;
  nonce?: string;
  /** Signs the ID token with a key the provider does not publish. */
  foreignKey?: boolean;
  /** Sends the browser back with another state than the one it came with. */
  state?: string;
}

interface TestProvider {
  issuer: string;
  /** The next sign-in's person and what to spoil. */
  next: { sub: string; groups: string[]; spoil?: Spoil };
  /** Access tokens given, by subject. */
  accessTokens: Map<string, string>;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
  });

async function startProvider(clientId: string, clientSecret: string): Promise<TestProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce: string; challenge: string; sub: string; groups: string[]; spoil: Spoil }>();
  let issuer = '';
  const provider: TestProvider = {
    issuer: '',
    next: { sub: 'nobody', groups: [] },
    accessTokens: new Map(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const sign = (claims: Record<string, unknown>, key: CryptoKey) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuedAt().setExpirationTime('5m').sign(key);
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/.well-known/openid-configuration')
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          end_session_endpoint: `${issuer}/session/end`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        });
      if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
      if (url.pathname === '/authorize') {
        const q = url.searchParams;
        if (q.get('client_id') !== clientId || q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256')
          return json(400, { error: 'invalid_request' });
        const code = randomBytes(16).toString('hex');
        const spoil = provider.next.spoil ?? {};
        codes.set(code, {
          nonce: q.get('nonce') ?? '',
          challenge: q.get('code_challenge') ?? '',
          sub: provider.next.sub,
          groups: provider.next.groups,
          spoil,
        });
        const back = new URL(q.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', spoil.state ?? q.get('state') ?? '');
        return res.writeHead(303, { location: back.href }).end();
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        // client_secret_basic: each half form-url-encoded, then base64 (RFC 6749, 2.3.1).
        const [id, secret] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
          .toString('utf8')
          .split(':')
          .map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
        if (id !== clientId || secret !== clientSecret) return json(401, { error: 'invalid_client' });
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        if (!grant || createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) return json(400, { error: 'invalid_grant' });
        const { spoil } = grant;
        const idToken = await sign(
          {
            iss: spoil.iss ?? issuer,
            aud: spoil.aud ?? clientId,
            sub: grant.sub,
            nonce: spoil.nonce ?? grant.nonce,
            name: `Staff ${grant.sub}`,
            groups: grant.groups,
          },
          spoil.foreignKey ? foreign.privateKey : privateKey,
        );
        const accessToken = `access-${grant.sub}-${randomBytes(8).toString('hex')}`;
        provider.accessTokens.set(grant.sub, accessToken);
        return json(200, {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 3600,
          id_token: idToken,
          refresh_token: `refresh-${grant.sub}`,
        });
      }
      return json(404, { error: 'not_found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.issuer = issuer;
  return provider;
}

// --- a stand-in for the API's staff routes --------------------------------------------------------

interface StandInApi {
  url: string;
  calls: { method: string; url: string; authorization: string | undefined; cookie: string | undefined }[];
  /** The bodies of the pictures relayed, with their Content-Type, as they reached the API. */
  pictures: { type: string | undefined; body: Buffer }[];
  /** The bodies of the documents' PDFs relayed, with their Content-Type. */
  files: { type: string | undefined; body: Buffer }[];
  close(): Promise<void>;
}

async function startApi(): Promise<StandInApi> {
  const calls: StandInApi['calls'] = [];
  const pictures: StandInApi['pictures'] = [];
  const files: StandInApi['files'] = [];
  const server = createServer((req, res) => {
    calls.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, cookie: req.headers.cookie });
    if (req.method === 'POST' && req.url === '/internal/staff/pictures') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        pictures.push({ type: req.headers['content-type'], body: Buffer.concat(chunks) });
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"p1"}');
      });
      return;
    }
    if (req.method === 'PUT' && req.url?.startsWith('/internal/staff/files/')) {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        files.push({ type: req.headers['content-type'], body: Buffer.concat(chunks) });
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"file":"0123456789abcdef"}');
      });
      return;
    }
    const document = /\/documents\/file(\d)$/.exec(req.url ?? '');
    if (document) {
      const [mime, body] =
        document[1] === '1'
          ? ['application/pdf', '%PDF-1.7 a passport']
          : ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'PK a Word file'];
      return res.writeHead(200, { 'content-type': mime }).end(body);
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    pictures,
    files,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// --- the back office under test ------------------------------------------------------------------

const CLIENT_ID = 'ssb-backoffice';
const CLIENT_SECRET = 'test-client-secret-0123456789';
const APP_MARK = 'BACKOFFICE-APP-SHELL';
const IDLE_MS = 15 * 60_000;
const ABSOLUTE_MS = 8 * 3_600_000;

interface LogLine {
  level: number;
  msg: string;
  reason?: string;
  [key: string]: unknown;
}

/** A picture upload as the app's FormData sends it: a file and its three alt texts. */
/** A document's PDF as the studio sends it. */
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

const MULTIPART = (() => {
  const boundary = '----ssbPictureBoundary7MA4YWxk';
  const part = (name: string, value: string, file?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: image/jpeg` : ''}\r\n\r\n${value}\r\n`;
  const body = Buffer.from(
    part('alt_tj', 'Бинои бонк') +
      part('alt_ru', 'Здание банка') +
      part('alt_en', 'The bank') +
      part('file', '\xff\xd8\xff pixels', 'a.jpg') +
      `--${boundary}--\r\n`,
    'latin1',
  );
  return { type: `multipart/form-data; boundary=${boundary}`, body };
})();

const PG_ADMIN_URL = process.env.SSB_TEST_DATABASE_URL || undefined;
const STORES = PG_ADMIN_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(STORES)('the back office server, sessions in %s', (store) => {
  let idp: TestProvider;
  let api: StandInApi;
  let dir: string;
  let clock = Date.now();
  let logs: LogLine[] = [];
  let databaseUrl: string | undefined;
  let pgDatabase: string | undefined;
  const built: Awaited<ReturnType<typeof buildBackoffice>>[] = [];

  const backoffice = async (origin = 'http://127.0.0.1:8086') => {
    const bo = await buildBackoffice({
      origin,
      issuer: idp.issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      scopes: 'openid profile offline_access',
      resource: undefined,
      groupsClaim: 'groups',
      roleGroups: parseRoleGroups(DEFAULT_ROLE_GROUPS),
      apiUrl: api.url,
      databaseUrl,
      dataDir: path.join(dir, 'data'),
      appDir: path.join(dir, 'app'),
      idleMs: IDLE_MS,
      absoluteMs: ABSOLUTE_MS,
      logLevel: 'info',
      now: () => clock,
      logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line) as LogLine) } },
    });
    built.push(bo);
    return bo;
  };
  let bo: Awaited<ReturnType<typeof buildBackoffice>>;
  const ORIGIN = 'http://127.0.0.1:8086';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-backoffice-'));
    const appDir = path.join(dir, 'app');
    mkdirSync(path.join(appDir, 'assets'), { recursive: true });
    writeFileSync(
      path.join(appDir, 'index.html'),
      `<!doctype html><meta property="csp-nonce" content="__CSP_NONCE__"><div id="root">${APP_MARK}</div>`,
    );
    if (store === 'postgres' && PG_ADMIN_URL) {
      pgDatabase = `ssb_bo_test_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${pgDatabase}`);
      await admin.end();
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${pgDatabase}`;
      databaseUrl = url.href;
    }
    idp = await startProvider(CLIENT_ID, CLIENT_SECRET);
    api = await startApi();
    bo = await backoffice();
  });

  afterAll(async () => {
    for (const b of built) await b.app.close();
    await idp.close();
    await api.close();
    if (pgDatabase && PG_ADMIN_URL) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    logs = [];
    api.calls.length = 0;
    api.pictures.length = 0;
    api.files.length = 0;
    clock = Date.now();
  });

  /** The whole sign-in, as a browser does it: /login, the provider, /auth/callback. */
  async function signIn(roles: readonly StaffRole[], spoil?: Spoil, target = bo, sub = `staff-${randomBytes(3).toString('hex')}`) {
    const login = await target.app.inject({ url: '/login?return=/applications' });
    expect(login.statusCode).toBe(303);
    const loginCookie = login.cookies.find((c) => c.name.endsWith('ssb_bo_login'));
    expect(loginCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/callback' });
    const authorize = new URL(String(login.headers.location));
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    idp.next = { sub, groups: roles.map((r) => GROUP_OF[r]), spoil };
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    expect(atProvider.status).toBe(303);
    const back = new URL(String(atProvider.headers.get('location')));
    const callback = await target.app.inject({
      url: `${back.pathname}${back.search}`,
      headers: { cookie: `${loginCookie?.name}=${loginCookie?.value}` },
    });
    const session = callback.cookies.find((c) => c.name.endsWith('ssb_bo_session'));
    return { callback, session, sub, cookie: session ? `${session.name}=${session.value}` : '' };
  }

  const sessionOf = async (cookie: string) =>
    (await bo.app.inject({ url: '/session', headers: { cookie } })).json<{ csrf: string; roles: string[] }>();

  it('signs a person in by the code flow with PKCE: an HttpOnly, SameSite=Strict cookie, the session on the server', async () => {
    const { callback, session, cookie, sub } = await signIn(['applications_officer']);
    expect(callback.statusCode).toBe(200);
    // A page of the back office moves on, so that the Strict cookie goes with the next request.
    expect(callback.body).toContain('url=/applications');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(session?.secure).toBeFalsy();
    expect(session?.name).toBe('ssb_bo_session');
    expect(logs.filter((l) => l.msg === 'signed in')).toHaveLength(1);
    const me = await sessionOf(cookie);
    expect(me.roles).toEqual(['applications_officer']);
    // The inbox opens; the app's call goes to the API with this person's own access token, and no cookie.
    expect((await bo.app.inject({ url: '/applications', headers: { cookie } })).body).toContain(APP_MARK);
    const list = await bo.app.inject({ url: '/bo-api/applications?status=received&q=%2B992901234567', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(api.calls).toEqual([
      {
        method: 'GET',
        url: '/internal/staff/applications?status=received&q=%2B992901234567',
        authorization: `Bearer ${idp.accessTokens.get(sub)}`,
        cookie: undefined,
      },
    ]);
    // What an officer searched for is not in the log.
    expect(JSON.stringify(logs)).not.toContain('992901234567');
    // What the server keeps opens no session and reads no token: the cookie's id and the tokens are not in it.
    if (store === 'sqlite') {
      const files = readdirSync(path.join(dir, 'data')).map((f) => readFileSync(path.join(dir, 'data', f)));
      const raw = Buffer.concat(files);
      expect(raw.includes(String(session?.value))).toBe(false);
      expect(raw.includes(String(idp.accessTokens.get(sub)))).toBe(false);
      expect(raw.includes(`refresh-${sub}`)).toBe(false);
    }
  });

  it('makes the cookies Secure and __Host- on https', async () => {
    const secure = await backoffice('https://backoffice.internal.example');
    const { session, callback } = await signIn(['administrator'], undefined, secure);
    expect(callback.statusCode).toBe(200);
    expect(session).toMatchObject({ name: '__Host-ssb_bo_session', secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(callback.headers['strict-transport-security']).toBeTruthy();
  });

  it.each<[string, Spoil, RegExp]>([
    ['a wrong issuer', { iss: 'https://impostor.example' }, /iss/i],
    ['a wrong audience', { aud: 'another-client' }, /aud/i],
    ['a wrong nonce', { nonce: 'not-the-nonce' }, /nonce/i],
    ['a signature by a key the provider does not publish', { foreignKey: true }, /signature/i],
    ['a state this browser did not send', { state: 'forged-state' }, /state/i],
  ])('refuses %s with a clear page, logged once, and makes no session', async (_what, spoil, reason) => {
    const { callback, session } = await signIn(['administrator'], spoil);
    expect(callback.statusCode).toBe(400);
    expect(session).toBeUndefined();
    expect(callback.headers['content-type']).toMatch(/^text\/html/);
    expect(callback.body).toContain(CATALOGS.tj['page.signInFailed.title']);
    expect(callback.body).toContain('href="/login"');
    const refused = logs.filter((l) => l.msg === 'sign-in refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.reason).toMatch(reason);
    // Never a token or a code in the log.
    const text = JSON.stringify(logs);
    expect(text).not.toMatch(/access-staff|refresh-staff|eyJ[A-Za-z0-9_-]{10,}/);
    expect(text).not.toMatch(/code=[0-9a-f]{32}/);
    expect(text).toContain('"url":"/auth/callback"');
    expect(logs.filter((l) => l.msg === 'signed in')).toEqual([]);
  });

  it('refuses a callback with no sign-in under way in this browser, or a replayed one', async () => {
    const first = await signIn(['applications_officer']);
    expect(first.callback.statusCode).toBe(200);
    const bare = await bo.app.inject({ url: '/auth/callback?code=abc&state=def' });
    expect(bare.statusCode).toBe(400);
    expect(bare.cookies.find((c) => c.name.endsWith('ssb_bo_session'))).toBeUndefined();
  });

  const pagePath = (name: PageName) =>
    PAGES[name].path.replace(':id', '0b0c0d0e-0000-4000-8000-000000000001').replace(':kind', 'news').replace(':item', '1');

  it('knows the studio’s pages by their paths, the rates before a kind’s items', () => {
    expect(pageOf('/content')).toBe('studio');
    expect(pageOf('/content/rates')).toBe('rates');
    expect(pageOf('/content/news')).toBe('contentKind');
    expect(pageOf('/content/news/new')).toBe('newItem');
    expect(pageOf('/content/news/3/edit')).toBe('editItem');
    expect(pageOf('/content/news/3/history')).toBe('itemHistory');
    expect(pageOf('/content/changes/0b0c0d0e-0000-4000-8000-000000000001')).toBe('change');
    expect(mayOpen('rates', ['content_editor'])).toBe(false);
    expect(mayOpen('contentKind', ['content_editor'])).toBe(true);
    expect(mayOpen('studio', ['applications_officer'])).toBe(false);
  });

  it.each<[string, readonly StaffRole[]]>([
    ...STAFF_ROLES.map((role): [string, StaffRole[]] => [role, [role]]),
    ['a person with no staff group', []],
  ])('answers every page and every relayed call only to its role: %s', async (_who, roles) => {
    const { cookie, callback } = await signIn(roles);
    expect(callback.statusCode).toBe(200);
    for (const name of Object.keys(PAGES) as PageName[]) {
      const res = await bo.app.inject({ url: pagePath(name), headers: { cookie } });
      const allowed = (PAGES[name].roles as readonly string[]).some((r) => roles.includes(r as StaffRole));
      expect([name, res.statusCode]).toEqual([name, allowed ? 200 : 403]);
      if (allowed) expect(res.body).toContain(APP_MARK);
      else {
        expect(res.body).not.toContain(APP_MARK);
        expect(res.body).toContain(CATALOGS.tj['page.forbidden.title']);
      }
    }
    const { csrf } = await sessionOf(cookie);
    for (const route of STAFF_API_ROUTES) {
      const sample = route.path.source
        .replace(/^\^|\$$/g, '')
        .replace('[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', '0b0c0d0e-0000-4000-8000-000000000001')
        .replace('[0-9A-Fa-f]{8}', '0B0C0D0E')
        .replace('[a-z0-9]{12}', 'abcdefabcdef')
        .replace('[a-z-]{1,30}', 'org-documents')
        .replace('([1-9][0-9]{0,8}|[A-Za-z_]{1,20})', '1')
        .replace('[A-Za-z0-9][A-Za-z0-9._-]{0,80}\\.pdf', 'annual-report-2025.pdf')
        .replace(/\\\//g, '/');
      api.calls.length = 0;
      const picture = route.method === 'POST' && sample === '/pictures';
      const pdf = route.method === 'PUT' && sample.startsWith('/files/');
      const withBody = route.method === 'PUT' || route.method === 'POST';
      const res = await bo.app.inject({
        method: route.method,
        url: `/bo-api${sample}`,
        headers: {
          cookie,
          origin: ORIGIN,
          'x-csrf-token': csrf,
          ...(withBody ? { 'content-type': picture ? MULTIPART.type : pdf ? 'application/pdf' : 'application/json' } : {}),
        },
        ...(withBody ? { payload: picture ? MULTIPART.body : pdf ? PDF_BYTES : {} } : {}),
      });
      const allowed = route.roles.some((r) => roles.includes(r));
      expect([route.method, sample, res.statusCode]).toEqual([route.method, sample, allowed ? (picture || pdf ? 201 : 200) : 403]);
      expect(api.calls).toHaveLength(allowed ? 1 : 0);
    }
    // A document: the officer's alone.
    const doc = await bo.app.inject({ url: '/documents/0b0c0d0e-0000-4000-8000-000000000001/file1', headers: { cookie } });
    expect(doc.statusCode).toBe(roles.includes('applications_officer') ? 200 : 403);
  });

  it('answers no page and no call without a session: the sign-in page, 401', async () => {
    for (const name of Object.keys(PAGES) as PageName[]) {
      const res = await bo.app.inject({ url: pagePath(name) });
      expect([name, res.statusCode]).toEqual([name, 401]);
      expect(res.body).not.toContain(APP_MARK);
      expect(res.body).toContain(`/login?return=${encodeURIComponent(pagePath(name))}`);
    }
    // A page with its query (the changes waiting for this person) is where sign-in comes back to.
    expect((await bo.app.inject({ url: '/content?view=approve' })).body).toContain(`/login?return=${encodeURIComponent('/content?view=approve')}`);
    for (const route of STAFF_API_ROUTES.filter((r) => r.method === 'GET'))
      expect(
        (await bo.app.inject({ url: `/bo-api${route.path.source.replace(/^\^|\$$/g, '').replace(/\\\//g, '/')}` })).statusCode,
      ).toBeGreaterThanOrEqual(401);
    expect((await bo.app.inject({ url: '/bo-api/applications' })).statusCode).toBe(401);
    expect((await bo.app.inject({ url: '/documents/0b0c0d0e-0000-4000-8000-000000000001/file1' })).statusCode).toBe(401);
    expect(api.calls).toEqual([]);
  });

  it('refuses every cross-site state change: a foreign or missing Origin, a cross-site fetch, a missing CSRF token', async () => {
    const { cookie } = await signIn(['applications_officer']);
    const { csrf } = await sessionOf(cookie);
    const status = (headers: Record<string, string>) =>
      bo.app.inject({
        method: 'PUT',
        url: '/bo-api/applications/0b0c0d0e-0000-4000-8000-000000000001/status',
        headers: { cookie, 'content-type': 'application/json', ...headers },
        payload: { status: 'answered' },
      });
    const foreign = await status({ origin: 'https://evil.example', 'x-csrf-token': csrf });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain(CATALOGS.tj['page.crossSite.title']);
    expect((await status({ 'x-csrf-token': csrf })).statusCode).toBe(403);
    expect((await status({ origin: ORIGIN, 'sec-fetch-site': 'cross-site', 'x-csrf-token': csrf })).statusCode).toBe(403);
    const noToken = await status({ origin: ORIGIN });
    expect([noToken.statusCode, noToken.json()]).toEqual([403, { error: 'csrf' }]);
    expect((await status({ origin: ORIGIN, 'x-csrf-token': 'a-guess' })).statusCode).toBe(403);
    expect(api.calls).toEqual([]);
    expect(logs.filter((l) => l.msg === 'cross-site request refused')).toHaveLength(3);
    // The same change from the app's own page passes.
    expect((await status({ origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'x-csrf-token': csrf })).statusCode).toBe(200);
    expect(api.calls).toHaveLength(1);
    // A sign-out form posted from elsewhere ends nothing.
    const logout = await bo.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `csrf=${encodeURIComponent(csrf)}`,
    });
    expect(logout.statusCode).toBe(403);
    expect((await bo.app.inject({ url: '/session', headers: { cookie } })).statusCode).toBe(200);
  });

  it('ends a session idle for 15 minutes, and any session after 8 hours however busy', async () => {
    const idle = await signIn(['applications_officer']);
    clock += IDLE_MS - 60_000;
    expect((await bo.app.inject({ url: '/applications', headers: { cookie: idle.cookie } })).statusCode).toBe(200);
    clock += IDLE_MS - 60_000; // 14 minutes after the last request: still alive
    expect((await bo.app.inject({ url: '/applications', headers: { cookie: idle.cookie } })).statusCode).toBe(200);
    clock += IDLE_MS + 1_000;
    const late = await bo.app.inject({ url: '/applications', headers: { cookie: idle.cookie } });
    expect(late.statusCode).toBe(401);
    expect(late.body).toContain('/login?return=%2Fapplications');
    expect(logs.some((l) => l.msg === 'session ended by time' && l.reason === 'idle')).toBe(true);
    // Gone on the server, not only in this browser.
    clock -= IDLE_MS;
    expect((await bo.app.inject({ url: '/session', headers: { cookie: idle.cookie } })).statusCode).toBe(401);

    clock = Date.now();
    const busy = await signIn(['applications_officer']);
    for (let t = 0; t < ABSOLUTE_MS - 10 * 60_000; t += 10 * 60_000) {
      clock += 10 * 60_000;
      expect((await bo.app.inject({ url: '/session', headers: { cookie: busy.cookie } })).statusCode).toBe(200);
    }
    clock += 11 * 60_000;
    expect((await bo.app.inject({ url: '/session', headers: { cookie: busy.cookie } })).statusCode).toBe(401);
    expect(logs.some((l) => l.msg === 'session ended by time' && l.reason === 'absolute')).toBe(true);
  });

  it('signs out with the CSRF token: the session ends here and the browser goes on to end the provider’s', async () => {
    const { cookie } = await signIn(['content_editor']);
    const { csrf } = await sessionOf(cookie);
    const without = await bo.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'csrf=wrong',
    });
    expect(without.statusCode).toBe(403);
    const out = await bo.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `csrf=${encodeURIComponent(csrf)}`,
    });
    expect(out.statusCode).toBe(303);
    const end = new URL(String(out.headers.location));
    expect(`${end.origin}${end.pathname}`).toBe(`${idp.issuer}/session/end`);
    expect(end.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/signed-out`);
    // No token in a URL.
    expect(end.searchParams.has('id_token_hint')).toBe(false);
    expect((await bo.app.inject({ url: '/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('relays a picture’s multipart body as it came, only same-origin with the CSRF token, and never past its byte limit', async () => {
    const { cookie, sub } = await signIn(['content_editor']);
    const { csrf } = await sessionOf(cookie);
    const upload = (headers: Record<string, string>, payload: Buffer = MULTIPART.body) =>
      bo.app.inject({ method: 'POST', url: '/bo-api/pictures', headers: { cookie, 'content-type': MULTIPART.type, ...headers }, payload });
    const ok = await upload({ origin: ORIGIN, 'x-csrf-token': csrf });
    expect([ok.statusCode, ok.json(), ok.headers['cache-control']]).toEqual([201, { id: 'p1' }, 'no-store']);
    expect(api.calls).toEqual([
      { method: 'POST', url: '/internal/staff/pictures', authorization: `Bearer ${idp.accessTokens.get(sub)}`, cookie: undefined },
    ]);
    expect(api.pictures).toEqual([{ type: MULTIPART.type, body: MULTIPART.body }]);

    api.calls.length = 0;
    // No CSRF token, another site, no session: refused, and nothing reaches the API.
    expect([(await upload({ origin: ORIGIN })).statusCode, (await upload({ origin: ORIGIN })).json()]).toEqual([403, { error: 'csrf' }]);
    expect((await upload({ origin: 'https://evil.example', 'x-csrf-token': csrf })).statusCode).toBe(403);
    expect(
      (
        await bo.app.inject({
          method: 'POST',
          url: '/bo-api/pictures',
          headers: { origin: ORIGIN, 'content-type': MULTIPART.type },
          payload: MULTIPART.body,
        })
      ).statusCode,
    ).toBe(401);
    // Past the limit (15 MB and the fields): 413, by its length before a byte is read, or as it is read.
    const big = Buffer.alloc(15 * 1024 * 1024 + 64 * 1024 + 1, 0x61);
    expect((await upload({ origin: ORIGIN, 'x-csrf-token': csrf }, big)).statusCode).toBe(413);
    // Only multipart passes this route.
    const json = await bo.app.inject({
      method: 'POST',
      url: '/bo-api/pictures',
      headers: { cookie, origin: ORIGIN, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      payload: {},
    });
    expect([json.statusCode, json.json()]).toEqual([415, { error: 'not_multipart' }]);
    expect(api.calls).toEqual([]);
    // A role without the studio's pictures: 403 before the body.
    const officer = await signIn(['applications_officer']);
    const officerCsrf = (await sessionOf(officer.cookie)).csrf;
    const refused = await bo.app.inject({
      method: 'POST',
      url: '/bo-api/pictures',
      headers: { cookie: officer.cookie, origin: ORIGIN, 'x-csrf-token': officerCsrf, 'content-type': MULTIPART.type },
      payload: MULTIPART.body,
    });
    expect([refused.statusCode, api.calls]).toEqual([403, []]);
  });

  it('relays a document’s PDF as it came, only same-origin with the CSRF token, for the studio’s editors', async () => {
    const { cookie, sub } = await signIn(['content_editor']);
    const { csrf } = await sessionOf(cookie);
    const put = (headers: Record<string, string>, payload: Buffer | string = PDF_BYTES, name = 'annual-report-2025.pdf') =>
      bo.app.inject({ method: 'PUT', url: `/bo-api/files/${name}`, headers: { cookie, 'content-type': 'application/pdf', ...headers }, payload });
    const ok = await put({ origin: ORIGIN, 'x-csrf-token': csrf });
    expect([ok.statusCode, ok.json()]).toEqual([201, { file: '0123456789abcdef' }]);
    expect(api.calls).toEqual([
      { method: 'PUT', url: '/internal/staff/files/annual-report-2025.pdf', authorization: `Bearer ${idp.accessTokens.get(sub)}`, cookie: undefined },
    ]);
    expect(api.files).toEqual([{ type: 'application/pdf', body: PDF_BYTES }]);
    api.calls.length = 0;
    expect((await put({ origin: ORIGIN })).statusCode).toBe(403);
    expect((await put({ origin: 'https://evil.example', 'x-csrf-token': csrf })).statusCode).toBe(403);
    expect((await put({ origin: ORIGIN, 'x-csrf-token': csrf, 'content-type': 'application/json' }, '{}')).statusCode).toBe(415);
    // A name that is no PDF's is no route the back office relays.
    expect((await put({ origin: ORIGIN, 'x-csrf-token': csrf }, PDF_BYTES, 'report.exe')).statusCode).toBe(403);
    expect((await put({ origin: ORIGIN, 'x-csrf-token': csrf }, Buffer.alloc(20 * 1024 * 1024 + 64 * 1024 + 1, 0x61))).statusCode).toBe(413);
    expect(api.calls).toEqual([]);
  });

  it('serves documents from its own origin sandboxed: PDFs inline, Office files downloaded, never sniffed', async () => {
    const { cookie } = await signIn(['applications_officer']);
    const pdf = await bo.app.inject({ url: '/documents/0b0c0d0e-0000-4000-8000-000000000001/file1', headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect(pdf.headers['content-disposition']).toBe('inline; filename="0B0C0D0E-file1.pdf"');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(String(pdf.headers['content-security-policy'])).toMatch(/(^|; )sandbox($|;)/);
    expect(String(pdf.headers['content-security-policy'])).toContain("default-src 'none'");
    const word = await bo.app.inject({ url: '/documents/0b0c0d0e-0000-4000-8000-000000000001/file2', headers: { cookie } });
    expect(word.headers['content-disposition']).toMatch(/^attachment; /);
    expect(word.headers['x-content-type-options']).toBe('nosniff');
    // The app's own pages may not be framed, and run no inline script.
    const page = await bo.app.inject({ url: '/applications', headers: { cookie } });
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
