import { Container, Skeleton, TitleSkeleton } from '@ssb/ui-kit';
import { useRouteLoadingSignal } from '../loading-bar';

/** What a page shows while its remote and chunk load: the size of a typical page head. */
export function PageSkeleton() {
  // While this is shown, a page is loading: the loading bar may appear.
  useRouteLoadingSignal();
  return (
    <Container aria-busy="true">
      <TitleSkeleton style={{ maxWidth: 420 }} />
      <Skeleton style={{ height: 240 }} />
    </Container>
  );
}
