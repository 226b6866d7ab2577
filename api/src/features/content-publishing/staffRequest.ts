/** What every content API route shares: the staff member behind a request, and refusals that name the field. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffMemberOf, type StaffToken } from './staffTokens';

export const refuse = (reply: FastifyReply, status: number, error: string, field: string | null, message: string) =>
  reply.code(status).header('Cache-Control', 'no-store').send({ error, field, message });

/** Wrong tokens cannot be tried freely: a few a minute per address. */
export const STAFF_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** The staff member behind the request, or null with a 401 already sent. */
export function staffOf(tokens: readonly StaffToken[]) {
  return (req: FastifyRequest, reply: FastifyReply): string | null => {
    const name = staffMemberOf(tokens, req.headers.authorization);
    if (!name) {
      req.log.warn('content API: a request without a valid content token');
      refuse(reply.header('WWW-Authenticate', 'Bearer'), 401, 'unauthorized', null, 'A content token (SSB_CONTENT_TOKEN) is needed.');
    }
    return name;
  };
}
