/**
 * Remembers the API requests that answered 404 (or 400: a key the API refuses outright, such as
 * /Credit/zzz/) and tells whoever waits for one of them. The
 * shell watches the first declared request of a detail page (/Credit/:slug): when that record
 * does not exist, the page is the site's 404 page, whatever the remote would show.
 */
import { type ApiClient, type QueryValue } from '@ssb/contracts';
import { isNoSuchRecord } from '@ssb/api-client';
import { requestKey } from './requestKey';

/** A page's requests come within moments of each other; older answers are of other pages. */
const REMEMBERED = 20;

export interface NotFoundObserver {
  record(key: string): void;
  /** Calls `onNotFound` once `key` has answered 404 (at once when it already has); returns the unsubscribe. */
  watch(key: string, onNotFound: () => void): () => void;
}

export function createNotFoundObserver(): NotFoundObserver {
  const seen: string[] = [];
  const waiting = new Map<string, Set<() => void>>();
  return {
    record(key) {
      seen.push(key);
      if (seen.length > REMEMBERED) seen.shift();
      for (const listener of waiting.get(key) ?? []) listener();
    },
    watch(key, onNotFound) {
      if (seen.includes(key)) {
        onNotFound();
        return () => undefined;
      }
      const listeners = waiting.get(key) ?? new Set();
      listeners.add(onNotFound);
      waiting.set(key, listeners);
      return () => {
        listeners.delete(onNotFound);
        if (listeners.size === 0) waiting.delete(key);
      };
    },
  };
}

/** The same client, telling the observer of every GET that answered 404 or 400. */
export function observeNotFound(api: ApiClient, observer: NotFoundObserver): ApiClient {
  return {
    get baseUrl() {
      return api.baseUrl;
    },
    get: <T>(path: string, params?: Record<string, QueryValue>, signal?: AbortSignal) =>
      api.get<T>(path, params, signal).catch((error: unknown) => {
        if (isNoSuchRecord(error)) observer.record(requestKey(path, params));
        throw error;
      }),
    postJson: <T>(path: string, body: unknown, headers?: Record<string, string>) => api.postJson<T>(path, body, headers),
    postForm: <T>(path: string, form: FormData, options?: Parameters<ApiClient['postForm']>[2]) => api.postForm<T>(path, form, options),
    setToken: (token) => api.setToken(token),
  };
}
