/** Retention for administrators: the period, the applications on hold (hold one, release one) and what retention deleted. */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, PageTitle } from '@ssb/ui-kit';
import { ApiError, call } from '../api';
import type { Deletion, Held } from '../types';
import { Actions, Field, FormGrid, formatTime, Lead, Loading, Notice, Section, TableRegion, useLoad } from '../parts/ui';

export function Retention() {
  const intl = useIntl();
  const retention = useLoad(() => call<{ days: number; held: Held[] }>('GET', '/retention'), 'retention');
  const deletions = useLoad(() => call<{ results: Deletion[] }>('GET', '/deletions'), 'deletions');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const hold = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      await call('PUT', `/applications/${reference.trim().toUpperCase()}/hold`, { reason: reason.trim() });
      setReference('');
      setReason('');
      retention.reload();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
    }
  };
  const release = async (ref: string) => {
    await call('DELETE', `/applications/${ref}/hold`);
    retention.reload();
  };
  return (
    <>
      <PageTitle>
        <FormattedMessage id="retention.title" />
      </PageTitle>
      {retention.data ? (
        <Lead>
          <FormattedMessage id="retention.lead" values={{ days: retention.data.days }} />
        </Lead>
      ) : (
        <Loading error={retention.error} retry={retention.reload} />
      )}
      <Section aria-labelledby="hold">
        <h2 id="hold">
          <FormattedMessage id="retention.holdTitle" />
        </h2>
        <form onSubmit={(e) => void hold(e)}>
          <FormGrid>
            <Field id="h-reference" label="retention.reference">
              <input
                id="h-reference"
                value={reference}
                onChange={(e) => setReference(e.target.value)}
                required
                pattern="[0-9A-Fa-f]{8}"
                maxLength={8}
              />
            </Field>
            <Field id="h-reason" label="retention.reason">
              <input id="h-reason" value={reason} onChange={(e) => setReason(e.target.value)} required minLength={3} maxLength={500} />
            </Field>
            <div>
              <Button type="submit">
                <FormattedMessage id="retention.hold" />
              </Button>
            </div>
          </FormGrid>
        </form>
        <div role="status">{failure && <Notice $error>{intl.formatMessage({ id: 'retention.failed' }, { message: failure })}</Notice>}</div>
      </Section>
      <Section aria-labelledby="held">
        <h2 id="held">
          <FormattedMessage id="retention.held" />
        </h2>
        {retention.data &&
          (retention.data.held.length === 0 ? (
            <p>
              <FormattedMessage id="retention.noneHeld" />
            </p>
          ) : (
            <ul>
              {retention.data.held.map((h) => (
                <li key={h.reference}>
                  <span translate="no">{h.reference}</span> · <FormattedMessage id={`kind.${h.kind}`} /> · {h.reason} ({h.heldBy},{' '}
                  {formatTime(h.heldAt, intl.locale)})
                  <Actions>
                    <Button variant="secondary" onClick={() => void release(h.reference)}>
                      {intl.formatMessage({ id: 'retention.release' }, { reference: h.reference })}
                    </Button>
                  </Actions>
                </li>
              ))}
            </ul>
          ))}
      </Section>
      <Section aria-labelledby="deletions">
        <h2 id="deletions">
          <FormattedMessage id="retention.deletions" />
        </h2>
        {!deletions.data ? (
          <Loading error={deletions.error} retry={deletions.reload} />
        ) : deletions.data.results.length === 0 ? (
          <p>
            <FormattedMessage id="retention.noDeletions" />
          </p>
        ) : (
          <TableRegion label="retention.deletions">
            <table>
              <thead>
                <tr>
                  {(['inbox.reference', 'inbox.kind', 'inbox.received', 'retention.deletedAt', 'retention.documents'] as const).map((h) => (
                    <th key={h} scope="col">
                      <FormattedMessage id={h} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {deletions.data.results.map((d) => (
                  <tr key={d.id}>
                    <td translate="no">{d.reference}</td>
                    <td>
                      <FormattedMessage id={`kind.${d.kind}`} />
                    </td>
                    <td>{formatTime(d.receivedAt, intl.locale)}</td>
                    <td>{formatTime(d.deletedAt, intl.locale)}</td>
                    <td>{d.documents}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </Section>
    </>
  );
}
