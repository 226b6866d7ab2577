/**
 * Loads page data with the site's API client and language, again when they or the key change. A
 * stale answer is dropped; an error is a state the page shows with a retry, never an exception.
 */
import { startTransition, use, useCallback, useEffect, useId, useState } from 'react';
import type { LangCode } from '../i18n/locales';
import type { ApiClient } from '../runtime/apiClient';
import { useSite } from '../runtime/SiteContext';
import type { SettledResource } from './resources';

export type Resource<T> =
  { status: 'loading'; retry: () => void } | { status: 'ready'; data: T; retry: () => void } | { status: 'error'; error: unknown; retry: () => void };

type Settled<T> = { for: string } & ({ status: 'ready'; data: T } | { status: 'error'; error: unknown });

export function useResource<T>(load: (api: ApiClient, lang: LangCode, signal: AbortSignal) => Promise<T>, key: readonly unknown[]): Resource<T> {
  const { api, lang, resources } = useSite();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const requestKey = JSON.stringify([api.baseUrl, lang, attempt, ...key]);
  // Two resources of one page may ask the same thing; the id tells their answers apart.
  const storeKey = `${useId()}|${requestKey}`;
  // The settled result remembers its request (any other is "loading"); a server-rendered page starts from its answer.
  const [settled, setSettled] = useState<Settled<T> | null>(() => fromStore<T>(resources?.peek(storeKey), requestKey));

  useEffect(() => {
    if (settled?.for === requestKey) return; // the server's answer, while hydrating
    const controller = new AbortController();
    // A transition: React renders a long list in slices that yield to input (Total Blocking Time on slow phones).
    const settle = (next: Settled<T>) => !controller.signal.aborted && startTransition(() => setSettled(next));
    load(api, lang, controller.signal).then(
      (data) => settle({ for: requestKey, status: 'ready', data }),
      (error: unknown) => settle({ for: requestKey, status: 'error', error }),
    );
    return () => controller.abort();
    // `load` is usually an inline function; the request key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  // On the server: wait for the answer, so the HTML carries the page. `use` on every render, settled or not: React
  // matches a component's `use` calls by their order when it renders it again after a suspension.
  const current = resources?.settle
    ? fromStore<T>(use(resources.settle(storeKey, () => load(api, lang, new AbortController().signal))), requestKey)
    : settled;
  if (!current || current.for !== requestKey) return { status: 'loading', retry };
  return current.status === 'ready' ? { status: 'ready', data: current.data, retry } : { status: 'error', error: current.error, retry };
}

const fromStore = <T>(entry: SettledResource | undefined, requestKey: string): Settled<T> | null =>
  entry ? ({ for: requestKey, ...entry } as Settled<T>) : null;
