import { matchRoute, parseLocalizedPath, type LangCode } from '@ssb/contracts';

type DeviceClass = 'phone' | 'tablet' | 'desktop';

/** What a page view's batch says of the page, fixed when the visitor lands on it. */
export interface PageViewTags {
  /** The route pattern of the landing page ('/Credit/:slug'), or '404' for the not-found page. */
  page: string;
  lang: LangCode;
  device: DeviceClass;
}

/** The site's breakpoints: below 768 px a phone, below 1024 px a tablet. */
function deviceOf(viewportWidth: number): DeviceClass {
  if (viewportWidth < 768) return 'phone';
  return viewportWidth < 1024 ? 'tablet' : 'desktop';
}

/**
 * `notFound`: the site server answered a known route with the 404 page (its record is missing).
 * A pattern, never the address, so that a batch carries no slug or query of the visitor's.
 */
export function pageViewTags(pathname: string, notFound: boolean, viewportWidth: number): PageViewTags {
  const { lang, path } = parseLocalizedPath(pathname);
  return { page: notFound ? '404' : (patternOf(path) ?? '404'), lang, device: deviceOf(viewportWidth) };
}

function patternOf(path: string): string | undefined {
  try {
    return matchRoute(path)?.route.pattern;
  } catch {
    // A parameter that is not valid percent-encoding: no page matches it.
    return undefined;
  }
}
