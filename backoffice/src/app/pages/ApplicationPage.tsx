/**
 * One application: every field the visitor sent, the consent and its time, the documents
 * (pictures and PDFs shown in the page from the back office's own origin under a sandboxing
 * policy, Office files downloaded, a document not yet cleared by the malware scan not at all),
 * the status with its reason and internal note, the officer it is assigned to, and its history.
 */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PageTitle } from '@ssb/ui-kit';
import type { CatalogKey } from '../../shared/i18n';
import { ApiError, call, type SessionInfo } from '../api';
import { REASONS, STATUSES, type ApplicationDetail, type ApplicationDocument, type Reason, type Status } from '../types';
import { Actions, Badge, Field, FormGrid, formatTime, Loading, Notice, Section, useLoad } from '../parts/ui';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  /* A phone: each label above its value (a long label left the value one letter wide). */
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    dd {
      margin-bottom: ${({ theme }) => theme.space[2]}px;
    }
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Picture = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.control}px;
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 70vh;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.control}px;
`;

const DocumentList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  h3 {
    font-size: ${({ theme }) => theme.type.body.size}px;
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
  }
`;

const KNOWN_FIELDS = new Set([
  'surname',
  'name',
  'patronymic',
  'phone',
  'email',
  'branch',
  'nameProduct',
  'product_id',
  'card_type',
  'card_expire_date',
  'region',
  'city',
  'vacancy_title',
  'amount',
  'months',
  'purpose',
  'topic',
  'message',
  'type',
]);

function DocumentView({ id, doc }: { id: string; doc: ApplicationDocument }) {
  const intl = useIntl();
  const src = `/documents/${id}/${doc.field}`;
  if (doc.scan === 'pending') return <p>{intl.formatMessage({ id: 'application.pending' }, { name: doc.name })}</p>;
  if (doc.scan === 'infected') return <Notice $error>{intl.formatMessage({ id: 'application.infected' }, { name: doc.name })}</Notice>;
  return (
    <>
      {doc.scan === 'unscanned' && (
        <p>
          <Badge $tone="error">
            <FormattedMessage id="application.unscanned" />
          </Badge>
        </p>
      )}
      {doc.mime.startsWith('image/') ? (
        <Picture src={src} alt={doc.name} loading="lazy" />
      ) : doc.mime === 'application/pdf' ? (
        <Frame src={src} title={intl.formatMessage({ id: 'application.pdfTitle' }, { name: doc.name })} />
      ) : null}
      <p>
        <a href={src} download={doc.mime.startsWith('image/') || doc.mime === 'application/pdf' ? undefined : ''}>
          {intl.formatMessage(
            { id: doc.mime.startsWith('image/') || doc.mime === 'application/pdf' ? 'application.open' : 'application.download' },
            { name: doc.name },
          )}
        </a>
      </p>
    </>
  );
}

function StatusForm({ detail, saved }: { detail: ApplicationDetail; saved: () => void }) {
  const intl = useIntl();
  const [status, setStatus] = useState<Status>(detail.status);
  const [reason, setReason] = useState<Reason | ''>(detail.reason ?? '');
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await call('PUT', `/applications/${detail.id}/status`, {
        status,
        reason: status === 'rejected' ? reason || null : null,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      setNote('');
      setOutcome('saved');
      saved();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setOutcome('failed');
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <FormGrid>
        <Field id="new-status" label="application.newStatus">
          <select id="new-status" value={status} onChange={(e) => setStatus(e.target.value as Status)}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `status.${s}` })}
              </option>
            ))}
          </select>
        </Field>
        {status === 'rejected' && (
          <Field id="reason" label="application.reason" hint="application.reasonHint">
            <select id="reason" value={reason} onChange={(e) => setReason(e.target.value as Reason)} required aria-describedby="reason-hint">
              <option value="" disabled>
                —
              </option>
              {REASONS.map((r) => (
                <option key={r} value={r}>
                  {intl.formatMessage({ id: `reason.${r}` })}
                </option>
              ))}
            </select>
          </Field>
        )}
      </FormGrid>
      <Field id="note" label="application.note" hint="application.noteHint">
        <textarea id="note" value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} aria-describedby="note-hint" />
      </Field>
      <Actions>
        <Button type="submit">
          <FormattedMessage id="application.save" />
        </Button>
      </Actions>
      <div role="status">
        {outcome && (
          <Notice $error={outcome === 'failed'}>
            {intl.formatMessage({ id: outcome === 'saved' ? 'application.saved' : 'application.saveFailed' })}
          </Notice>
        )}
      </div>
    </form>
  );
}

