import { useEffect } from 'react';
import { useRemoteLoader, type RemoteName } from '@ssb/contracts';
import { visitorWantsLessData } from '../data-saver';
import { createPrefetchQueue } from './prefetchQueue';
import { remoteOfHref } from './linkOwner';

const IDLE_TIMEOUT_MS = 2000;

type Idle = (callback: () => void) => () => void;

/** requestIdleCallback with a 2 s time-out, or a plain timer where it is missing. */
const whenIdle: Idle = (callback) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1);
  return () => window.clearTimeout(id);
};

/**
 * When the browser is idle, watches the links inside `root` (the page, not the frame); when one
 * comes into view, the routes module of the remote that owns its page is fetched, so the click
 * opens it at once. Skipped when the visitor wants less data (2G, Save-Data, prefers-reduced-data).
 */
export function usePrefetchLinks(root: () => HTMLElement | null, idle: Idle = whenIdle): void {
  const loader = useRemoteLoader();
  useEffect(() => {
    const container = root();
    if (!container || visitorWantsLessData(window) || typeof IntersectionObserver !== 'function') return undefined;
    const queue = createPrefetchQueue<RemoteName>((remote) => loader.loadRoutes(remote));
    const watched = new WeakSet<Element>();

    const seen = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        seen.unobserve(entry.target);
        const owner = remoteOfHref((entry.target as HTMLAnchorElement).href, window.location.origin);
        if (owner) queue.add(owner);
      }
    });

    let cancelIdle: (() => void) | null = null;
    const scan = () => {
      cancelIdle = null;
      container.querySelectorAll('a[href]').forEach((link) => {
        if (watched.has(link)) return;
        watched.add(link);
        seen.observe(link);
      });
    };
    const scheduleScan = () => {
      cancelIdle ??= idle(scan);
    };
    // Pages render their links late (remote pages, data): look again when the page changes.
    const changes = new MutationObserver(scheduleScan);
    changes.observe(container, { childList: true, subtree: true });
    scheduleScan();

    return () => {
      cancelIdle?.();
      changes.disconnect();
      seen.disconnect();
      queue.stop();
    };
  }, [loader, root, idle]);
}
