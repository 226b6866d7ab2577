/**
 * One spelling of a request's path, made before any route, limit or check looks at it, by the
 * site server and the API alike: a check that matches `/api/vitals` must see `/api/vitals/`,
 * `/api//vitals`, `/api/./vitals` and `/api/%76itals` as that path, since the router does.
 *
 * The request target is read as a path, never as a URL: `//host/x` is the path `/host/x`, not a
 * host (`new URL('//a%20b/', base)` throws, and `//ru/Credit` read as a URL lost its language).
 *
 * The canonical form (RFC 3986, 6.2.2, and what the routers here treat alike):
 * - percent-encoded unreserved characters decoded (`%7E` is `~`, `%2E` is `.`), every other
 *   escape in capitals (`%c4%80` is `%C4%80`); never decoded twice (`%2561` stays `%2561`);
 * - empty segments dropped (repeated and trailing slashes), `.` and `..` resolved, never above
 *   the root;
 * - the query string kept as it came.
 * A target that is not a path of this form is refused (null): absolute or authority forms, a
 * fragment, a byte outside visible ASCII (a space, a control, raw UTF-8), a backslash, a broken
 * escape, an escape of a control (`%00`) or of bytes that are no UTF-8 (`%C0`, `%85`).
 */

export interface CanonicalTarget {
  /** The canonical path: `/` or `/segment/…` without a trailing slash. */
  path: string;
  /** `?` and the query as it came, or ''. */
  query: string;
  /** Whether the target as it came was spelled otherwise. */
  changed: boolean;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;
/** Visible ASCII only: what a browser sends after percent-encoding a URL. */
const VISIBLE = /^[\x21-\x7e]*$/;

/** One segment with its escapes made canonical, or null when one is broken or escapes a control. */
function canonicalSegment(segment: string): string | null {
  if (!segment.includes('%')) return segment;
  let out = '';
  for (let i = 0; i < segment.length; i += 1) {
    const char = segment[i] as string;
    if (char !== '%') {
      out += char;
      continue;
    }
    const hex = segment.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return null;
    const code = parseInt(hex, 16);
    if (code < 0x20 || code === 0x7f) return null;
    const decoded = String.fromCharCode(code);
    out += code < 0x80 && UNRESERVED.test(decoded) ? decoded : `%${hex.toUpperCase()}`;
    i += 2;
  }
  return out;
}

/** Whether the escapes of a path decode to well-formed UTF-8 (as the routers will decode them). */
function decodesAsUtf8(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function canonicalTarget(target: string): CanonicalTarget | null {
  if (!target.startsWith('/') || !VISIBLE.test(target) || target.includes('#')) return null;
  const mark = target.indexOf('?');
  const rawPath = mark < 0 ? target : target.slice(0, mark);
  const query = mark < 0 ? '' : target.slice(mark);
  if (rawPath.includes('\\')) return null;
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    const segment = canonicalSegment(raw);
    if (segment === null) return null;
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const path = `/${segments.join('/')}`;
  if (!decodesAsUtf8(path)) return null;
  return { path, query, changed: `${path}${query}` !== target };
}

/** The canonical request target (path and query), or null when it is no path of this form. */
export function canonicalUrl(target: string): string | null {
  const canonical = canonicalTarget(target);
  return canonical ? `${canonical.path}${canonical.query}` : null;
}

/**
 * Where a request whose target is no path of this form is routed: each service answers it 400 in
 * its own shape, with its own headers and request log (a client asking for this path by name gets
 * the same 400; no page or route of the site is named so).
 */
export const BAD_TARGET_PATH = '/.bad-request-target';

/** Fastify's `rewriteUrl`: the canonical target, or BAD_TARGET_PATH. */
export const canonicalRequestUrl = (req: { url?: string }): string => canonicalUrl(req.url ?? '') ?? BAD_TARGET_PATH;