function Assignment({ detail, session, changed }: { detail: ApplicationDetail; session: SessionInfo; changed: () => void }) {
  const intl = useIntl();
  const officers = useLoad(() => call<{ officers: { sub: string; name: string }[] }>('GET', '/officers'), 'officers');
  const [chosen, setChosen] = useState('');
  const assign = async (sub: string | null) => {
    await call('PUT', `/applications/${detail.id}/assignee`, { sub });
    changed();
  };
  return (
    <>
      <p>
        {detail.assignedName
          ? intl.formatMessage({ id: 'application.assignedTo' }, { name: detail.assignedName })
          : intl.formatMessage({ id: 'application.unassigned' })}
      </p>
      <Actions>
        {detail.assignedTo !== session.sub && (
          <Button onClick={() => void assign(session.sub)}>
            <FormattedMessage id="application.assignMe" />
          </Button>
        )}
        {detail.assignedTo && (
          <Button variant="secondary" onClick={() => void assign(null)}>
            <FormattedMessage id="application.unassign" />
          </Button>
        )}
      </Actions>
      {officers.data && officers.data.officers.length > 0 && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen) void assign(chosen);
          }}
        >
          <FormGrid>
            <Field id="officer" label="application.assignTo">
              <select id="officer" value={chosen} onChange={(e) => setChosen(e.target.value)}>
                <option value="">—</option>
                {officers.data.officers.map((o) => (
                  <option key={o.sub} value={o.sub}>
                    {o.name}
                  </option>
                ))}
              </select>
            </Field>
            <div>
              <Button type="submit" variant="secondary">
                <FormattedMessage id="application.assign" />
              </Button>
            </div>
          </FormGrid>
        </form>
      )}
    </>
  );
}

export function ApplicationPage({ session }: { session: SessionInfo }) {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, error, reload } = useLoad(() => call<ApplicationDetail>('GET', `/applications/${id}`), id);
  if (!data) {
    if (error instanceof ApiError && error.status === 404)
      return (
        <>
          <PageTitle>
            <FormattedMessage id="application.notFound" />
          </PageTitle>
          <Link to="/applications">
            <FormattedMessage id="application.back" />
          </Link>
        </>
      );
    return <Loading error={error} retry={reload} />;
  }
  const kind = intl.formatMessage({ id: `kind.${data.kind}` });
  const fields = Object.entries(data.fields).filter(([key]) => key !== 'consent');
  const eventText = (e: ApplicationDetail['events'][number]) => {
    if (e.action === 'status')
      return intl.formatMessage(
        { id: 'application.event.status' },
        { by: e.by, status: intl.formatMessage({ id: `status.${e.status ?? 'received'}` }) },
      );
    if (e.action === 'assign')
      return e.reason
        ? intl.formatMessage({ id: 'application.event.assign' }, { by: e.by, name: e.reason })
        : intl.formatMessage({ id: 'application.event.unassign' }, { by: e.by });
    return intl.formatMessage({ id: e.action === 'hold' ? 'application.event.hold' : 'application.event.release' }, { by: e.by });
  };
  return (
    <>
      <p>
        <Link to="/applications">
          <FormattedMessage id="application.back" />
        </Link>
      </p>
      <PageTitle>
        <FormattedMessage id="application.title" values={{ kind, reference: <span translate="no">{data.reference}</span> }} />
      </PageTitle>
      <p>
        <FormattedMessage id="application.received" values={{ date: formatTime(data.receivedAt, intl.locale) }} /> ·{' '}
        <strong>
          <FormattedMessage id={`status.${data.status}`} />
        </strong>
        {data.reason && ` · ${intl.formatMessage({ id: `reason.${data.reason}` })}`}
        {data.testRun && <Badge>{intl.formatMessage({ id: 'inbox.test' })}</Badge>}
      </p>
      {data.hold && (
        <Notice $error>
          {intl.formatMessage({ id: 'application.hold' }, { date: formatTime(data.hold.at, intl.locale), reason: data.hold.reason })}
        </Notice>
      )}
      <Section aria-labelledby="fields">
        <h2 id="fields">
          <FormattedMessage id="application.fields" />
        </h2>
        <Facts>
          {fields.map(([key, value]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{KNOWN_FIELDS.has(key) ? intl.formatMessage({ id: `field.${key}` as CatalogKey }) : key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <dt>
            <FormattedMessage id="application.consent" />
          </dt>
          <dd>
            {data.consentAt ? (
              <FormattedMessage id="application.consentAt" values={{ date: formatTime(data.consentAt, intl.locale) }} />
            ) : (
              <FormattedMessage id="application.noConsent" />
            )}
          </dd>
        </Facts>
      </Section>
      <Section aria-labelledby="documents">
        <h2 id="documents">
          <FormattedMessage id="application.documents" />
        </h2>
        {data.documents.length === 0 ? (
          <p>
            <FormattedMessage id="application.noDocuments" />
          </p>
        ) : (
          <DocumentList>
            {data.documents.map((doc) => (
              <li key={doc.field}>
                <h3>{doc.name}</h3>
                <DocumentView id={data.id} doc={doc} />
              </li>
            ))}
          </DocumentList>
        )}
      </Section>
      <Section aria-labelledby="status">
        <h2 id="status">
          <FormattedMessage id="application.status" />
        </h2>
        <StatusForm key={data.id} detail={data} saved={reload} />
      </Section>
      <Section aria-labelledby="assignment">
        <h2 id="assignment">
          <FormattedMessage id="application.assignment" />
        </h2>
        <Assignment detail={data} session={session} changed={reload} />
      </Section>
      <Section aria-labelledby="history">
        <h2 id="history">
          <FormattedMessage id="application.history" />
        </h2>
        {data.events.length === 0 ? (
          <p>
            <FormattedMessage id="application.noHistory" />
          </p>
        ) : (
          <ol>
            {data.events.map((e, i) => (
              <li key={i}>
                <time dateTime={e.at}>{formatTime(e.at, intl.locale)}</time> — {eventText(e)}
                {e.reason && e.action === 'status' && ` (${intl.formatMessage({ id: `reason.${e.reason}` as CatalogKey })})`}
                {e.note && <blockquote>{e.note}</blockquote>}
              </li>
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}
