/**
 * One error shape for every 4xx/5xx answer: { error, field, message }, where error is a
 * stable code, field names the input at fault (or null) and message is in the request's
 * language (its language_id, else Accept-Language, else Tajik).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageFromHeader, parseLanguageId, type LanguageId } from './language';
import { message, type ErrorCode, type MessageParams } from './messages';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly field: string | null = null,
    readonly params: MessageParams = {},
  ) {
    super(`${code}${field ? ` (${field})` : ''}`);
  }
}

export const errorSchema = {
  $id: 'ApiError',
  title: 'ApiError',
  type: 'object',
  required: ['error', 'field', 'message'],
  properties: {
    error: { type: 'string', description: 'Stable error code, e.g. required, file_type, not_found' },
    field: { type: ['string', 'null'], description: 'The input at fault, or null' },
    message: { type: 'string', description: "Human message in the request's language" },
  },
} as const;

export interface ErrorBody {
  error: ErrorCode;
  field: string | null;
  message: string;
}

/** The language to answer in: the request's language_id (query or form), else Accept-Language. */
export function requestLanguage(request: FastifyRequest): LanguageId {
  const fromQuery = parseLanguageId((request.query as Record<string, unknown> | undefined)?.language_id);
  const body = request.body;
  const fromBody = body !== null && typeof body === 'object' ? parseLanguageId((body as Record<string, unknown>).language_id) : undefined;
  return fromQuery ?? fromBody ?? languageFromHeader(request.headers['accept-language']) ?? 1;
}

export function errorBody(request: FastifyRequest, code: ErrorCode, field: string | null, params: MessageParams = {}): ErrorBody {
  return { error: code, field, message: message(code, requestLanguage(request), params) };
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Maps the first schema error to a code and the field it is about. */
function fromValidation(error: AjvError): { code: ErrorCode; field: string | null; params: MessageParams } {
  const pathField = error.instancePath.replace(/^\//, '').replace(/\//g, '.') || null;
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return { code: 'required', field: String(p.missingProperty), params: {} };
    case 'additionalProperties':
      return { code: 'unknown_field', field: String(p.additionalProperty), params: {} };
    case 'discriminator':
      return { code: p.error === 'mapping' ? 'invalid' : 'required', field: String(p.tag), params: {} };
    case 'minLength':
      return Number(p.limit) <= 1
        ? { code: 'required', field: pathField, params: {} }
        : { code: 'too_short', field: pathField, params: { length: Number(p.limit) } };
    case 'maxLength':
      return { code: 'too_long', field: pathField, params: { length: Number(p.limit) } };
    case 'pattern':
      if (p.pattern === '\\S') return { code: 'required', field: pathField, params: {} };
      if (pathField === 'phone') return { code: 'phone', field: pathField, params: {} };
      return { code: 'invalid', field: pathField, params: {} };
    case 'format':
      return { code: p.format === 'email' ? 'email' : 'invalid', field: pathField, params: {} };
    default:
      return { code: 'invalid', field: pathField, params: {} };
  }
}

const BUSY_RETRY_SECONDS = 5;
/** SQLite's busy or locked; PostgreSQL's lock, statement or pool wait given up, a deadlock or too many connections. */
const BUSY_POSTGRES_CODES = ['55P03', '57014', '40001', '40P01', '53300'];
const isDatabaseBusy = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return (
    /^SQLITE_(BUSY|LOCKED)/.test(code ?? '') || BUSY_POSTGRES_CODES.includes(code ?? '') || message === 'timeout exceeded when trying to connect'
  );
};

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return send(reply, error.statusCode, errorBody(request, error.code, error.field, error.params));
    }
    const validation = (error as FastifyError).validation as AjvError[] | undefined;
    if (validation && validation.length > 0) {
      const first = fromValidation(validation[0] as AjvError);
      return send(reply, 400, errorBody(request, first.code, first.field, first.params));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return send(reply, 429, errorBody(request, 'rate_limited', null, { seconds }));
    }
    if (status >= 400 && status < 500) {
      const code: ErrorCode = status === 404 ? 'not_found' : 'bad_request';
      return send(reply, status, errorBody(request, code, null));
    }
    if (isDatabaseBusy(error)) {
      // Another writer held the database past the busy timeout: nothing was written, so a retry is safe.
      request.log.warn({ err: error }, 'database busy');
      reply.header('retry-after', String(BUSY_RETRY_SECONDS));
      return send(reply, 503, errorBody(request, 'busy', null, { seconds: BUSY_RETRY_SECONDS }));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, errorBody(request, 'internal', null));
  });

  app.setNotFoundHandler((request, reply) => send(reply, 404, errorBody(request, 'not_found', null)));
}

/** A 404 for an unknown id. */
export function notFound(field = 'id'): ApiError {
  return new ApiError(404, 'not_found', field);
}
