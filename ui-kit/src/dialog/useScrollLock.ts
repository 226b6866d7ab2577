import { useEffect } from 'react';

/** Stops the page behind an open modal or panel from scrolling; restores it on close. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const { style } = document.documentElement;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [active]);
}
