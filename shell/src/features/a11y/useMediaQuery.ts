import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Whether a media query matches, kept current; false on a server and where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  // One MediaQueryList per query: creating one is a style computation, not a cheap read.
  const list = useMemo(() => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null), [query]);
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!list) return () => undefined;
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => false,
  );
}
