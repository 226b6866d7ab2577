/**
 * The staff's access tokens, verified as any resource server verifies them (jose): signed by a
 * key of the provider's JWKS (found from its discovery document), by the configured issuer, for
 * the API's audience, not expired. The provider's keys are fetched on first use and again when a
 * token names a key not yet seen (a rotation), with a time limit; a provider that cannot be
 * reached makes the request fail, never pass.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { rolesOf, staffNameOf, type RoleGroups, type StaffRole } from '@ssb/server-kit/staffRoles';

export interface StaffIdentitySettings {
  /** The provider's issuer (its discovery document is at <issuer>/.well-known/openid-configuration). */
  issuer: string;
  audience: string;
  groupsClaim: string;
  roleGroups: RoleGroups;
}

export interface VerifiedPerson {
  sub: string;
  name: string;
  roles: StaffRole[];
}

/** The token is not one the API accepts (the reason is for the log only). */
export class TokenRefused extends Error {
  override readonly name = 'TokenRefused';
}

/** The provider could not be asked for its keys. */
export class ProviderUnavailable extends Error {
  override readonly name = 'ProviderUnavailable';
}

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA'];
const TIMEOUT_MS = 5_000;

export function accessTokenVerifier(settings: StaffIdentitySettings) {
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  async function keys() {
    if (jwks) return jwks;
    const url = `${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    let document: { issuer?: unknown; jwks_uri?: unknown };
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
      if (!res.ok) throw new Error(`${res.status}`);
      document = (await res.json()) as typeof document;
    } catch (error) {
      throw new ProviderUnavailable(
        `the identity provider's discovery document (${url}) could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (document.issuer !== settings.issuer || typeof document.jwks_uri !== 'string')
      throw new ProviderUnavailable(`the discovery document at ${url} names another issuer or no jwks_uri`);
    jwks = createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: TIMEOUT_MS, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
    return jwks;
  }

  return async function verify(token: string): Promise<VerifiedPerson> {
    const getKey = await keys();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, getKey, {
        issuer: settings.issuer,
        audience: settings.audience,
        algorithms: ALGORITHMS,
        clockTolerance: 5,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      if (error instanceof errors.JWKSTimeout) throw new ProviderUnavailable('the identity provider’s keys could not be read in time');
      throw new TokenRefused(error instanceof errors.JOSEError ? error.code : 'malformed');
    }
    const claims = payload as Record<string, unknown>;
    return { sub: String(payload.sub), name: staffNameOf(claims), roles: rolesOf(claims, settings.groupsClaim, settings.roleGroups) };
  };
}
