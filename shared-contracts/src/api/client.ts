/**
 * The HTTP client of the site (SPEC §7): a base address with the API prefix, an Accept header
 * for JSON/text, and query strings joined from the non-empty key=value pairs.
 */
import axios, { type AxiosInstance } from 'axios';

export type QueryValue = string | number | boolean | null | undefined;

/** Joins the non-empty pairs with '&' (SPEC §7); values are URI-encoded. */
export function buildQuery(params: Record<string, QueryValue>): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
}

export interface ApiClient {
  get<T>(path: string, params?: Record<string, QueryValue>, signal?: AbortSignal): Promise<T>;
  postJson<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T>;
  postForm<T>(
    path: string,
    form: FormData,
    options?: { headers?: Record<string, string>; onProgress?: (fraction: number) => void },
  ): Promise<T>;
  /** Sets the Authorization header for later calls (SPEC §7 allows a token; unused today). */
  setToken(token: string | null): void;
  readonly baseUrl: string;
}

export function createApiClient(baseUrl: string): ApiClient {
  const http: AxiosInstance = axios.create({
    baseURL: baseUrl.replace(/\/+$/, ''),
    headers: { Accept: 'application/json, text/plain, */*' },
  });
  const url = (path: string, params?: Record<string, QueryValue>) => {
    const query = params ? buildQuery(params) : '';
    const clean = path.startsWith('/') ? path : `/${path}`;
    return query ? `${clean}?${query}` : clean;
  };
  return {
    baseUrl,
    async get<T>(path: string, params?: Record<string, QueryValue>, signal?: AbortSignal) {
      const res = await http.get<T>(url(path, params), signal ? { signal } : {});
      return res.data;
    },
    async postJson<T>(path: string, body: unknown, headers?: Record<string, string>) {
      const res = await http.post<T>(url(path), body, { headers: { 'Content-Type': 'application/json', ...headers } });
      return res.data;
    },
    async postForm<T>(
      path: string,
      form: FormData,
      options: { headers?: Record<string, string>; onProgress?: (fraction: number) => void } = {},
    ) {
      const res = await http.post<T>(url(path), form, {
        headers: options.headers ?? {},
        onUploadProgress: (e) => {
          if (options.onProgress && e.total) options.onProgress(e.loaded / e.total);
        },
      });
      return res.data;
    },
    setToken(token: string | null) {
      if (token) http.defaults.headers.common.Authorization = `Bearer ${token}`;
      else delete http.defaults.headers.common.Authorization;
    },
  };
}
