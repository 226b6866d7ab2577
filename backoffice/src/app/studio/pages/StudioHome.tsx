/**
 * The studio's home: the kinds (from the API), and the changes: all, waiting for the person's
 * approval (submitted by others), or their own drafts and returned changes with the reviewer's
 * comment; filtered by state and kind, a page at a time by the API's cursor, kept in the address.
 */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PageTitle } from '@ssb/ui-kit';
import type { SessionInfo } from '../../api';
import { Actions, Badge, Field, FormGrid, formatTime, Lead, Loading, Section, TableRegion, useLoad } from '../../parts/ui';
import { loadChanges, loadForms } from '../api';
import { CHANGE_STATES, type ChangeSummary } from '../types';
import { useKindName } from '../useKindName';

/** The sections as a grid of links, each a target of at least 44 px: a list of 28 words is easy to miss by a finger. */
const KindList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget}px;
  }
`;

type View = 'all' | 'approve' | 'mine';
const VIEWS: readonly View[] = ['all', 'approve', 'mine'];
const MINE_STATES = ['draft', 'returned', 'edited'];

export function StudioHome({ session }: { session: SessionInfo }) {
  const intl = useIntl();
  const kindName = useKindName();
  const [params, setParams] = useSearchParams();
  const view = (VIEWS as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as View) : 'all';
  const query = new URLSearchParams();
  for (const key of ['state', 'kind', 'cursor']) if (params.get(key)) query.set(key, params.get(key) as string);
  if (view === 'approve') query.set('state', 'submitted');
  const forms = useLoad(loadForms, 'forms');
  const changes = useLoad(() => loadChanges(query.toString()), `${view}|${query.toString()}`);
  const [draft, setDraft] = useState({ state: params.get('state') ?? '', kind: params.get('kind') ?? '' });

  const kinds = (forms.data ?? []).filter((f) => f.kind !== 'rates' || session.roles.includes('rates_publisher'));
  const shown = (changes.data?.results ?? []).filter((c: ChangeSummary) =>
    view === 'approve' ? c.author.sub !== session.sub : view === 'mine' ? c.author.sub === session.sub && MINE_STATES.includes(c.state) : true,
  );
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (view !== 'all') next.set('view', view);
    if (draft.state && view !== 'approve') next.set('state', draft.state);
    if (draft.kind) next.set('kind', draft.kind);
    setParams(next);
  };
  const page = (cursor: string | null) => {
    const next = new URLSearchParams(params);
    if (cursor) next.set('cursor', cursor);
    else next.delete('cursor');
    setParams(next);
  };

  return (
    <>
      <PageTitle>
        <FormattedMessage id="studio.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="studio.lead" />
      </Lead>
      <Section aria-labelledby="studio-kinds">
        <h2 id="studio-kinds">
          <FormattedMessage id="studio.kinds" />
        </h2>
        {!forms.data ? (
          <Loading error={forms.error} retry={forms.reload} />
        ) : (
          <KindList>
            {kinds.map((f) => (
              <li key={f.kind}>
                <Link to={`/content/${f.kind}`}>{kindName(f.kind)}</Link>
              </li>
            ))}
          </KindList>
        )}
      </Section>
      <Section aria-labelledby="studio-changes">
        <h2 id="studio-changes">
          <FormattedMessage id="studio.changes" />
        </h2>
        <nav aria-label={intl.formatMessage({ id: 'studio.view' })}>
          <Actions>
            {VIEWS.map((v) => (
              <Link key={v} to={v === 'all' ? '/content' : `/content?view=${v}`} aria-current={v === view ? 'page' : undefined}>
                <FormattedMessage id={`studio.view.${v}`} />
              </Link>
            ))}
          </Actions>
        </nav>
        <form onSubmit={apply} role="search">
          <FormGrid>
            {view !== 'approve' && (
              <Field id="c-state" label="studio.filter.state">
                <select id="c-state" value={draft.state} onChange={(e) => setDraft((d) => ({ ...d, state: e.target.value }))}>
                  <option value="">{intl.formatMessage({ id: 'studio.filter.any' })}</option>
                  {CHANGE_STATES.map((s) => (
                    <option key={s} value={s}>
                      {intl.formatMessage({ id: `studio.state.${s}` })}
                    </option>
                  ))}
                </select>
              </Field>
            )}
            <Field id="c-kind" label="studio.filter.kind">
              <select id="c-kind" value={draft.kind} onChange={(e) => setDraft((d) => ({ ...d, kind: e.target.value }))}>
                <option value="">{intl.formatMessage({ id: 'studio.filter.any' })}</option>
                {kinds.map((f) => (
                  <option key={f.kind} value={f.kind}>
                    {kindName(f.kind)}
                  </option>
                ))}
              </select>
            </Field>
          </FormGrid>
          <Actions>
            <Button type="submit">
              <FormattedMessage id="studio.filter.apply" />
            </Button>
          </Actions>
        </form>
        {!changes.data ? (
          <Loading error={changes.error} retry={changes.reload} />
        ) : shown.length === 0 ? (
          <p role="status">
            <FormattedMessage id="studio.empty" />
          </p>
        ) : (
          <TableRegion label="studio.changesTable">
            <table>
              <thead>
                <tr>
                  {(
                    [
                      'studio.col.kind',
                      'studio.col.item',
                      'studio.col.action',
                      'studio.col.state',
                      'studio.col.author',
                      'studio.col.updated',
                      'studio.col.comment',
                    ] as const
                  ).map((h) => (
                    <th key={h} scope="col">
                      <FormattedMessage id={h} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((c) => {
                  const item = c.item ?? intl.formatMessage({ id: 'studio.newItem' });
                  return (
                    <tr key={c.id}>
                      <td>
                        <Link
                          to={`/content/changes/${c.id}`}
                          aria-label={intl.formatMessage({ id: 'studio.open' }, { kind: kindName(c.kind), item })}
                        >
                          {kindName(c.kind)}
                        </Link>
                      </td>
                      <td>{item}</td>
                      <td>
                        <FormattedMessage id={`studio.action.${c.action}`} />
                      </td>
                      <td>
                        <FormattedMessage id={`studio.state.${c.state}`} />
                      </td>
                      <td>
                        {c.author.name}
                        {c.author.sub === session.sub && <Badge>{intl.formatMessage({ id: 'studio.mine' })}</Badge>}
                      </td>
                      <td>
                        <time dateTime={c.updatedAt}>{formatTime(c.updatedAt, intl.locale)}</time>
                      </td>
                      <td>{c.reviewComment ? `${c.reviewer?.name ?? ''}: ${c.reviewComment}` : '—'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableRegion>
        )}
        <Actions>
          {params.get('cursor') && (
            <Button variant="secondary" onClick={() => page(null)}>
              <FormattedMessage id="studio.first" />
            </Button>
          )}
          {changes.data?.next && (
            <Button variant="secondary" onClick={() => page(changes.data?.next ?? null)}>
              <FormattedMessage id="studio.next" />
            </Button>
          )}
        </Actions>
      </Section>
    </>
  );
}
