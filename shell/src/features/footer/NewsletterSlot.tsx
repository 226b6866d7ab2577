import { useEffect, useRef, useState } from 'react';
import { RemoteSlot } from '@ssb/contracts';

const HEIGHT = 112;

/**
 * The newsletter box of mfe-applications, rendered only once the footer comes near the
 * viewport, so that remote is not fetched for the first paint. The reserved height keeps
 * the footer from moving when the box arrives.
 */
export function NewsletterSlot() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const target = placeholder.current;
    if (near || !target) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      // An old browser: no way to wait for the footer, so load the box after the first paint.
      const timer = window.setTimeout(() => setNear(true), 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px 0px 100px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);

  if (!near) return <div ref={placeholder} style={{ minHeight: HEIGHT }} data-testid="newsletter-placeholder" />;
  return <RemoteSlot name="mfe_applications/NewsletterBox" props={{ variant: 'footer' }} minHeight={HEIGHT} />;
}
