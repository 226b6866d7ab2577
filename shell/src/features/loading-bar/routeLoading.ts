import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';

/** How many route pages are loading now (their remote or chunk); the loading bar reads it. */
export const routeLoadsAtom = atom(0);

/** Counts the caller as a loading page while it is mounted (used by the Suspense fallback). */
export function useRouteLoadingSignal(): void {
  const set = useSetAtom(routeLoadsAtom);
  useEffect(() => {
    set((n) => n + 1);
    return () => set((n) => Math.max(0, n - 1));
  }, [set]);
}
