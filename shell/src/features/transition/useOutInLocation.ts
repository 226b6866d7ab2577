import { useEffect, useState } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import { media, parseLocalizedPath } from '@ssb/contracts';
import { useMediaQuery } from '../a11y';

/** How long the old page takes to fade out (the new one fades in as long). */
export const FADE_MS = 120;

export type TransitionPhase = 'in' | 'out';

const pageOf = (location: Location) => parseLocalizedPath(location.pathname).path;

/**
 * Out-in page transitions: on a move to another page the old page fades out first, then the
 * new one is rendered and fades in. A change of only the language or the query (a tab switch)
 * swaps at once, and so does every change when the visitor prefers reduced motion.
 */
export function useOutInLocation(): { location: Location; phase: TransitionPhase } {
  const location = useLocation();
  const navigationType = useNavigationType();
  const reduced = useMediaQuery(media.reducedMotion.replace('@media ', ''));
  const [shown, setShown] = useState(location);
  const [leaving, setLeaving] = useState<Location | null>(null);

  // Adjusting state while rendering: React's pattern for state that follows a prop.
  if (shown === location) {
    if (leaving !== null) setLeaving(null); // came back before the fade ended
  } else if (reduced || pageOf(shown) === pageOf(location)) {
    setShown(location);
    if (leaving !== null) setLeaving(null);
  } else if (leaving !== location) {
    setLeaving(location);
  }

  useEffect(() => {
    if (leaving === null) return undefined;
    const timer = window.setTimeout(() => {
      setShown(leaving);
      setLeaving(null);
    }, FADE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  // A new page starts at the top; back and forward keep the browser's own scroll restoration.
  const shownPage = pageOf(shown);
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a change of page scrolls, not a change of the navigation type alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownPage]);

  return { location: shown, phase: leaving ? 'out' : 'in' };
}
