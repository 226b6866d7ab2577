import styled, { css } from 'styled-components';
import { media } from '@ssb/contracts';

/**
 * How a number is set in a table or a list of figures: right-aligned tabular figures, so digits
 * line up down a column. A numeric column's header is aligned the same way.
 */
export const numericText = css`
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

/**
 * The site's data table: zebra rows, a header that sticks while the table scrolls down its box,
 * a first column that sticks while it scrolls sideways (inside TableScroll). Mark a numeric cell,
 * header included, with `data-numeric`.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.card}px;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  /* A phone: smaller type and closer cells, so a table of a few columns fits 390 px unscrolled. */
  ${media.mobile} {
    font-size: ${({ theme }) => theme.type.small.size}px;
    line-height: ${({ theme }) => theme.type.small.line}px;
    th,
    td {
      padding: ${({ theme }) => theme.space[1]}px;
    }
  }
  [data-numeric] {
    ${numericText}
  }
  tr {
    background: ${({ theme }) => theme.colors.surface};
  }
  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.background};
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 2;
    background: inherit;
  }
  /* Sticky cells need a background of their own, else the scrolled cells show through. */
  tr > :first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: inherit;
  }
  thead tr > :first-child {
    z-index: 3;
  }
`;
