/** The access record for administrators: who opened which application or document, when; filtered by person, reference, action and days. */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Button, PageTitle } from '@ssb/ui-kit';
import { call } from '../api';
import type { AccessEntry } from '../types';
import { Actions, Field, FormGrid, formatTime, Lead, Loading, Section, TableRegion, useLoad } from '../parts/ui';

const FILTERS = ['staff', 'reference', 'action', 'from', 'to'] as const;
const ACTIONS = ['applications.list', 'application.view', 'document.view'] as const;

export function AccessRecord() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const { data, error, reload } = useLoad(() => call<{ results: AccessEntry[] }>('GET', `/access-record${query ? `?${query}` : ''}`), query);
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])));
  const set = (name: string) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value }));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setParams(
      Object.fromEntries(
        Object.entries(draft)
          .filter(([, v]) => v.trim() !== '')
          .map(([k, v]) => [k, v.trim()]),
      ),
    );
  };
  const last = data?.results.at(-1);
  return (
    <>
      <PageTitle>
        <FormattedMessage id="access.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="access.lead" />
      </Lead>
      <Section aria-label={intl.formatMessage({ id: 'inbox.filters' })}>
        <form onSubmit={apply} role="search">
          <FormGrid>
            <Field id="a-staff" label="access.staff">
              <input id="a-staff" value={draft.staff ?? ''} onChange={set('staff')} maxLength={255} />
            </Field>
            <Field id="a-reference" label="access.reference">
              <input id="a-reference" value={draft.reference ?? ''} onChange={set('reference')} pattern="[0-9A-Fa-f]{8}" maxLength={8} />
            </Field>
            <Field id="a-action" label="access.action">
              <select id="a-action" value={draft.action ?? ''} onChange={set('action')}>
                <option value="">{intl.formatMessage({ id: 'inbox.any' })}</option>
                {ACTIONS.map((a) => (
                  <option key={a} value={a}>
                    {intl.formatMessage({ id: `access.action.${a}` })}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="a-from" label="inbox.from">
              <input id="a-from" type="date" value={draft.from ?? ''} onChange={set('from')} />
            </Field>
            <Field id="a-to" label="inbox.to">
              <input id="a-to" type="date" value={draft.to ?? ''} onChange={set('to')} />
            </Field>
          </FormGrid>
          <Actions>
            <Button type="submit">
              <FormattedMessage id="inbox.apply" />
            </Button>
          </Actions>
        </form>
      </Section>
      <Section>
        {!data ? (
          <Loading error={error} retry={reload} />
        ) : data.results.length === 0 ? (
          <p role="status">
            <FormattedMessage id="access.empty" />
          </p>
        ) : (
          <>
            <TableRegion label="access.table">
              <table>
                <thead>
                  <tr>
                    {(['access.at', 'access.who', 'access.action', 'access.what'] as const).map((h) => (
                      <th key={h} scope="col">
                        <FormattedMessage id={h} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((e) => (
                    <tr key={e.id}>
                      <td>
                        <time dateTime={e.at}>{formatTime(e.at, intl.locale)}</time>
                      </td>
                      <td>{e.staffName}</td>
                      <td>
                        <FormattedMessage id={`access.action.${e.action}`} />
                      </td>
                      <td translate="no">
                        {[e.reference, e.action === 'applications.list' ? e.detail?.split(',').join(', ') : e.detail].filter(Boolean).join(' · ')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
            {data.results.length >= 50 && last && (
              <Actions>
                <Button
                  variant="secondary"
                  onClick={() => {
                    const next = new URLSearchParams(params);
                    next.set('before', String(last.id));
                    setParams(next);
                  }}
                >
                  <FormattedMessage id="access.more" />
                </Button>
              </Actions>
            )}
          </>
        )}
      </Section>
    </>
  );
}
