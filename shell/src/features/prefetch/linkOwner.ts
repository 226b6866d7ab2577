import { matchRoute, parseLocalizedPath, type RemoteName } from '@ssb/contracts';

/** The remote that owns the page a link points to, or null (another site, a file, the 404 page). */
export function remoteOfHref(href: string, origin: string): RemoteName | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return matchRoute(parseLocalizedPath(url.pathname).path)?.route.owner ?? null;
}
