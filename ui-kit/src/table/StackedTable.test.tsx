import { screen, within } from '@testing-library/react';
import { theme } from '@ssb/contracts';
import { createHostedRenderer, fakeApi, ownRules } from '../test/hosted';
import { StackedTable, type TableColumn } from './StackedTable';

const renderPage = createHostedRenderer({
  tj: { 'plan.title': 'Ҷадвали пардохт' },
  ru: { 'plan.title': 'График платежей' },
  en: { 'plan.title': 'Payment plan' },
});

const COLUMNS: TableColumn[] = [
  { label: 'No.', numeric: true },
  { label: 'Date', numeric: true },
  { label: 'Payment', numeric: true },
  { label: 'Note' },
];
const ROWS = [
  { key: 1, cells: ['1', '01.12.2026', '1 000,00', 'first'] },
  { key: 2, cells: ['2', '01.01.2027', '990,50', 'last'] },
];
const phone = `(max-width: ${theme.breakpoints.tablet - 1}px)`;

const renderPlan = () =>
  renderPage(<StackedTable label="plan.title" columns={COLUMNS} rows={ROWS} testId="plan" />, { lang: 'ru', api: fakeApi({}).api });

it('keeps a real table with column headers for screen readers from a tablet up', () => {
  renderPlan();
  const table = screen.getByTestId('plan');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(COLUMNS.map((c) => c.label));
  expect(within(table).getAllByRole('row')).toHaveLength(1 + ROWS.length);
  expect(screen.getByRole('region', { name: 'График платежей' })).toContainElement(table);
});

it('on a phone lists every row as a card naming each value with its column label', () => {
  renderPlan();
  const cards = screen.getByTestId('plan-cards');
  expect(cards).toHaveAttribute('aria-label', 'График платежей');
  const items = within(cards).getAllByRole('listitem', { hidden: true });
  expect(items).toHaveLength(ROWS.length);
  items.forEach((item, r) => {
    const pairs = Array.from(item.querySelectorAll('dl > div')).map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]);
    expect(pairs).toEqual(COLUMNS.map((c, i) => [c.label, ROWS[r]!.cells[i]]));
  });
});

it('shows the cards only below the tablet breakpoint and the table only from it', () => {
  renderPlan();
  const cards = screen.getByTestId('plan-cards');
  const wide = screen.getByTestId('plan').closest('[data-layout="table"]')!;
  expect(ownRules(cards, '').map((s) => s.display)).toContain('none');
  expect(ownRules(cards, phone).map((s) => s.display)).toContain('grid');
  expect(ownRules(wide, phone).map((s) => s.display)).toContain('none');
  expect(ownRules(wide, '').map((s) => s.display)).not.toContain('none');
});

it('sets numbers right-aligned in tabular figures, their headers and card values too', () => {
  renderPlan();
  const table = screen.getByTestId('plan');
  const [numberHead, , , noteHead] = within(table).getAllByRole('columnheader');
  expect(numberHead).toHaveAttribute('data-numeric');
  expect(noteHead).not.toHaveAttribute('data-numeric');
  // The kit's one rule, as the browser applies it.
  expect(getComputedStyle(numberHead!).textAlign).toBe('right');
  expect(getComputedStyle(numberHead!).getPropertyValue('font-variant-numeric')).toBe('tabular-nums');
  expect(getComputedStyle(noteHead!).textAlign).toBe('left');
  const cell = within(table).getAllByRole('cell')[2]!;
  expect(getComputedStyle(cell).textAlign).toBe('right');

  const cards = screen.getByTestId('plan-cards');
  const values = cards.querySelectorAll('li:first-child dd');
  expect(values[2]).toHaveAttribute('data-numeric');
  expect(values[3]).not.toHaveAttribute('data-numeric');
  expect(getComputedStyle(values[2]!).textAlign).toBe('right');
  expect(getComputedStyle(values[3]!).textAlign).not.toBe('right');
});
