/**
 * One spelling of an API request, whoever makes it: the path with a leading slash and the query
 * sorted, empty values left out (as the API client leaves them out). A page's declared first
 * request and the request the page really makes then compare equal.
 */
import type { QueryValue } from '@ssb/contracts';

export function requestKey(path: string, params: Record<string, QueryValue> = {}): string {
  const [rawPath = '', rawQuery = ''] = path.split('?', 2);
  const query = new URLSearchParams(rawQuery);
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(name, String(value));
  }
  const entries = [...query.entries()].filter(([, value]) => value !== '').sort(([a], [b]) => a.localeCompare(b));
  const search = new URLSearchParams(entries).toString();
  return `/${rawPath.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}
