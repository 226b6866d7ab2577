import { Children, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '@ssb/contracts';

/** A card is never narrower than this where more than one fits (the kit's grid minimum). */
const CARD_MIN_WIDTH = 260;
const GAP = theme.space[4];
/** The content column (1280 px less its gutters) holds four cards at most. */
export const MAX_COLUMNS = 4;

/** The narrowest grid that holds `columns` cards of the minimum width side by side. */
export const minWidthFor = (columns: number) => columns * CARD_MIN_WIDTH + (columns - 1) * GAP;

/**
 * How `count` cards are laid out where `columns` fit: `tracks` equal grid columns and the number of
 * tracks each card spans, in order.
 */
export interface GridPlan {
  tracks: number;
  spans: number[];
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (...values: number[]) => values.reduce((a, b) => (a * b) / gcd(a, b));

/** `count` cards in `rows` rows as even as they go, the fuller rows first. */
function spread(count: number, rows: number): number[] {
  const base = Math.floor(count / rows);
  return Array.from({ length: rows }, (_, i) => base + (i < count % rows ? 1 : 0));
}

/**
 * No hole and no card alone: where more cards come than fit in a row, the rows are as even as they
 * go and each fills the width (5 cards where 3 or 4 fit: 3 and 2, the last two a little wider). A
 * single row of fewer cards than fit keeps their width. A row never has one card where more are
 * shown: then one row takes one card more than fits (7 where 2 fit: 3, 2, 2).
 */
export function gridPlan(count: number, columns: number): GridPlan {
  const even = (tracks: number): GridPlan => ({ tracks, spans: Array.from({ length: count }, () => 1) });
  if (columns <= 1 || count <= columns || count % columns === 0) return even(Math.max(1, columns));
  let sizes = spread(count, Math.ceil(count / columns));
  if (Math.min(...sizes) === 1) sizes = spread(count, sizes.length - 1);
  if (sizes.every((size) => size === sizes[0])) return even(sizes[0]!);
  const tracks = lcm(...new Set(sizes));
  return { tracks, spans: sizes.flatMap((size) => Array.from({ length: size }, () => tracks / size)) };
}

/** The cards per row of a plan, as the browser places them (each row is filled to its tracks). */
export function rowsOf(plan: GridPlan): number[] {
  const rows: number[] = [];
  let used = plan.tracks;
  for (const span of plan.spans) {
    if (used + span > plan.tracks) {
      rows.push(0);
      used = 0;
    }
    rows[rows.length - 1]! += 1;
    used += span;
  }
  return rows;
}

/** The plan as CSS: the tracks, then the spans of the cards that differ, counted from the end. */
function planCss({ tracks, spans }: GridPlan) {
  const rules = [`grid-template-columns: repeat(${tracks}, minmax(0, 1fr));`];
  const base = spans[0] ?? 1;
  // Every card first, with the same weight as the tail's rules below: a narrower width's plan
  // (an earlier container query that still matches) must not leave its spans on this one's cards.
  rules.push(`> :nth-last-child(n) { grid-column: ${base === 1 ? 'auto' : `span ${base}`}; }`);
  // Runs of equal spans at the end, widest run first, so a later (shorter) selector wins.
  let from = spans.length;
  const runs: { fromEnd: number; span: number }[] = [];
  while (from > 0 && spans[from - 1] !== base) {
    const span = spans[from - 1]!;
    while (from > 0 && spans[from - 1] === span) from -= 1;
    runs.push({ fromEnd: spans.length - from, span });
  }
  for (const run of runs.reverse()) rules.push(`> :nth-last-child(-n + ${run.fromEnd}) { grid-column: span ${run.span}; }`);
  return rules.join('\n');
}

/** Asks its own width: the grid knows how many cards fit wherever it is placed. */
const Container = styled.div`
  container-type: inline-size;
`;

/** Where one card fits (a phone): a row the visitor swipes, each card most of the width, the next one peeking. */
const PHONE_ROW = `@container (max-width: ${minWidthFor(2) - 1}px)`;

const Cells = styled.div<{ $count: number; $rowOnPhone: boolean }>`
  display: grid;
  gap: ${GAP}px;
  grid-template-columns: minmax(0, 1fr);
  ${({ $rowOnPhone }) =>
    $rowOnPhone &&
    css`
      ${PHONE_ROW} {
        grid-template-columns: none;
        grid-auto-flow: column;
        grid-auto-columns: 80%;
        overflow-x: auto;
        /* The containing block of what is positioned inside (a link's visually hidden words):
           otherwise they sit out at the row's far end and widen the page itself. */
        position: relative;
        overscroll-behavior-x: contain;
        scroll-snap-type: x mandatory;
        /* Room for the focus ring of a card's link, which the row would otherwise clip. */
        padding: 4px;
        margin: -4px;
        > * {
          scroll-snap-align: start;
        }
      }
    `}
  ${({ $count }) =>
    Array.from(
      { length: MAX_COLUMNS - 1 },
      (_, i) => css`
        @container (min-width: ${minWidthFor(i + 2)}px) {
          ${planCss(gridPlan($count, i + 2))}
        }
      `,
    )}
`;

/**
 * The grid of product cards (the kit's `Grid`, minimum 260 px a card), which never leaves one card
 * alone on its last row when there are more cards than columns. `rowOnPhone`: where one card fits,
 * the cards are one row that scrolls sideways instead of a tall column (every card stays in the
 * page, in order, for the keyboard and screen readers).
 */
export function CardGrid({ children, rowOnPhone = false, ...rest }: { children: ReactNode; rowOnPhone?: boolean; 'data-testid'?: string }) {
  return (
    <Container>
      <Cells $count={Children.count(children)} $rowOnPhone={rowOnPhone} {...rest}>
        {children}
      </Cells>
    </Container>
  );
}
