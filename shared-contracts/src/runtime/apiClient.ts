/**
 * The API client every page gets from the shell (useApi()). Only its shape is part of the
 * contract: the implementation and the typed calls of the API are @ssb/api-client, which each
 * part bundles for itself.
 */
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiClient {
  get<T>(path: string, params?: Record<string, QueryValue>, signal?: AbortSignal): Promise<T>;
  postJson<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T>;
  postForm<T>(path: string, form: FormData, options?: { headers?: Record<string, string>; onProgress?: (fraction: number) => void }): Promise<T>;
  /** Sets the Authorization header for later calls (the API may ask for one later; unused today). */
  setToken(token: string | null): void;
  readonly baseUrl: string;
}
