import { useEffect, useState } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import { media, parseLocalizedPath } from '@ssb/contracts';
import { useMediaQuery } from '../a11y';
import { useNavigationGate } from './navigationGate';

/** How long the old page takes to fade out (the new one fades in as long). */
export const FADE_MS = 120;

export type TransitionPhase = 'in' | 'out';

const pageOf = (location: Location) => parseLocalizedPath(location.pathname).path;

/**
 * Out-in page transitions: on a move to another page the old page fades out first, then the
 * new one is rendered and fades in. A change of only the language or the query (a tab switch)
 * swaps at once, and so does every change when the visitor prefers reduced motion.
 *
 * With a navigation gate (the browser's release-set check), a move to another address (another
 * path; not a change of only the query or the hash) waits for the gate too, the fade meanwhile:
 * the new page is rendered in this document only once the gate allows it.
 */
export function useOutInLocation(): { location: Location; phase: TransitionPhase } {
  const location = useLocation();
  const navigationType = useNavigationType();
  const reduced = useMediaQuery(media.reducedMotion.replace('@media ', ''));
  const gate = useNavigationGate();
  const [shown, setShown] = useState(location);
  const [leaving, setLeaving] = useState<Location | null>(null);

  const fades = (to: Location) => !reduced && pageOf(shown) !== pageOf(to);
  const waits = (to: Location) => fades(to) || (gate !== null && shown.pathname !== to.pathname);

  // Adjusting state while rendering: React's pattern for state that follows a prop.
  if (shown === location) {
    if (leaving !== null) setLeaving(null); // came back before the fade ended
  } else if (!waits(location)) {
    setShown(location);
    if (leaving !== null) setLeaving(null);
  } else if (leaving !== location) {
    setLeaving(location);
  }

  const fade = leaving !== null && fades(leaving);
  const checked = leaving !== null && gate !== null && shown.pathname !== leaving.pathname;
  useEffect(() => {
    if (leaving === null) return undefined;
    let live = true;
    let faded = !fade;
    let allowed = !checked;
    const swap = () => {
      if (!live || !faded || !allowed) return;
      setShown(leaving);
      setLeaving(null);
    };
    const timer = fade
      ? window.setTimeout(() => {
          faded = true;
          swap();
        }, FADE_MS)
      : undefined;
    if (checked && gate) {
      // Not allowed: a new document is on its way; the old page stays until it comes.
      void gate()
        .catch(() => true)
        .then((inThisDocument) => {
          allowed = inThisDocument;
          swap();
        });
    }
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [leaving, fade, checked, gate]);

  // A new page starts at the top; back and forward keep the browser's own scroll restoration.
  const shownPage = pageOf(shown);
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a change of page scrolls, not a change of the navigation type alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownPage]);

  return { location: shown, phase: fade ? 'out' : 'in' };
}
