import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { localizePath, useOpenApplication, useResource, type PageProps } from '@ssb/contracts';
import { fetchVacancy, isNoSuchRecord } from '@ssb/api-client';
import type { MessageId } from '../../i18n/tj';
import { LoadError, Muted, Page, Section, usePageMeta, Button, Container, PageTitle, Skeleton, TitleSkeleton, formatLongDate } from '@ssb/ui-kit';

function Points({ title, items }: { title: MessageId; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Section>
      <h2>
        <FormattedMessage id={title} />
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}

/** /vacancy/:slug: one vacancy; "apply" opens the vacancy application of mfe-applications. */
export default function VacancyDetailPage({ lang, params }: PageProps) {
  const id = params.slug ?? '';
  const vacancy = useResource((api, l, signal) => fetchVacancy(api, l, id, signal), [id]);
  const open = useOpenApplication();
  const ready = vacancy.status === 'ready' ? vacancy.data : null;
  usePageMeta(ready?.title, ready?.summary);

  if (vacancy.status === 'loading')
    return (
      <Container as={Page} aria-busy="true">
        <TitleSkeleton style={{ maxWidth: 520 }} />
        <Skeleton style={{ height: 320 }} />
      </Container>
    );
  if (vacancy.status === 'error')
    return (
      <Container as={Page}>
        {isNoSuchRecord(vacancy.error) ? (
          <PageTitle>
            <FormattedMessage id="common.notFound" />
          </PageTitle>
        ) : (
          <LoadError onRetry={vacancy.retry} />
        )}
        <Link to={localizePath('/vacancy', lang)}>
          <FormattedMessage id="nav.vacancy" />
        </Link>
      </Container>
    );
  const v = vacancy.data;
  return (
    <Container as={Page}>
      <PageTitle>{v.title}</PageTitle>
      <p>{v.summary}</p>
      <Muted>
        <FormattedMessage id="vacancy.region" values={{ city: v.city }} /> ·{' '}
        <FormattedMessage id="common.deadline" values={{ date: formatLongDate(v.deadline, lang) }} />
      </Muted>
      <Points title="vacancy.responsibilities" items={v.responsibilities} />
      <Points title="vacancy.requirements" items={v.requirements} />
      <Points title="vacancy.conditions" items={v.conditions} />
      <p>
        <FormattedMessage
          id="vacancy.contacts"
          values={{ phone: <a href={`tel:${v.phone.replace(/[^+\d]/g, '')}`}>{v.phone}</a>, email: <a href={`mailto:${v.email}`}>{v.email}</a> }}
        />
      </p>
      <Button data-testid="apply" onClick={() => open({ kind: 'vacancy', vacancyTitle: v.title })}>
        <FormattedMessage id="vacancy.apply" />
      </Button>
    </Container>
  );
}
