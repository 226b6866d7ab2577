import { useEffect, useState } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { PAGE_READY_ATTRIBUTE } from './pageReady';

/**
 * Whether the first page of the visit has been put on screen (its content, its fallback or the
 * 404 page). Parts of the frame below the fold wait for it, so that the work of the first page,
 * which is what a visitor waits for, is not shared with them.
 */
const firstPageShownAtom = atom(false);

/** Rendered with a page's content: marks the first page as shown once it is committed. */
export function FirstPageShown(): null {
  const set = useSetAtom(firstPageShownAtom);
  useEffect(() => {
    set(true);
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
  }, [set]);
  return null;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * True once the first page is shown and the browser has had a moment for it (an idle period,
 * at most `idleTimeoutMs` later), or after `maxWaitMs` whatever happens, so that a page that
 * never settles does not keep the rest of the frame away.
 */
export function useAfterFirstPage({ idleTimeoutMs = 1000, maxWaitMs = 4000 } = {}): boolean {
  const shown = useAtomValue(firstPageShownAtom);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    const done = () => setReady(true);
    if (!shown) {
      const timer = window.setTimeout(done, maxWaitMs);
      return () => window.clearTimeout(timer);
    }
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback && idle.cancelIdleCallback) {
      const handle = idle.requestIdleCallback(done, { timeout: idleTimeoutMs });
      const cancel = idle.cancelIdleCallback;
      return () => cancel(handle);
    }
    const timer = window.setTimeout(done, 0);
    return () => window.clearTimeout(timer);
  }, [shown, ready, idleTimeoutMs, maxWaitMs]);
  return ready;
}
