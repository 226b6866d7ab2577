/**
 * The embedded development identity provider (oidc-provider, a certified OpenID Connect
 * server): the back office signs its staff in here on a fresh clone as it would at the bank's
 * Keycloak, Entra ID or ADFS, by the authorization code flow with PKCE. Its accounts are
 * accounts.ts's; it puts their groups in the ID token and in the API's access tokens (JWTs for
 * the resource urn:ssb:staff-api, RFC 8707), signs with a key kept in its folder between starts,
 * asks for a password on its own page, grants the back office without a consent screen (a
 * first-party client) and ends its own session when the back office signs a person out.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { accountOf, DEV_CLIENT, DEV_RESOURCE } from './accounts';
import { loginPage, signedOutPage, signOutPage } from './pages';

export interface DevIdentityOptions {
  issuer: string;
  backofficeOrigin: string;
  /** Where the signing key and the cookie key are kept. */
  dir: string;
  /** The API's access tokens live this long (s; default 300). */
  accessTokenSeconds?: number;
}

/** The signing key (and the cookies' key), made once and kept, so the API's cached keys stay good across restarts. */
async function keysIn(dir: string): Promise<{ jwk: JWK; cookieKey: string }> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, 'keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { jwk: JWK; cookieKey: string };
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const keys = {
    jwk: { ...(await exportJWK(privateKey)), kid: `dev-${Date.now()}`, alg: 'RS256', use: 'sig' },
    cookieKey: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 4096) req.destroy(new Error('too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

/** Its pages: no script; the sign-in form's redirects end at the back office (browsers hold form-action to redirects too). */
const htmlFor = (backofficeOrigin: string) => (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${backofficeOrigin}; frame-ancestors 'none'; base-uri 'none'`,
  });
  res.end(body);
};

export async function createDevIdentityProvider(options: DevIdentityOptions): Promise<{ provider: Provider; server: Server }> {
  const { jwk, cookieKey } = await keysIn(options.dir);
  const groupsOf = (sub: string) => accountOf(sub)?.groups ?? [];
  const configuration: Configuration = {
    clients: [
      {
        client_id: DEV_CLIENT.id,
        client_secret: DEV_CLIENT.secret,
        redirect_uris: [`${options.backofficeOrigin}/auth/callback`],
        post_logout_redirect_uris: [`${options.backofficeOrigin}/signed-out`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [jwk] },
    cookies: { keys: [cookieKey] },
    scopes: ['openid', 'offline_access', 'profile', 'groups'],
    claims: { profile: ['name', 'preferred_username'], groups: ['groups'] },
    async findAccount(_ctx, sub) {
      const account = accountOf(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, name: account.name, preferred_username: account.username, groups: account.groups }) };
    },
    // The ID token carries the profile and the groups the back office reads its roles from.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = signOutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = signedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => DEV_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== DEV_RESOURCE) throw new Error(`unknown resource ${resource}`);
          return {
            scope: 'staff',
            audience: DEV_RESOURCE,
            accessTokenTTL: options.accessTokenSeconds ?? 300,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // The API maps the access token's groups to roles, as the bank's provider's.
    async extraTokenClaims(_ctx, token) {
      const sub = 'accountId' in token && typeof token.accountId === 'string' ? token.accountId : '';
      const account = accountOf(sub);
      return account ? { groups: groupsOf(sub), name: account.name } : {};
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: options.accessTokenSeconds ?? 300,
      IdToken: 3600,
      RefreshToken: 8 * 3600,
      Session: 8 * 3600,
      Interaction: 600,
      Grant: 8 * 3600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: async (ctx: KoaContextWithOIDC, out) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `${out.error}: ${out.error_description ?? ''}`;
    },
  };
  const html = htmlFor(options.backofficeOrigin);
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = false;
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', options.issuer);
    const details = await provider.interactionDetails(req, res);
    const { uid, prompt, params } = details;
    if (prompt.name === 'login') {
      if (req.method === 'POST' && url.pathname.endsWith('/login')) {
        const form = await readForm(req);
        const account = accountOf(form.get('username') ?? '');
        if (!account || account.password !== form.get('password'))
          return html(res, 401, loginPage(uid, String(params.client_id), form.get('username') ?? '', true));
        return provider.interactionFinished(req, res, { login: { accountId: account.username } }, { mergeWithLastSubmission: false });
      }
      return html(res, 200, loginPage(uid, String(params.client_id), '', false));
    }
    // The back office is the bank's own client: granted what it asks, with no consent screen.
    const accountId = details.session?.accountId ?? '';
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(params.client_id) });
    if (!grant) throw new Error('grant not found');
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  const server = createServer((req, res) => {
    if ((req.url ?? '').startsWith('/interaction/'))
      interaction(req, res).catch((error: unknown) =>
        html(res, 400, `<!doctype html><title>Error</title><p>${String(error instanceof Error ? error.message : error).replace(/[<&]/g, '')}</p>`),
      );
    else void callback(req, res);
  });
  return { provider, server };
}
