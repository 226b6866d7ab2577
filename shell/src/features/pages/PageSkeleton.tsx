import { Container, Skeleton } from '@ssb/contracts';

/** What a page shows while its remote and chunk load: the size of a typical page head. */
export function PageSkeleton() {
  return (
    <Container aria-busy="true">
      <Skeleton style={{ height: 38, margin: '24px 0 16px', maxWidth: 420 }} />
      <Skeleton style={{ height: 240 }} />
    </Container>
  );
}
