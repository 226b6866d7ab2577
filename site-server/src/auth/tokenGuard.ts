/**
 * Who may use the deploy registry, the previews and /_ops: the token a request carries, what it
 * may act on, and how often one address may try. A wrong or missing token counts against the
 * address: past the limit (10 a minute for the whole site) every try from it gets 429 with
 * Retry-After, a right token included, so guessing gains nothing. The log gets one warning per
 * address and minute, not one line per guess.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteName } from '@ssb/contracts/node';
import { mayActOn, tokenOf, type DeployToken } from './tokens';
import { createAddressWindow } from '../security/addressWindow';
import type { LimitWindows } from '../security/limitWindows';

export interface TokenGuardOptions {
  tokens: readonly DeployToken[];
  /** Wrong tokens one address may send per minute, to the whole site. */
  perMinute?: number;
  /** Site-server processes sharing the port: each allows its share of the limit. */
  processes?: number;
  now?: () => number;
  /** Counts shared by every replica: the limit is then the whole site's. */
  shared?: LimitWindows;
}

export interface Refusal {
  status: 401 | 403 | 429;
  headers: Record<string, string>;
  body: { error: string; message: string };
}

type Verdict = { ok: true; token: DeployToken } | { ok: false; refusal: Refusal };

const WRONG_TOKENS_PER_MINUTE = 10;

export interface TokenGuard {
  /**
   * The token of the request when it may act on `remote` (any remote when absent); otherwise the
   * refusal to send. `authorization` is the header as a bearer token (ops turns Basic into it).
   */
  verify(req: FastifyRequest, authorization: string | undefined, what: string, remote?: RemoteName): Verdict;
}

export function createTokenGuard({
  tokens,
  perMinute = WRONG_TOKENS_PER_MINUTE,
  processes = 1,
  now = Date.now,
  shared,
}: TokenGuardOptions): TokenGuard {
  const wrong = createAddressWindow({ perWindow: perMinute, processes, now, shared, name: 'wrong-tokens' });
  return {
    verify(req, authorization, what, remote) {
      const client = req.ip;
      if (wrong.full(client)) {
        const retry = wrong.retryAfter(client);
        const refusal: Refusal = {
          status: 429,
          headers: { 'Retry-After': String(retry) },
          body: { error: 'too-many-attempts', message: `Too many wrong tokens from this address; try again in ${retry} s.` },
        };
        return { ok: false, refusal };
      }
      const token = tokenOf(tokens, authorization);
      if (!token) {
        const reason = authorization ? 'a wrong token' : 'no token';
        if (wrong.add(client))
          req.log.warn({ auth: { what, client, reason } }, `${what} refused: ${reason} (further refusals from ${client} this minute are not logged)`);
        const refusal: Refusal = { status: 401, headers: {}, body: { error: 'unauthorized', message: 'Send Authorization: Bearer <deploy token>.' } };
        return { ok: false, refusal };
      }
      if (remote && !mayActOn(token, remote)) {
        req.log.warn({ auth: { what, token: token.name, remote } }, `${what} refused: token ${token.name} may not act on ${remote}`);
        const scope = token.remotes === 'all' ? 'every remote' : token.remotes.join(', ');
        const refusal: Refusal = {
          status: 403,
          headers: {},
          body: { error: 'forbidden', message: `The token "${token.name}" acts on ${scope} only, not on ${remote}.` },
        };
        return { ok: false, refusal };
      }
      return { ok: true, token };
    },
  };
}

/** Sends the refusal (never cached); the realm tells a client what to send. */
export function sendRefusal(reply: FastifyReply, refusal: Refusal, realm = 'Bearer realm="ssb-deploy"'): FastifyReply {
  if (refusal.status === 401) reply.header('WWW-Authenticate', realm);
  return reply.code(refusal.status).headers(refusal.headers).header('Cache-Control', 'no-store').send(refusal.body);
}

/** The token's name for a deploy request, or null after answering 401, 403 or 429. */
export function authorizeDeploy(guard: TokenGuard, req: FastifyRequest, reply: FastifyReply, what: string, remote?: RemoteName): string | null {
  const verdict = guard.verify(req, req.headers.authorization, what, remote);
  if (verdict.ok) return verdict.token.name;
  void sendRefusal(reply, verdict.refusal);
  return null;
}
