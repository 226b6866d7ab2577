// The product grids never leave one card alone on the last row (with the site's real card counts),
// and the home page's popular products are one sideways row on a phone.
import { screen } from '@testing-library/react';
import { fakeApi, pageText, renderPage } from '../test/render';
import CardListPage from '../features/cards/CardListPage';
import HomePage from '../features/home/HomePage';
import { gridPlan, minWidthFor, rowsOf, MAX_COLUMNS } from './CardGrid';

/** The seed's lists, as the pages show them: cards (7 for individuals, 1 legal), loans, deposits, services, transfers, popular products. */
const COUNTS = [7, 1, 8, 6, 2, 4, 5, 3];

/**
 * What a grid element's container queries say, as the browser lays it out at each width: every
 * query whose width has come applies, in source order, and a rule naming cards by
 * `:nth-last-child` outweighs one naming them all by `*` whatever its order (its specificity).
 */
function containerLayouts(grid: Element) {
  const classes = Array.from(grid.classList);
  const mine = (selector: string) => classes.some((c) => selector.includes(`.${c}`));
  const count = grid.children.length;
  const queries: { minWidth: number; rules: CSSStyleRule[] }[] = [];
  for (const sheet of Array.from(document.styleSheets))
    for (const rule of Array.from(sheet.cssRules)) {
      const match = /^@container\s*\(min-width:\s*(\d+)px\)/.exec(rule.cssText);
      if (!match || !('cssRules' in rule)) continue;
      const inner = Array.from((rule as CSSGroupingRule).cssRules).filter(
        (r): r is CSSStyleRule => r instanceof CSSStyleRule && mine(r.selectorText),
      );
      if (inner.length > 0) queries.push({ minWidth: Number(match[1]), rules: inner });
    }
  return queries.map(({ minWidth }) => {
    const rules = queries.filter((q) => q.minWidth <= minWidth).flatMap((q) => q.rules);
    const spans = Array.from({ length: count }, () => 1);
    let tracks = 0;
    const byPseudo = (r: CSSStyleRule) => r.selectorText.includes(':nth-last-child');
    for (const r of [...rules.filter((x) => !byPseudo(x)), ...rules.filter(byPseudo)]) {
      const repeat = /repeat\((\d+)/.exec(r.style.getPropertyValue('grid-template-columns'));
      if (repeat) tracks = Number(repeat[1]);
      const column = r.style.getPropertyValue('grid-column');
      if (!column) continue;
      const span = /span (\d+)/.exec(column);
      const last = /nth-last-child\(-n\s*\+\s*(\d+)\)/.exec(r.selectorText);
      const from = last ? count - Number(last[1]) : 0;
      for (let i = Math.max(0, from); i < count; i += 1) spans[i] = span ? Number(span[1]) : 1;
    }
    return { minWidth, tracks, spans };
  });
}

describe('gridPlan: no hole and no card alone on the last row', () => {
  it.each(COUNTS)('%i cards', (count) => {
    for (let columns = 1; columns <= MAX_COLUMNS; columns += 1) {
      const plan = gridPlan(count, columns);
      const rows = rowsOf(plan);
      expect(rows.reduce((a, b) => a + b, 0)).toBe(count);
      // A row never holds more than fits where one more column would.
      expect(Math.max(...rows)).toBeLessThanOrEqual(columns + 1);
      if (count > columns && columns > 1) {
        expect({ columns, alone: rows.at(-1) === 1 }).toEqual({ columns, alone: false });
        // Every row fills the width: the spans of each row add up to the tracks.
        let at = 0;
        for (const inRow of rows) {
          const width = plan.spans.slice(at, at + inRow).reduce((a, b) => a + b, 0);
          expect({ columns, width }).toEqual({ columns, width: plan.tracks });
          at += inRow;
        }
      }
    }
  });

  it('fills the last row of the home page’s 5 products where 3 or 4 fit: 3 and 2, the two a little wider', () => {
    expect(gridPlan(5, 3)).toEqual({ tracks: 6, spans: [2, 2, 2, 3, 3] });
    expect(gridPlan(5, 4)).toEqual({ tracks: 6, spans: [2, 2, 2, 3, 3] });
  });

  it('keeps all cards one width where the rows come out even, and a single short row as it is', () => {
    expect(gridPlan(6, 4)).toEqual({ tracks: 3, spans: [1, 1, 1, 1, 1, 1] });
    expect(gridPlan(8, 4)).toEqual({ tracks: 4, spans: Array(8).fill(1) });
    expect(gridPlan(2, 4)).toEqual({ tracks: 4, spans: [1, 1] });
  });

  it('never leaves one card alone: 7 cards where 2 or 3 fit', () => {
    expect(rowsOf(gridPlan(7, 2))).toEqual([3, 2, 2]);
    expect(rowsOf(gridPlan(7, 3))).toEqual([3, 2, 2]);
  });
});

const card = (id: number) => ({
  id,
  title: `Card ${id}`,
  summary: 'For every day',
  image: `/card-${id}.png`,
  audience: 'individual',
  paymentSystem: 'VISA',
  type: 'cards',
});

it('the cards page (7 cards for individuals): at every width where 2, 3 or 4 fit, the last row has two cards or more', async () => {
  const results = Array.from({ length: 7 }, (_, i) => card(i + 1));
  renderPage(<CardListPage />, { api: fakeApi({ '/pages/Card/': pageText('Cards'), '/Card/': { results } }).api });
  const grid = (await screen.findAllByTestId('card-card'))[0]!.parentElement!;
  const layouts = containerLayouts(grid);
  expect(layouts.map((l) => l.minWidth)).toEqual([minWidthFor(2), minWidthFor(3), minWidthFor(4)]);
  for (const { minWidth, tracks, spans } of layouts) {
    const rows = rowsOf({ tracks, spans });
    expect({ minWidth, count: rows.reduce((a, b) => a + b, 0) }).toEqual({ minWidth, count: 7 });
    expect({ minWidth, last: rows.at(-1)! > 1 }).toEqual({ minWidth, last: true });
  }
  // The widths are the kit's: a card is never under 260 px where two or more are side by side.
  expect(minWidthFor(2)).toBe(2 * 260 + 24);
});

it('home on a phone: the popular products are one row that scrolls sideways, every card still in the page', async () => {
  const popular = Array.from({ length: 5 }, (_, i) => ({
    id: i + 1,
    kind: 'credit',
    title: `Product ${i + 1}`,
    summary: 'Summary',
    image: null,
    link: `/Credit/${i + 1}`,
  }));
  renderPage(<HomePage />, {
    api: fakeApi({
      '/pages/home/': pageText('SSB'),
      '/sliders/': { results: [] },
      '/popular-products/': { results: popular },
      '/rates/': { selector: 'NON_CASH', ready: true, message: '', updatedAt: null, results: [] },
      '/useful-links/': { results: [] },
    }).api,
  });
  const row = await screen.findByTestId('popular-products');
  expect(row.children).toHaveLength(5);
  const classes = Array.from(row.classList);
  const phone = Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((rule) => rule.cssText.replace(/\s+/g, ' ').startsWith(`@container (max-width: ${minWidthFor(2) - 1}px)`))
    .flatMap((rule) => Array.from((rule as CSSGroupingRule).cssRules))
    .filter((r): r is CSSStyleRule => r instanceof CSSStyleRule && classes.some((c) => r.selectorText.trim() === `.${c}`));
  expect(phone).toHaveLength(1);
  const style = phone[0]!.style;
  expect(style.getPropertyValue('grid-auto-flow')).toBe('column');
  expect(style.getPropertyValue('overflow-x')).toBe('auto');
  // Positioned: the links' visually hidden words stay inside the row instead of widening the page.
  expect(style.getPropertyValue('position')).toBe('relative');
  expect(style.getPropertyValue('scroll-snap-type')).toBe('x mandatory');
  // Nothing is hidden from the keyboard or screen readers: each card's link is there, in order.
  expect(screen.getAllByRole('link', { name: /Details.*Product \d/ }).map((a) => a.getAttribute('href'))).toEqual(
    popular.map((p) => `/en/Credit/${p.id}`),
  );
});
