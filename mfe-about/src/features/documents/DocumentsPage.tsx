import { FormattedMessage } from 'react-intl';
import { useResource, type PageProps } from '@ssb/contracts';
import { fetchDocuments, type DocumentFile } from '@ssb/api-client';
import { Page, Section, Container, Skeleton, formatNumber, formatLongDate } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';

const size = (bytes: number, lang: PageProps['lang']) =>
  bytes >= 1024 * 1024 ? `${formatNumber(bytes / (1024 * 1024), lang, 1)} MB` : `${formatNumber(Math.max(1, Math.round(bytes / 1024)), lang)} KB`;

/** /documents: the bank's documents and reports by category, each downloadable. */
export default function DocumentsPage({ lang }: PageProps) {
  const docs = useResource((api, l, signal) => fetchDocuments(api, l, signal), []);
  return (
    <Container as={Page}>
      <PageIntro name="documents" fallbackTitle="nav.documents" />
      <Section>
        <ResourceView
          resource={docs}
          empty="common.empty"
          skeleton={[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} style={{ height: 48, marginBottom: 8 }} />
          ))}
        >
          {(list) => {
            const groups = new Map<string, DocumentFile[]>();
            list.forEach((d) => groups.set(d.category, [...(groups.get(d.category) ?? []), d]));
            return (
              <div data-testid="documents">
                {[...groups].map(([category, items]) => (
                  <section key={category}>
                    <h2>{category}</h2>
                    <ul>
                      {items.map((d) => (
                        <li key={d.id}>
                          {d.title} ({formatLongDate(d.date, lang)}) —{' '}
                          <a href={d.url} download>
                            <FormattedMessage id="common.download" values={{ format: d.format.toUpperCase(), size: size(d.sizeBytes, lang) }} />
                          </a>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            );
          }}
        </ResourceView>
      </Section>
    </Container>
  );
}
