/** What every content API route shares: the staff member or machine behind a request, and refusals that name the field. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Guard } from '../staff/guard';
import { actorOf, type Permission } from '../staff/principal';

export { refuse } from '../staff/guard';

/** Automation's requests to the content API: a few a minute per address. */
export const STAFF_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** The name recorded with the request's change (a person's, or `machine:<token>`), or null with its 401/403 already sent. */
export function staffOf(guard: Guard) {
  return async (req: FastifyRequest, reply: FastifyReply, permission: Permission): Promise<string | null> => {
    await guard(permission)(req, reply);
    if (reply.sent || !req.principal) return null;
    return actorOf(req.principal).name;
  };
}
