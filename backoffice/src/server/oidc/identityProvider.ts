/**
 * The back office as an OpenID Connect client of the bank's identity provider (openid-client):
 * the provider found by discovery from its issuer, the authorization code flow with PKCE (S256),
 * a state and a nonce per sign-in, the ID token checked by the library (issuer, audience,
 * expiry, nonce) and its signature by the provider's published keys (jose), tokens refreshed, and the provider's own session ended at sign-out.
 * No password ever passes through the back office: the staff member types it at the provider.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { rolesOf, staffNameOf, type RoleGroups, type StaffRole } from '@ssb/server-kit/staffRoles';

export interface ProviderOptions {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  redirectUri: string;
  postLogoutUri: string;
  scopes: string;
  resource: string | undefined;
  groupsClaim: string;
  roleGroups: RoleGroups;
}

export interface SignedIn {
  sub: string;
  name: string;
  roles: StaffRole[];
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string | null;
  idToken: string | null;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

export function identityProvider(options: ProviderOptions) {
  let config: Promise<client.Configuration> | null = null;
  const configuration = () => {
    config ??= client
      .discovery(
        new URL(options.issuer),
        options.clientId,
        options.clientSecret ? { client_secret: options.clientSecret } : { token_endpoint_auth_method: 'none' },
        options.clientSecret ? client.ClientSecretBasic(options.clientSecret) : client.None(),
        {
          timeout: 10,
          // http only where settings.ts allows it: a loopback issuer, in development.
          ...(LOOPBACK.test(new URL(options.issuer).hostname) && options.issuer.startsWith('http:')
            ? { execute: [client.allowInsecureRequests] }
            : {}),
        },
      )
      .catch((error: unknown) => {
        config = null;
        throw error;
      });
    return config;
  };

  const signedInOf = (tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers, previous?: SignedIn): SignedIn => {
    const claims = (tokens.claims() ?? {}) as Record<string, unknown>;
    const fromIdToken = Object.keys(claims).length > 0;
    return {
      sub: fromIdToken ? String(claims.sub) : (previous?.sub ?? ''),
      name: fromIdToken ? staffNameOf(claims) : (previous?.name ?? ''),
      roles: fromIdToken ? rolesOf(claims, options.groupsClaim, options.roleGroups) : (previous?.roles ?? []),
      accessToken: tokens.access_token,
      accessExpiresAt: Date.now() + (tokens.expiresIn() ?? 300) * 1000,
      refreshToken: tokens.refresh_token ?? previous?.refreshToken ?? null,
      idToken: tokens.id_token ?? previous?.idToken ?? null,
    };
  };

  // The provider's signing keys (jose caches them and fetches again for a key id it does not know).
  let keys: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | null = null;
  const keysOf = (config: client.Configuration) => {
    const uri = config.serverMetadata().jwks_uri;
    if (!uri) throw new Error('the provider publishes no jwks_uri');
    if (keys?.uri !== uri) keys = { uri, set: createRemoteJWKSet(new URL(uri), { timeoutDuration: 10_000 }) };
    return keys.set;
  };

  const resource: Record<string, string> = options.resource ? { resource: options.resource } : {};

  return {
    /** Where to send the browser, and what to keep until it comes back. */
    async start(): Promise<{ url: string; state: string; nonce: string; verifier: string }> {
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: options.redirectUri,
        scope: options.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...resource,
      });
      return { url: url.href, state, nonce, verifier };
    },
    /** The provider's answer checked (state, nonce, issuer, audience, signature, PKCE) and exchanged; throws on any fault. */
    async finish(currentUrl: URL, login: { state: string; nonce: string; verifier: string }): Promise<SignedIn> {
      const tokens = await client.authorizationCodeGrant(
        await configuration(),
        currentUrl,
        { pkceCodeVerifier: login.verifier, expectedState: login.state, expectedNonce: login.nonce, idTokenExpected: true },
        resource,
      );
      // openid-client checks the ID token's claims but, as OpenID Connect allows for a token from
      // the token endpoint, not its signature: checked here against the provider's published keys.
      if (!tokens.id_token) throw new Error('the provider answered no ID token');
      const config = await configuration();
      await jwtVerify(tokens.id_token, keysOf(config), { issuer: config.serverMetadata().issuer, audience: options.clientId }).catch(
        (error: unknown) => {
          throw new Error(`the ID token's signature is not the provider's: ${error instanceof Error ? error.message : String(error)}`);
        },
      );
      return signedInOf(tokens);
    },
    async refresh(previous: SignedIn): Promise<SignedIn> {
      if (!previous.refreshToken) throw new Error('no refresh token');
      return signedInOf(await client.refreshTokenGrant(await configuration(), previous.refreshToken, resource), previous);
    },
    /**
     * The provider's sign-out page, which ends its session too, then comes back to the back
     * office. Named by the client, not by the ID token: no token goes into a URL (the browser's
     * history, the provider's access log); the provider asks the person to confirm instead.
     */
    async endSessionUrl(): Promise<string> {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return options.postLogoutUri;
      return client.buildEndSessionUrl(config, { post_logout_redirect_uri: options.postLogoutUri, client_id: options.clientId }).href;
    },
  };
}

export type IdentityProvider = ReturnType<typeof identityProvider>;
