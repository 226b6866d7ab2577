import { useRef } from 'react';
import styled from 'styled-components';
import { StackedTable } from '@ssb/ui-kit';
import type { ScheduleDocument } from '../../domain';
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

/**
 * The schedule's own look on top of the kit's table: compact rows in small type, a tinted head.
 * `&&` outranks the kit's rules whatever order the sheets load in.
 */
const Rows = styled.div`
  font-size: ${({ theme }) => theme.type.small.size}px;
  line-height: ${({ theme }) => theme.type.small.line}px;
  && th,
  && td {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    white-space: nowrap;
  }
  && thead tr {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  && thead th {
    white-space: normal;
    vertical-align: bottom;
  }
  [data-table-scroll] {
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radius.control}px;
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

/** The legal footer: part of the area, so the PNG carries it as the PDF does. */
const Legal = styled.footer`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  padding-top: ${({ theme }) => theme.space[2]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.type.small.size}px;
  line-height: ${({ theme }) => theme.type.small.line}px;
  p {
    margin: 0;
  }
`;

/**
 * The schedule with every row field (a table; on a phone a card per payment), its totals, the
 * remarks on them, the note, the legal footer, and the three downloads.
 */
export function ScheduleView({ doc }: { doc: ScheduleDocument }) {
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
        <Rows>
          <StackedTable
            label={`schedule.${doc.kind}.title`}
            columns={doc.columns}
            rows={doc.rows.map((row, r) => ({ key: r, cells: row.map((cell) => cell.text) }))}
            maxHeight="50vh"
            testId="schedule-table"
          />
        </Rows>
        <Totals data-testid="schedule-totals">
          {doc.totals.map((t) => (
            <div key={t.label} style={{ display: 'contents' }}>
              <dt>{t.label}</dt>
              <dd data-testid={t.testId}>{t.text}</dd>
            </div>
          ))}
        </Totals>
        {doc.remarks.map((remark) => (
          <Note key={remark} data-testid="schedule-remark">
            {remark}
          </Note>
        ))}
        <Note>{doc.note}</Note>
        <Legal data-testid="schedule-legal">
          {doc.legal.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Legal>
      </Area>
      <div style={{ marginTop: 16 }}>
        <DownloadBar state={state} onDownload={run} />
      </div>
    </>
  );
}
