/**
 * The HTTP client of the site: a base address with the API prefix, an Accept header
 * for JSON/text, and query strings joined from the non-empty key=value pairs.
 *
 * Built on the platform (fetch, and XMLHttpRequest where upload progress is needed) rather than
 * axios: the client is a shared singleton on every first page, and axios cost 19 KB brotli there.
 */
import type { ApiClient, QueryValue } from '@ssb/contracts';
import { seededAnswer } from './seededAnswer';

export type { ApiClient, QueryValue };

/** Joins the non-empty pairs with '&' (empty filters are left out); values are URI-encoded. */
export function buildQuery(params: Record<string, QueryValue>): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
}

/** A request's path under the API base: a leading '/' and the query of the non-empty pairs. */
export function apiPath(path: string, params?: Record<string, QueryValue>): string {
  const query = params ? buildQuery(params) : '';
  const clean = path.startsWith('/') ? path : `/${path}`;
  return query ? `${clean}?${query}` : clean;
}

/**
 * A non-2xx answer. `response` keeps the shape readers already use (`err.response.status`,
 * `err.response.data`: the API's ApiErrorBody for a 4xx).
 */
export class ApiError extends Error {
  readonly response: { status: number; data: unknown };

  constructor(
    readonly status: number,
    readonly data: unknown,
    url: string,
  ) {
    super(`HTTP ${status} from ${url}`);
    this.name = 'ApiError';
    this.response = { status, data };
  }
}

/**
 * A record's request the API answered "there is none": 404, or 400 for a key it refuses outright
 * (/Credit/zzz/: an id must be a number). Either way the page asked for is the 404 page.
 */
export function isNoSuchRecord(error: unknown): boolean {
  const status = statusOf(error);
  return status === 404 || status === 400;
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null ? (error as { response?: { status?: number } }).response?.status : undefined;
}

const ACCEPT = 'application/json, text/plain, */*';

/** JSON when the server says so, text otherwise, nothing for an empty body. */
function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

async function readFetchResponse<T>(res: Response, url: string): Promise<T> {
  const body = parseBody(await res.text(), res.headers.get('content-type'));
  if (!res.ok) throw new ApiError(res.status, body, url);
  return body as T;
}

export interface ApiClientOptions {
  /**
   * Where a relative base is resolved (a server has no page address): the site server renders
   * pages with `/api` as the browser does, but reaches the API at its own address.
   */
  origin?: string;
  /**
   * Answers the caller already holds, by request URL (`/api/...`): the site server's own answer
   * for the page it renders, so that page's render does not ask the API a second time.
   */
  answers?: Readonly<Record<string, unknown>>;
}

export function createApiClient(baseUrl: string, options: ApiClientOptions = {}): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');
  const { origin, answers } = options;
  let token: string | null = null;
  const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
    Accept: ACCEPT,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  const url = (path: string, params?: Record<string, QueryValue>) => `${base}${apiPath(path, params)}`;

  return {
    baseUrl,
    async get<T>(path: string, params?: Record<string, QueryValue>, signal?: AbortSignal) {
      const target = url(path, params);
      if (answers && Object.hasOwn(answers, target)) return answers[target] as T;
      // The site server may have put this answer into the page already (first view only).
      const seeded = seededAnswer(target);
      if (seeded !== undefined) return seeded as T;
      const res = await fetch(origin ? new URL(target, origin) : target, {
        headers: headers(),
        credentials: 'same-origin',
        ...(signal ? { signal } : {}),
      });
      return readFetchResponse<T>(res, target);
    },
    async postJson<T>(path: string, body: unknown, extra?: Record<string, string>) {
      const target = url(path);
      const res = await fetch(target, {
        method: 'POST',
        headers: headers({ 'Content-Type': 'application/json', ...extra }),
        credentials: 'same-origin',
        body: JSON.stringify(body),
      });
      return readFetchResponse<T>(res, target);
    },
    postForm<T>(path: string, form: FormData, options: { headers?: Record<string, string>; onProgress?: (fraction: number) => void } = {}) {
      // XMLHttpRequest: fetch cannot report upload progress, and documents of 10 MiB show it.
      const target = url(path);
      return new Promise<T>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', target);
        for (const [name, value] of Object.entries(headers(options.headers))) xhr.setRequestHeader(name, value);
        const { onProgress } = options;
        if (onProgress) {
          xhr.upload.addEventListener('progress', (e) => {
            if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
          });
        }
        xhr.addEventListener('load', () => {
          const body = parseBody(xhr.responseText, xhr.getResponseHeader('content-type'));
          if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
          else reject(new ApiError(xhr.status, body, target));
        });
        xhr.addEventListener('error', () => reject(new TypeError(`Network error sending to ${target}`)));
        xhr.addEventListener('abort', () => reject(new DOMException('The upload was aborted', 'AbortError')));
        xhr.send(form);
      });
    },
    setToken(next: string | null) {
      token = next;
    },
  };
}
