/** Automation's machine tokens for administrators: make one (its secret shown this once), see each's scope and last use, revoke. */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, PageTitle } from '@ssb/ui-kit';
import { ApiError, call } from '../api';
import type { MachineToken } from '../types';
import { Actions, Field, FormGrid, formatTime, Lead, Loading, Notice, Section, TableRegion, useLoad } from '../parts/ui';

const SCOPES = ['rates', 'content', 'applications'] as const;

export function MachineTokens() {
  const intl = useIntl();
  const { data, error, reload } = useLoad(() => call<{ tokens: MachineToken[] }>('GET', '/machine-tokens'), 'tokens');
  const [name, setName] = useState('');
  const [scope, setScope] = useState<(typeof SCOPES)[number]>('rates');
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      const answer = await call<{ token: string; record: MachineToken }>('POST', '/machine-tokens', { name: name.trim(), scope });
      setMade({ name: answer.record.name, token: answer.token });
      setName('');
      reload();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
    }
  };
  const revoke = async (id: string) => {
    await call('DELETE', `/machine-tokens/${id}`);
    reload();
  };
  return (
    <>
      <PageTitle>
        <FormattedMessage id="tokens.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="tokens.lead" />
      </Lead>
      <Section aria-labelledby="tokens-create">
        <h2 id="tokens-create">
          <FormattedMessage id="tokens.create" />
        </h2>
        <form onSubmit={(e) => void create(e)}>
          <FormGrid>
            <Field id="t-name" label="tokens.name">
              <input
                id="t-name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                required
                minLength={2}
                maxLength={60}
                pattern="[A-Za-z0-9][A-Za-z0-9 ._\-]{1,59}"
              />
            </Field>
            <Field id="t-scope" label="tokens.scope">
              <select id="t-scope" value={scope} onChange={(e) => setScope(e.target.value as (typeof SCOPES)[number])}>
                {SCOPES.map((s) => (
                  <option key={s} value={s}>
                    {intl.formatMessage({ id: `tokens.scope.${s}` })}
                  </option>
                ))}
              </select>
            </Field>
            <div>
              <Button type="submit">
                <FormattedMessage id="tokens.create" />
              </Button>
            </div>
          </FormGrid>
        </form>
        <div role="status">
          {made && (
            <>
              <Notice>{intl.formatMessage({ id: 'tokens.created' }, { name: made.name })}</Notice>
              <Field id="t-value" label="tokens.value">
                <input id="t-value" readOnly value={made.token} onFocus={(e) => e.target.select()} translate="no" />
              </Field>
            </>
          )}
          {failure && <Notice $error>{intl.formatMessage({ id: 'tokens.failed' }, { message: failure })}</Notice>}
        </div>
      </Section>
      <Section>
        {!data ? (
          <Loading error={error} retry={reload} />
        ) : data.tokens.length === 0 ? (
          <p>
            <FormattedMessage id="tokens.empty" />
          </p>
        ) : (
          <TableRegion label="tokens.table">
            <table>
              <thead>
                <tr>
                  {(['tokens.name', 'tokens.scope', 'tokens.by', 'tokens.lastUsed'] as const).map((h) => (
                    <th key={h} scope="col">
                      <FormattedMessage id={h} />
                    </th>
                  ))}
                  <td />
                </tr>
              </thead>
              <tbody>
                {data.tokens.map((t) => (
                  <tr key={t.id}>
                    <td>{t.name}</td>
                    <td>
                      <FormattedMessage id={`tokens.scope.${t.scope}`} />
                    </td>
                    <td>
                      {t.createdBy}, <time dateTime={t.createdAt}>{formatTime(t.createdAt, intl.locale)}</time>
                    </td>
                    <td>{t.lastUsedAt ? formatTime(t.lastUsedAt, intl.locale) : intl.formatMessage({ id: 'tokens.never' })}</td>
                    <td>
                      {t.revokedAt ? (
                        intl.formatMessage({ id: 'tokens.revoked' }, { date: formatTime(t.revokedAt, intl.locale) })
                      ) : (
                        <Actions>
                          <Button variant="secondary" onClick={() => void revoke(t.id)}>
                            {intl.formatMessage({ id: 'tokens.revoke' }, { name: t.name })}
                          </Button>
                        </Actions>
                      )}
                    </td>
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
