/**
 * The staff routes' guard: a preHandler per route that finds the principal behind the bearer
 * token (a person's access token or a machine token) and checks the route's permission. No token
 * or a refused one: 401 and nothing else; a principal without the permission: 403 and nothing
 * else. Each refusal is logged once, with the reason and never the token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerSecret } from '@ssb/server-kit/secretTokens';
import type { Db } from '../../db/database';
import { ProviderUnavailable, TokenRefused, type VerifiedPerson } from './accessTokens';
import { looksLikeMachineToken, type MachineTokens } from './machineTokens';
import { allows, type Permission, type Principal } from './principal';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guard on the routes it guards. */
    principal: Principal | null;
  }
}

export interface GuardOptions {
  db: Db;
  machineTokens: MachineTokens;
  /** Verifies a person's access token; null: no provider configured (only machine tokens). */
  verifyPerson: ((token: string) => Promise<VerifiedPerson>) | null;
}

export const refuse = (reply: FastifyReply, status: number, error: string, field: string | null, message: string) =>
  reply.code(status).header('Cache-Control', 'no-store').send({ error, field, message });

/** A route's preHandler: sends the refusal itself (then `reply.sent`), else sets `req.principal`. */
export type GuardHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
export type Guard = (permission: Permission) => GuardHandler;

export function staffGuard(app: FastifyInstance, options: GuardOptions): Guard {
  if (!app.hasRequestDecorator('principal')) app.decorateRequest('principal', null);
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

  const principalOf = async (req: FastifyRequest, reply: FastifyReply): Promise<Principal | null> => {
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

  return (permission) =>
    async function guard(req: FastifyRequest, reply: FastifyReply) {
      const principal = await principalOf(req, reply);
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
    };
}
