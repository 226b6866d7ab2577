/** Two versions of a document as a table: each changed field, before and after, texts marked word by word (not by colour alone). */
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { JsonValue } from '../types';
import { TableRegion } from '../../parts/ui';
import { useLabel } from '../schemaForm/useLabel';
import { docDiff } from './docDiff';
import type { Run } from './words';

const Del = styled.del`
  background: ${({ theme }) => theme.colors.errorSoft};
  color: ${({ theme }) => theme.colors.error};
`;
const Ins = styled.ins`
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

function Runs({ runs, side }: { runs: Run[]; side: 'before' | 'after' }) {
  const intl = useIntl();
  return (
    <>
      {runs.map((run, i) =>
        run.op === 'same' ? (
          <span key={i}>{run.text}</span>
        ) : run.op === 'del' && side === 'before' ? (
          <Del key={i}>
            <Hidden>{intl.formatMessage({ id: 'studio.diff.removed' })} </Hidden>
            {run.text}
          </Del>
        ) : run.op === 'add' && side === 'after' ? (
          <Ins key={i}>
            <Hidden>{intl.formatMessage({ id: 'studio.diff.added' })} </Hidden>
            {run.text}
          </Ins>
        ) : null,
      )}
    </>
  );
}

export function DiffView({ before, after, label }: { before: JsonValue | undefined; after: JsonValue | undefined; label: string }) {
  const intl = useIntl();
  const labelOf = useLabel();
  const rows = docDiff(before, after, true);
  if (rows.length === 0)
    return (
      <p>
        <FormattedMessage id="studio.review.noChanges" />
      </p>
    );
  const shown = (v: unknown) => (v === undefined || v === '' ? intl.formatMessage({ id: 'studio.diff.empty' }) : String(v));
  return (
    <TableRegion label="studio.review.field">
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="studio.review.field" />
            </th>
            <th scope="col">
              <FormattedMessage id="studio.review.current" />
            </th>
            <th scope="col">
              <FormattedMessage id="studio.review.proposed" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const numbers = row.path
              .split('.')
              .filter((s) => /^\d+$/.test(s))
              .map((n) => Number(n) + 1);
            const name = [row.names.map(labelOf).join(' › '), ...numbers.map((n) => `№ ${n}`)].join(' ');
            return (
              <tr key={row.path}>
                <th scope="row">{name}</th>
                <td>{row.runs ? <Runs runs={row.runs} side="before" /> : shown(row.before)}</td>
                <td>{row.runs ? <Runs runs={row.runs} side="after" /> : `${shown(row.before)} → ${shown(row.after)}`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}
