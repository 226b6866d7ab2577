import { useEffect, useState, type RefObject } from 'react';

export interface ScrollState {
  /** The content is larger than the box, either way. */
  scrolls: boolean;
  /** More of the content lies to the right of what is shown. */
  moreRight: boolean;
}

/**
 * Whether a box scrolls and whether there is more to its right, kept up to date as it or its
 * content changes size and as it is scrolled. Before it is measured (the server's HTML), the box
 * counts as scrolling, so it stays reachable by keyboard before any script runs, but no cue shows.
 */
export function useScrollState(box: RefObject<HTMLElement | null>): ScrollState {
  const [state, setState] = useState<ScrollState>({ scrolls: true, moreRight: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const sideways = element.scrollWidth - element.clientWidth;
      const next = {
        scrolls: sideways > 0 || element.scrollHeight > element.clientHeight,
        // One pixel of slack: zoomed pages end a scroll on a fraction.
        moreRight: sideways > 0 && element.scrollLeft < sideways - 1,
      };
      setState((prev) => (prev.scrolls === next.scrolls && prev.moreRight === next.moreRight ? prev : next));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    for (const child of Array.from(element.children)) observer?.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [box]);
  return state;
}
