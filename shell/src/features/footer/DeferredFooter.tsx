import { lazy, Suspense } from 'react';
import { useAfterFirstPage } from '../frame';

const Footer = lazy(() => import(/* webpackChunkName: "footer" */ './Footer').then((m) => ({ default: m.Footer })));

/**
 * The footer starts below the fold (the page area is at least a screen high), so its code and
 * its rendering wait until the first page is on screen: nothing visible moves when it arrives.
 */
export function DeferredFooter() {
  const ready = useAfterFirstPage();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
