/**
 * The staff API's authentication: one preHandler on the staff API's scope (index.ts) finds the
 * principal behind the bearer token (a person's access token or a machine token) and checks the
 * permission the route declares in its config (`config: { staff: 'content.read' }`). No token or
 * a refused one: 401 and nothing else; a principal without the permission: 403 and nothing else.
 * Each refusal is logged once, with the reason and never the token. A route of the scope that
 * declares no permission fails when it is registered, so none is open by omission.
 *
 * A preHandler, as the guard each route had before: the rate limit (onRequest) counts a request
 * before its token is checked, and the answers to a malformed request are as they were.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerSecret } from '@ssb/server-kit/secretTokens';
import type { Db } from '../../db/db';
import { ProviderUnavailable, TokenRefused, type VerifiedPerson } from './accessTokens';
import { looksLikeMachineToken, type MachineTokens } from './machineTokens';
import { actorOf, allows, type Permission, type Principal } from './principal';

/** What a staff route needs: one permission, or one the request decides (an item's kind). */
export type StaffAccess = Permission | ((req: FastifyRequest) => Permission);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff API's authentication on its routes. */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** The permission a staff route needs (authentication.ts checks it); every staff route names one. */
    staff?: StaffAccess;
  }
}

export interface AuthenticationOptions {
  db: Db;
  machineTokens: MachineTokens;
  /** Verifies a person's access token; null: no provider configured (only machine tokens). */
  verifyPerson: ((token: string) => Promise<VerifiedPerson>) | null;
}

export const refuse = (reply: FastifyReply, status: number, error: string, field: string | null, message: string) =>
  reply.code(status).header('Cache-Control', 'no-store').send({ error, field, message });

/** The principal the authentication found: only a staff route's handler asks, after it. */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw new Error('a staff route ran without its authentication');
  return req.principal;
}

/** The name recorded with what the request changes: a person's, or `machine:<token name>`. */
export const actorNameOf = (req: FastifyRequest): string => actorOf(principalOf(req)).name;

export function staffAuthentication(app: FastifyInstance, options: AuthenticationOptions): void {
  app.decorateRequest('principal', null);
  app.addHook('onRoute', (route) => {
    if (route.config?.staff === undefined) throw new Error(`${String(route.method)} ${route.url}: a staff route names its permission (config.staff)`);
  });
  const seen = new Map<string, number>();
  /** Keeps who signed in (for assignment), at most once a minute per person. */
  const remember = async (person: VerifiedPerson) => {
    const at = Date.now();
    if ((seen.get(person.sub) ?? 0) > at - 60_000) return;
    seen.set(person.sub, at);
    const row = { sub: person.sub, name: person.name, roles: JSON.stringify(person.roles), last_seen_at: new Date(at).toISOString() };
    await options.db.kysely
      .insertInto('staff_member')
      .values(row)
      .onConflict((oc) => oc.column('sub').doUpdateSet({ name: row.name, roles: row.roles, last_seen_at: row.last_seen_at }))
      .execute();
  };

  const principalFrom = async (req: FastifyRequest, reply: FastifyReply): Promise<Principal | null> => {
    const token = bearerSecret(req.headers.authorization);
    if (!token) {
      req.log.warn('staff route: a request without a token');
      refuse(reply.header('WWW-Authenticate', 'Bearer'), 401, 'unauthorized', null, 'A staff member’s access token or a machine token is needed.');
      return null;
    }
    if (looksLikeMachineToken(token)) {
      const machine = await options.machineTokens.verify(token);
      if (machine) return { kind: 'machine', id: machine.id, name: machine.name, scope: machine.scope };
      req.log.warn('staff route: an unknown or revoked machine token');
    } else if (options.verifyPerson) {
      try {
        const person = await options.verifyPerson(token);
        await remember(person);
        return { kind: 'person', ...person };
      } catch (error) {
        if (error instanceof ProviderUnavailable) {
          req.log.error({ reason: error.message }, 'staff route: the identity provider is unavailable');
          refuse(reply, 503, 'unavailable', null, 'The identity provider cannot be reached; try again shortly.');
          return null;
        }
        req.log.warn({ reason: error instanceof TokenRefused ? error.message : 'error' }, 'staff route: an access token was refused');
      }
    } else req.log.warn('staff route: an access token, but no identity provider is configured (SSB_STAFF_ISSUER)');
    refuse(reply.header('WWW-Authenticate', 'Bearer error="invalid_token"'), 401, 'unauthorized', null, 'The token is not valid.');
    return null;
  };

  app.addHook('preHandler', async (req, reply) => {
    const access = req.routeOptions.config.staff as StaffAccess;
    const permission = typeof access === 'function' ? access(req) : access;
    const principal = await principalFrom(req, reply);
    if (!principal) return reply;
    if (!allows(principal, permission)) {
      req.log.warn(
        { permission, principal: principal.kind === 'person' ? principal.sub : `machine:${principal.name}` },
        'staff route: refused (403)',
      );
      return refuse(reply, 403, 'forbidden', null, 'Your role does not allow this.');
    }
    req.principal = principal;
    return undefined;
  });
}
