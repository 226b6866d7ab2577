import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '@ssb/contracts';
import { Table, numericText } from './Table';
import { TableScroll } from './TableScroll';

export interface TableColumn {
  label: string;
  numeric?: boolean;
}

export interface TableRow {
  key: string | number;
  /** One per column, in the columns' order. */
  cells: ReactNode[];
}

/** From a tablet up: the real table. */
const Wide = styled.div`
  ${media.mobile} {
    display: none;
  }
`;

/** On a phone: each row a card that names every value with its column's label. */
const Cards = styled.ol`
  display: none;
  ${media.mobile} {
    display: grid;
  }
  gap: ${({ theme }) => theme.space[2]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: ${({ theme }) => theme.colors.surface};
  }
  li:nth-child(even) {
    background: ${({ theme }) => theme.colors.background};
  }
  dl {
    margin: 0;
  }
  dl > div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[3]}px;
  }
  dl > div:first-child {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: nowrap;
  }
  dd[data-numeric] {
    ${numericText}
  }
`;

/**
 * A long table that stays whole on a phone: from a tablet up a real table (its header sticky in
 * a box of `maxHeight`), below it a list of cards, one per row, each value under its column's
 * label, so nothing is cut and nothing scrolls sideways. CSS picks the one shown; the other is
 * hidden from screen readers too. `label` is a message id naming both. The two are marked
 * `data-layout="table"` and `data-layout="cards"`, for a picture of the page to choose the table.
 */
export function StackedTable({
  label,
  columns,
  rows,
  maxHeight,
  testId,
}: {
  label: string;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  maxHeight?: string;
  testId?: string;
}) {
  const intl = useIntl();
  return (
    <>
      <Wide data-layout="table">
        <TableScroll label={label} maxHeight={maxHeight}>
          <Table data-testid={testId}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col" data-numeric={c.numeric || undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) => (
                    <td key={i} data-numeric={columns[i]?.numeric || undefined}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </Wide>
      <Cards data-layout="cards" aria-label={intl.formatMessage({ id: label })} data-testid={testId && `${testId}-cards`}>
        {rows.map((row) => (
          <li key={row.key}>
            <dl>
              {row.cells.map((cell, i) => (
                <div key={i}>
                  <dt>{columns[i]?.label}</dt>
                  <dd data-numeric={columns[i]?.numeric || undefined}>{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </Cards>
    </>
  );
}
