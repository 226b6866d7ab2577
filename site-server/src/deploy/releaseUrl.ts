/**
 * A release's manifest URL as the registry takes it: absolute http(s), no credentials, no
 * fragment, of a sane length, and kept in its serialised form (quotes and angle brackets
 * percent-encoded), which is what every page and answer then carries.
 */
export function releaseUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048 || !/^https?:\/\//i.test(value) || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.username || url.password || url.hash) return null;
  return url.href;
}
