// The shape of the API client the shell gives every page (useApi()); the client itself and the
// typed calls are @ssb/api-client, which each part bundles.
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiClient {
  get<T>(path: string, params?: Record<string, QueryValue>, signal?: AbortSignal): Promise<T>;
  postJson<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T>;
  postForm<T>(path: string, form: FormData, options?: { headers?: Record<string, string>; onProgress?: (fraction: number) => void }): Promise<T>;
  /** Sets the Authorization header for later calls (the API may ask for one later; unused today). */
  setToken(token: string | null): void;
  readonly baseUrl: string;
}
