/**
 * An identity provider for the API's tests: a real HTTP server on loopback serving an OpenID
 * discovery document and a JWKS, and access tokens signed by its key (jose), as the bank's
 * provider would sign them. Tokens can be made wrong on purpose (another key, issuer or audience,
 * expired) to see the API refuse them. Machine tokens are made as an administrator makes them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { DEFAULT_ROLE_GROUPS } from '@ssb/server-kit/staffRoles';
import type { ApiOptions } from '../src/app';
import type { Db } from '../src/db/db';
import { machineTokens } from '../src/features/staff/machineTokens';
import type { MachineScope } from '../src/features/staff/principal';

const AUDIENCE = 'urn:ssb:staff-api';

/** The groups of each role, as the default mapping names them. */
export const GROUPS = {
  officer: ['ssb-applications-officers'],
  editor: ['ssb-content-editors'],
  approver: ['ssb-content-approvers'],
  publisher: ['ssb-rates-publishers'],
  admin: ['ssb-administrators'],
} as const;

export interface TestProvider {
  issuer: string;
  /** The API's settings for this provider. */
  identity: NonNullable<ApiOptions['staffIdentity']>;
  token(
    claims: { sub: string; name?: string; groups?: readonly string[] },
    wrong?: { key?: boolean; issuer?: string; audience?: string; expired?: boolean },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startTestProvider(): Promise<TestProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-1', alg: 'RS256', use: 'sig' };
  let issuer = '';
  const server: Server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    else if (req.url === '/jwks') res.end(JSON.stringify({ keys: [jwk] }));
    else res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    identity: { issuer, audience: AUDIENCE, groupsClaim: 'groups', roleGroups: DEFAULT_ROLE_GROUPS },
    async token(claims, wrong = {}) {
      const key: CryptoKey = wrong.key ? other.privateKey : privateKey;
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ name: claims.name ?? claims.sub, groups: [...(claims.groups ?? [])] })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-1', typ: 'at+jwt' })
        .setSubject(claims.sub)
        .setIssuer(wrong.issuer ?? issuer)
        .setAudience(wrong.audience ?? AUDIENCE)
        .setIssuedAt(now - 60)
        .setExpirationTime(wrong.expired ? now - 30 : now + 300)
        .sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A machine token of one scope, made as an administrator makes it in the back office. */
export async function machineToken(db: Db, scope: MachineScope, name = `${scope}-feed`): Promise<string> {
  return (await machineTokens(db).create({ name, scope, by: 'test administrator' })).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
