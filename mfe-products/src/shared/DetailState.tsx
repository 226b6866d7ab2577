import { useEffect } from 'react';
import { useLang, type Resource } from '@ssb/contracts';
import { isNoSuchRecord } from '@ssb/api-client';
import { LoadError, Container, Skeleton, TitleSkeleton } from '@ssb/ui-kit';
import { showNotFound } from './notFound';

/** Loading skeleton of a detail page: heading and text of their final size. */
export function DetailSkeleton() {
  return (
    <Container aria-busy="true" data-testid="detail-loading">
      <TitleSkeleton style={{ maxWidth: 480 }} />
      <Skeleton style={{ height: 120, marginBottom: 16 }} />
      <Skeleton style={{ height: 320 }} />
    </Container>
  );
}

/** A detail record that failed: an unknown slug goes to the 404 page, anything else offers a retry. */
export function DetailError({ resource }: { resource: Extract<Resource<unknown>, { status: 'error' }> }) {
  const lang = useLang();
  const notFound = isNoSuchRecord(resource.error);
  useEffect(() => {
    if (notFound) showNotFound(lang);
  }, [notFound, lang]);
  return <Container>{notFound ? <div data-testid="not-found" /> : <LoadError onRetry={resource.retry} />}</Container>;
}
