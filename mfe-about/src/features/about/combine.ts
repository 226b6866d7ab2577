import type { Resource } from '@ssb/contracts';

/**
 * One resource from three: loading while any loads, failed when any failed (retrying retries the
 * failed ones), else `join` of the three answers.
 */
export function combine<A, B, C, T>(a: Resource<A>, b: Resource<B>, c: Resource<C>, join: (a: A, b: B, c: C) => T): Resource<T> {
  const parts = [a, b, c];
  const retry = () => parts.forEach((r) => r.status === 'error' && r.retry());
  const failed = parts.find((r) => r.status === 'error');
  if (failed?.status === 'error') return { status: 'error', error: failed.error, retry };
  if (a.status === 'ready' && b.status === 'ready' && c.status === 'ready') return { status: 'ready', data: join(a.data, b.data, c.data), retry };
  return { status: 'loading', retry };
}
