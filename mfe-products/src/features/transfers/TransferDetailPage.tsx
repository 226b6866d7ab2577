import { useResource, type PageProps } from '@ssb/contracts';
import { fetchTransferSystem } from '@ssb/api-client';
import { Blocks, Muted, Page, usePageMeta, Container, PageTitle } from '@ssb/ui-kit';
import { DetailError, DetailSkeleton } from '../../shared/DetailState';
import { TransferFacts } from './TransferFacts';

export default function TransferDetailPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const system = useResource((api, lang, signal) => fetchTransferSystem(api, lang, slug, signal), [slug]);
  const data = system.status === 'ready' ? system.data : null;
  usePageMeta(data?.title, data?.summary);
  if (system.status === 'loading') return <DetailSkeleton />;
  if (system.status === 'error') return <DetailError resource={system} />;
  return (
    <Container as={Page}>
      <PageTitle>{system.data.title}</PageTitle>
      <Muted>{system.data.summary}</Muted>
      <TransferFacts system={system.data} />
      <Blocks blocks={system.data.body} />
    </Container>
  );
}
