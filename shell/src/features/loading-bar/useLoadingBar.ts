import { useEffect, useState } from 'react';

/** Throttled 200 ms (a fast load shows no bar), shown at most 5000 ms, hidden 500 ms after the load ends. */
export const LOADING_BAR = { throttleMs: 200, maxMs: 5000, hideAfterMs: 500 } as const;

export type LoadingBarPhase = 'idle' | 'running' | 'done';

/**
 * The loading bar's phase for a loading flag. Fast loads (under the throttle) never show it;
 * a slow one shows it running, then full ("done") for a moment before it hides.
 */
export function useLoadingBar(loading: boolean, timing = LOADING_BAR): LoadingBarPhase {
  const [phase, setPhase] = useState<LoadingBarPhase>('idle');

  useEffect(() => {
    if (!loading) return undefined;
    const show = window.setTimeout(() => setPhase('running'), timing.throttleMs);
    // A load that never ends must not leave the bar on screen.
    const cap = window.setTimeout(() => setPhase('idle'), timing.throttleMs + timing.maxMs);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(cap);
    };
  }, [loading, timing.throttleMs, timing.maxMs]);

  useEffect(() => {
    if (loading || phase !== 'running') return undefined;
    const finish = window.setTimeout(() => setPhase('done'), 0);
    return () => window.clearTimeout(finish);
  }, [loading, phase]);

  useEffect(() => {
    if (phase !== 'done') return undefined;
    const hide = window.setTimeout(() => setPhase('idle'), timing.hideAfterMs);
    return () => window.clearTimeout(hide);
  }, [phase, timing.hideAfterMs]);

  return phase;
}
