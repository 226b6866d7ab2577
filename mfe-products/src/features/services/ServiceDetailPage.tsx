import { FormattedMessage } from 'react-intl';
import { localizePath, useLang, useResource, type PageProps } from '@ssb/contracts';
import { fetchService } from '@ssb/api-client';
import { ApplyButton } from '../../shared/ApplyButton';
import { Blocks, MoreLink, Muted, Page, Section, SectionTitle, usePageMeta, Container, PageTitle } from '@ssb/ui-kit';
import { DetailError, DetailSkeleton } from '../../shared/DetailState';

export default function ServiceDetailPage({ params }: PageProps) {
  const lang = useLang();
  const slug = params.slug ?? '';
  const service = useResource((api, l, signal) => fetchService(api, l, slug, signal), [slug]);
  const data = service.status === 'ready' ? service.data : null;
  usePageMeta(data?.title, data?.description);
  if (service.status === 'loading') return <DetailSkeleton />;
  if (service.status === 'error') return <DetailError resource={service} />;
  const s = service.data;
  return (
    <Container as={Page}>
      <PageTitle>{s.title}</PageTitle>
      <Muted>{s.description}</Muted>
      {s.advantages.length > 0 && (
        <Section>
          <SectionTitle>
            <FormattedMessage id="services.advantages" />
          </SectionTitle>
          <ul>
            {s.advantages.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </Section>
      )}
      <Blocks blocks={s.body} />
      <Section>
        <ApplyButton request={{ kind: 'general', productName: s.title, productId: s.id }} />
      </Section>
      <MoreLink to={`${localizePath(s.type === 'salary' ? '/services/view' : '/services', lang)}${s.audience === 'legal' ? '?type=2' : ''}`}>
        <FormattedMessage id="services.back" />
      </MoreLink>
    </Container>
  );
}
