/**
 * Loads page data with the site's API client and language, and re-loads when they or the
 * key change. A stale answer (after navigation) is dropped; errors become a state the page
 * shows with a retry, never an exception.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { LangCode } from '../i18n/locales';
import type { ApiClient } from './client';
import { useSite } from '../runtime/SiteContext';

export type Resource<T> =
  | { status: 'loading'; retry: () => void }
  | { status: 'ready'; data: T; retry: () => void }
  | { status: 'error'; error: unknown; retry: () => void };

type Settled<T> = { for: string } & ({ status: 'ready'; data: T } | { status: 'error'; error: unknown });

export function useResource<T>(
  load: (api: ApiClient, lang: LangCode, signal: AbortSignal) => Promise<T>,
  key: readonly unknown[],
): Resource<T> {
  const { api, lang } = useSite();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The settled result remembers which request it answers; any other request is "loading".
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const requestKey = JSON.stringify([api.baseUrl, lang, attempt, ...key]);

  useEffect(() => {
    const controller = new AbortController();
    // The answer renders as a transition: React splits a long list into slices that yield to
    // input, instead of one long task on a slow phone (Total Blocking Time).
    const settle = (next: Settled<T>) => !controller.signal.aborted && startTransition(() => setSettled(next));
    load(api, lang, controller.signal).then(
      (data) => settle({ for: requestKey, status: 'ready', data }),
      (error: unknown) => settle({ for: requestKey, status: 'error', error }),
    );
    return () => controller.abort();
    // `load` is usually an inline function; the request key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  if (!settled || settled.for !== requestKey) return { status: 'loading', retry };
  return settled.status === 'ready' ? { status: 'ready', data: settled.data, retry } : { status: 'error', error: settled.error, retry };
}

/** True when an API error is a 404 (the page shows "not found" rather than "try later"). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { response?: { status?: number } }).response?.status === 404;
}
