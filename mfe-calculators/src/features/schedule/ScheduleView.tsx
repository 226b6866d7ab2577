import { useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '@ssb/contracts';
import type { ScheduleDocument } from './model';
import { DownloadBar, useExport } from '../export';

const Area = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space[1]}px;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.type.small.size}px;
  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]}px;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

const Scroll = styled.div`
  max-height: 50vh;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.control}px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.type.small.size}px;
  line-height: ${({ theme }) => theme.type.small.line}px;
  th,
  td {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    text-align: left;
    white-space: nowrap;
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    white-space: normal;
    vertical-align: bottom;
  }
  .num {
    text-align: right;
  }
  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.background};
  }
  ${media.mobile} {
    /* Phones scroll the table sideways inside its region rather than crushing the headings. */
    width: max-content;
    min-width: 100%;
    font-size: ${({ theme }) => theme.type.caption.size}px;
    th {
      white-space: nowrap;
    }
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  font-variant-numeric: tabular-nums;
  dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.type.small.size}px;
`;

/** The schedule table with every row field, its totals, the note, and the three downloads. */
export function ScheduleView({ doc }: { doc: ScheduleDocument }) {
  const intl = useIntl();
  const area = useRef<HTMLDivElement>(null);
  const { state, run } = useExport(doc, area);
  return (
    <>
      <Area ref={area} data-testid="schedule-area">
        <div>
          <strong>{doc.bank}</strong> · {doc.product}
        </div>
        <Facts>
          {doc.facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}:</dt>
              <dd>{f.text}</dd>
            </div>
          ))}
        </Facts>
        <Scroll role="region" aria-label={intl.formatMessage({ id: 'schedule.tableLabel' })} tabIndex={0} data-export-scroll="true">
          <Table data-testid="schedule-table">
            <thead>
              <tr>
                {doc.columns.map((c) => (
                  <th key={c.label} scope="col" className={c.numeric ? 'num' : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {doc.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i} className={doc.columns[i]?.numeric ? 'num' : undefined}>
                      {cell.text}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
        <Totals data-testid="schedule-totals">
          {doc.totals.map((t) => (
            <div key={t.label} style={{ display: 'contents' }}>
              <dt>{t.label}</dt>
              <dd data-testid={t.testId}>{t.text}</dd>
            </div>
          ))}
        </Totals>
        <Note>{doc.note}</Note>
      </Area>
      <div style={{ marginTop: 16 }}>
        <DownloadBar state={state} onDownload={run} />
      </div>
    </>
  );
}
