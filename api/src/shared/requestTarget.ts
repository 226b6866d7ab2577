/**
 * What the API answers before its routes do: a request target that is no path (400, routed here
 * by `rewriteUrl`: server-kit's canonicalPath), a path the router cannot decode (Fastify's
 * `frameworkErrors`), and a request Node cannot read (`clientErrorHandler`: a NUL in a header,
 * headers over the limit, a request past its time). Every one in the error shape, with the
 * security headers an answer of the API carries; none echoes what the client sent.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BAD_TARGET_PATH } from '@ssb/server-kit/canonicalPath';
import { clientErrorHandler, STRICT_ANSWER_HEADERS, type ClientErrorStatus } from '@ssb/server-kit/clientErrors';
import { ApiError, errorBody } from './errors';
import { message, type ErrorCode } from './messages';

const CLIENT_ERROR_CODES: Record<ClientErrorStatus, ErrorCode> = { 400: 'bad_request', 408: 'request_timeout', 431: 'headers_too_large' };

/**
 * Node's answer to a request it could not read: no request language is known, so Tajik (the
 * site's default), as every answer without one.
 */
export const apiClientErrorHandler = clientErrorHandler((status) => ({
  headers: { ...STRICT_ANSWER_HEADERS },
  body: JSON.stringify({ error: CLIENT_ERROR_CODES[status], field: null, message: message(CLIENT_ERROR_CODES[status], 1) }),
}));

/** Fastify's `frameworkErrors`: the router could not decode the path (or a parameter is too long). */
export function apiFrameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  req.log.info({ code: error.code }, 'request target refused');
  void reply
    .code(400)
    .headers({ ...STRICT_ANSWER_HEADERS, 'cache-control': 'no-store' })
    .type('application/json; charset=utf-8')
    .send(errorBody(req, 'bad_request', null));
}

/** The route `rewriteUrl` sends a target that is no path to: 400 through the error handler. */
export async function badTargetRoute(app: FastifyInstance): Promise<void> {
  app.all(BAD_TARGET_PATH, { schema: { hide: true } }, async () => {
    throw new ApiError(400, 'bad_request', null);
  });
}
