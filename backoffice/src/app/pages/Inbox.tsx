/**
 * The applications inbox: filters (kind, status, branch, dates, assignment) and a search (a
 * reference, a phone or a word of a name), kept in the address so a view can be shared and the
 * browser's back button works; one page at a time, newest first, with the next page by cursor.
 */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, PageTitle } from '@ssb/ui-kit';
import { call } from '../api';
import { KINDS, STATUSES, type InboxPage } from '../types';
import { Actions, Badge, Field, FormGrid, formatTime, Loading, Section, TableRegion, useLoad } from '../parts/ui';

const FILTERS = ['q', 'kind', 'status', 'branch', 'from', 'to', 'assigned'] as const;
const BRANCHES = ['Душанбе', 'Хуҷанд', 'Бохтар', 'Кӯлоб', 'Хоруғ', 'Данғара', 'Рашт', 'Истаравшан', 'Турсунзода', 'Шаҳритус', 'Фархор'];

export function Inbox() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const { data, error, reload } = useLoad(() => call<InboxPage>('GET', `/applications${query ? `?${query}` : ''}`), query);
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])));

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim() !== '')));
  };
  const set = (name: string) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value }));
  const select = (name: (typeof FILTERS)[number], options: { value: string; label: string }[]) => (
    <select id={`f-${name}`} value={draft[name] ?? ''} onChange={set(name)}>
      <option value="">{intl.formatMessage({ id: 'inbox.any' })}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );

  return (
    <>
      <PageTitle>
        <FormattedMessage id="inbox.title" />
      </PageTitle>
      <Section aria-labelledby="inbox-filters">
        <h2 id="inbox-filters">
          <FormattedMessage id="inbox.filters" />
        </h2>
        <form onSubmit={apply} role="search">
          <FormGrid>
            <Field id="f-q" label="inbox.search">
              <input id="f-q" type="search" value={draft.q ?? ''} onChange={set('q')} maxLength={100} autoComplete="off" />
            </Field>
            <Field id="f-kind" label="inbox.kind">
              {select(
                'kind',
                KINDS.map((k) => ({ value: k, label: intl.formatMessage({ id: `kind.${k}` }) })),
              )}
            </Field>
            <Field id="f-status" label="inbox.status">
              {select(
                'status',
                STATUSES.map((s) => ({ value: s, label: intl.formatMessage({ id: `status.${s}` }) })),
              )}
            </Field>
            <Field id="f-branch" label="inbox.branch">
              {select(
                'branch',
                BRANCHES.map((b) => ({ value: b, label: b })),
              )}
            </Field>
            <Field id="f-from" label="inbox.from">
              <input id="f-from" type="date" value={draft.from ?? ''} onChange={set('from')} />
            </Field>
            <Field id="f-to" label="inbox.to">
              <input id="f-to" type="date" value={draft.to ?? ''} onChange={set('to')} />
            </Field>
            <Field id="f-assigned" label="inbox.assigned">
              <select id="f-assigned" value={draft.assigned ?? ''} onChange={set('assigned')}>
                <option value="">{intl.formatMessage({ id: 'inbox.assigned.any' })}</option>
                <option value="me">{intl.formatMessage({ id: 'inbox.assigned.me' })}</option>
                <option value="none">{intl.formatMessage({ id: 'inbox.assigned.none' })}</option>
              </select>
            </Field>
          </FormGrid>
          <Actions>
            <Button type="submit">
              <FormattedMessage id="inbox.apply" />
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft({});
                setParams({});
              }}
            >
              <FormattedMessage id="inbox.reset" />
            </Button>
          </Actions>
        </form>
      </Section>
      <Section>
        {!data ? (
          <Loading error={error} retry={reload} />
        ) : data.results.length === 0 ? (
          <p role="status">
            <FormattedMessage id="inbox.empty" />
          </p>
        ) : (
          <>
            <TableRegion label="inbox.table">
              <table>
                <thead>
                  <tr>
                    {(
                      [
                        'inbox.reference',
                        'inbox.kind',
                        'inbox.received',
                        'inbox.status',
                        'inbox.branch',
                        'inbox.applicant',
                        'inbox.assignee',
                      ] as const
                    ).map((h) => (
                      <th key={h} scope="col">
                        <FormattedMessage id={h} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <Link to={`/applications/${row.id}`} translate="no">
                          {row.reference}
                        </Link>
                        {row.testRun && <Badge>{intl.formatMessage({ id: 'inbox.test' })}</Badge>}
                        {row.held && <Badge $tone="error">{intl.formatMessage({ id: 'inbox.held' })}</Badge>}
                      </td>
                      <td>
                        <FormattedMessage id={`kind.${row.kind}`} />
                      </td>
                      <td>
                        <time dateTime={row.receivedAt}>{formatTime(row.receivedAt, intl.locale)}</time>
                      </td>
                      <td>
                        <FormattedMessage id={`status.${row.status}`} />
                      </td>
                      <td>{row.branch ?? '—'}</td>
                      <td>{row.applicant}</td>
                      <td>{row.assignedName ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
            <Actions>
              {params.get('cursor') && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    const next = new URLSearchParams(params);
                    next.delete('cursor');
                    setParams(next);
                  }}
                >
                  <FormattedMessage id="inbox.first" />
                </Button>
              )}
              {data.next && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    const next = new URLSearchParams(params);
                    next.set('cursor', data.next as string);
                    setParams(next);
                  }}
                >
                  <FormattedMessage id="inbox.next" />
                </Button>
              )}
            </Actions>
          </>
        )}
      </Section>
    </>
  );
}
