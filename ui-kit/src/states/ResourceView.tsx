import type { ReactNode } from 'react';
import type { Resource } from '@ssb/contracts';
import { Empty } from './Empty';
import { LoadError } from './LoadError';

interface Props<T> {
  resource: Resource<T>;
  /** Placeholders of the final size, shown while loading (no layout shift). */
  skeleton: ReactNode;
  /** The message when the list is empty (arrays only). */
  empty?: string;
  children: (data: T) => ReactNode;
}

/** The four states of a loaded list or record: loading, error with retry, empty, content. */
export function ResourceView<T>({ resource, skeleton, empty, children }: Props<T>) {
  if (resource.status === 'loading') return <div aria-busy="true">{skeleton}</div>;
  if (resource.status === 'error') return <LoadError onRetry={resource.retry} />;
  if (empty && Array.isArray(resource.data) && resource.data.length === 0) return <Empty id={empty} />;
  return <>{children(resource.data)}</>;
}
