/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/): one trace id follows a visitor's
 * request through the site server, its render process and the API, and every log line of the
 * request carries it (`trace_id`, with the hop's own `span_id`), so that one search finds them all.
 *
 * Written here rather than taken from @opentelemetry/api: that API alone is a no-op (spans and
 * propagation need its SDK, a context manager and a propagator), and the site exports no spans,
 * it only logs. What it needs is the header read strictly, a new span id per hop, and the ids
 * in Fastify's per-request child logger (`childLoggerFactory`, below), which every line of a
 * request already goes through (its own, the request log's, its errors').
 *
 * A `traceparent` from outside is only a client's word: it is kept when it is well formed, and
 * anything else (another shape, upper case, ids of zeros, two headers) starts a trace of our own;
 * the log never gets a byte of it that is not lower-case hex. `tracestate` is not read.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

export const TRACEPARENT_HEADER = 'traceparent';

/** One hop's place in a trace. */
export interface TraceContext {
  /** 32 lower-case hex digits, not all zeros: the same in every part the request reaches. */
  traceId: string;
  /** 16 lower-case hex digits: this hop's own span, the parent of the requests it makes. */
  spanId: string;
  /** The caller's span, or null when the trace started here. */
  parentId: string | null;
  /** Trace flags, two hex digits; only `sampled` (01) is kept. */
  flags: string;
}

// version-traceid-parentid-flags; a later version may append fields after another dash.
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZEROS = /^0+$/;

/** The caller's trace id, span and flags, or null when the header is absent or not well formed. */
export function parseTraceparent(header: string | string[] | undefined): { traceId: string; parentId: string; flags: string } | null {
  const value = Array.isArray(header) ? (header.length === 1 ? header[0] : undefined) : header;
  const match = value === undefined ? null : TRACEPARENT.exec(value);
  if (!match) return null;
  const [, version, traceId = '', parentId = '', flags = '', rest] = match;
  // ff is never valid; version 00 has exactly four fields.
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (ZEROS.test(traceId) || ZEROS.test(parentId)) return null;
  return { traceId, parentId, flags: (parseInt(flags, 16) & 1) === 1 ? '01' : '00' };
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A span id of 8 random bytes (all zeros is invalid, and as likely as a collision). */
function newSpanId(): string {
  const id = hex(8);
  return ZEROS.test(id) ? newSpanId() : id;
}

/** This hop's context: the caller's trace continued, or a new one (sampled: every request is logged). */
export function traceFrom(header: string | string[] | undefined): TraceContext {
  const parent = parseTraceparent(header);
  if (parent) return { traceId: parent.traceId, spanId: newSpanId(), parentId: parent.parentId, flags: parent.flags };
  let traceId = hex(16);
  while (ZEROS.test(traceId)) traceId = hex(16);
  return { traceId, spanId: newSpanId(), parentId: null, flags: '01' };
}

/** A span inside `trace` (e.g. a page's render): the same trace, a span of its own under this one. */
export const childSpan = (trace: TraceContext): TraceContext => ({ ...trace, spanId: newSpanId(), parentId: trace.spanId });

/** The `traceparent` for a request made within `trace`'s span: the span is its parent. */
export const traceparentOf = (trace: Pick<TraceContext, 'traceId' | 'spanId' | 'flags'>): string =>
  `00-${trace.traceId}-${trace.spanId}-${trace.flags}`;

const traces = new WeakMap<object, TraceContext>();

/** A Node request (the raw one Fastify's `childLoggerFactory` is given). */
interface RawRequest {
  readonly headers: NodeJS.Dict<string | string[]>;
}

/** The request's trace context (a Fastify request, or its raw one), made once per request from its `traceparent`. */
export function traceOf(request: { raw: RawRequest } | RawRequest): TraceContext {
  const raw = 'raw' in request ? request.raw : request;
  let trace = traces.get(raw);
  if (!trace) {
    trace = traceFrom(raw.headers[TRACEPARENT_HEADER]);
    traces.set(raw, trace);
  }
  return trace;
}

/** The `traceparent` to send with a request made for `request` (to the API, to a render). */
export const traceparentFor = (request: { raw: RawRequest } | RawRequest): string => traceparentOf(traceOf(request));

/**
 * For Fastify's `childLoggerFactory` option: each request's logger (request.log, reply.log) binds
 * its `trace_id` and `span_id`, so every line logged for it carries them.
 */
export function traceChildLogger(
  this: unknown,
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: Parameters<FastifyBaseLogger['child']>[1],
  rawRequest: IncomingMessage,
): FastifyBaseLogger {
  const trace = traceOf(rawRequest);
  return logger.child({ ...bindings, trace_id: trace.traceId, span_id: trace.spanId }, options);
}
