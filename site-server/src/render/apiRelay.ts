/**
 * A render process has no network: the API reads of a page it renders are made here, by the
 * site server, and only those a visitor's browser could make itself. A GET of the API's public
 * paths (under the API base, never `/internal`), answered within the render's time, at most so
 * many per render and so many bytes each. Whatever else a remote's server code asks for is
 * refused without a request being made.
 */
import { REQUEST_ID_HEADER } from '@ssb/contracts/node';
import { TRACEPARENT_HEADER } from '@ssb/server-kit/traceContext';
import { RELAY_ORIGIN } from './protocol';
import { FetchRefusedError, readCapped } from '../deploy/boundedFetch';

export interface RelayAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface ApiRelayOptions {
  /** Where this server reaches the API, e.g. http://127.0.0.1:8085 */
  apiUpstream: string;
  /** The API's base path as the browser sees it ('/api'). */
  apiBasePath?: string;
  maxBytes?: number;
  fetchImpl?: typeof fetch;
}

/** An answer larger than this is no page's data. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export class RelayRefusedError extends Error {
  override readonly name = 'RelayRefusedError';
}

/**
 * Whose render a read is for, as the site server knows it (never as the render process says):
 * the page request's id and the render's `traceparent`, which the API logs.
 */
export interface RelayContext {
  requestId?: string;
  traceparent?: string;
}

export type ApiRelay = (url: string, signal: AbortSignal, context?: RelayContext) => Promise<RelayAnswer>;

export function createApiRelay({ apiUpstream, apiBasePath = '/api', maxBytes = MAX_ANSWER_BYTES, fetchImpl = fetch }: ApiRelayOptions): ApiRelay {
  const base = `${apiBasePath.replace(/\/+$/, '')}/`;
  return async (url, signal, { requestId, traceparent } = {}) => {
    // Parsed, so `..` and its encodings are already resolved before the path is judged.
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (!parsed || parsed.origin !== RELAY_ORIGIN || !parsed.pathname.startsWith(base) || parsed.username || parsed.password)
      throw new RelayRefusedError(`${url.slice(0, 200)} is not a read of the API`);
    const res = await fetchImpl(new URL(`${parsed.pathname}${parsed.search}`, apiUpstream), {
      headers: {
        accept: 'application/json',
        ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
        ...(traceparent ? { [TRACEPARENT_HEADER]: traceparent } : {}),
      },
      redirect: 'manual',
      signal,
    });
    try {
      const body = (await readCapped(res, maxBytes)).toString('utf8');
      return { status: res.status, contentType: res.headers.get('content-type') ?? 'application/octet-stream', body };
    } catch (error) {
      throw error instanceof FetchRefusedError ? new RelayRefusedError(`an answer of ${error.message}`) : error;
    }
  };
}
