/**
 * A treasury CSV of a tab's rates, checked before it fills the form: a header `currency,nbt,buy,sell`
 * (or with `;` between the columns), one row per currency (USD, EUR, RUB, each once, all three),
 * positive figures with a decimal point or comma (a comma inside quotes, or with `;` columns), the
 * bank buying at most at what it sells. The whole file is refused at its first problem, named by
 * its line.
 */
export const CSV_CURRENCIES = ['USD', 'EUR', 'RUB'] as const;
type CsvCurrency = (typeof CSV_CURRENCIES)[number];
const COLUMNS = ['currency', 'nbt', 'buy', 'sell'] as const;
type Figure = 'nbt' | 'buy' | 'sell';

type CsvFigures = Record<CsvCurrency, Record<Figure, number>>;

type CsvProblem = 'empty' | 'header' | 'columns' | 'currency' | 'duplicate' | 'number' | 'buySell' | 'missing';

export type CsvResult =
  | { ok: true; rates: CsvFigures }
  | { ok: false; problem: CsvProblem; /** The file's line, from 1; 0: the file as a whole. */ line: number; value: string };

/** One line's cells: separated by `sep`, a cell in double quotes may hold it. */
function cells(line: string, sep: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i] as string;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      out.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  out.push(cell.trim());
  return out;
}

const FIGURE = /^\d{1,7}([.,]\d{1,6})?$/;

export function checkCsv(text: string): CsvResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) return { ok: false, problem: 'empty', line: 0, value: '' };
  const headerLine = lines[first] as string;
  const sep = headerLine.includes(';') ? ';' : ',';
  const header = cells(headerLine, sep).map((c) => c.toLowerCase());
  if (header.join(',') !== COLUMNS.join(',')) return { ok: false, problem: 'header', line: first + 1, value: headerLine.trim() };
  const rates: Partial<CsvFigures> = {};
  for (let index = first + 1; index < lines.length; index += 1) {
    const raw = lines[index] as string;
    if (raw.trim() === '') continue;
    const line = index + 1;
    const row = cells(raw, sep);
    if (row.length !== COLUMNS.length) return { ok: false, problem: 'columns', line, value: raw.trim() };
    const currency = (row[0] as string).toUpperCase();
    if (!(CSV_CURRENCIES as readonly string[]).includes(currency)) return { ok: false, problem: 'currency', line, value: row[0] as string };
    if (rates[currency as CsvCurrency]) return { ok: false, problem: 'duplicate', line, value: currency };
    const figures = {} as Record<Figure, number>;
    for (const [k, key] of (['nbt', 'buy', 'sell'] as const).entries()) {
      const cell = row[k + 1] as string;
      const value = Number(cell.replace(',', '.'));
      if (!FIGURE.test(cell) || !(value > 0) || value > 1_000_000) return { ok: false, problem: 'number', line, value: `${key}: ${cell || '—'}` };
      figures[key] = value;
    }
    if (figures.buy > figures.sell) return { ok: false, problem: 'buySell', line, value: currency };
    rates[currency as CsvCurrency] = figures;
  }
  const missing = CSV_CURRENCIES.filter((c) => !rates[c]);
  if (missing.length > 0) return { ok: false, problem: 'missing', line: 0, value: missing.join(', ') };
  return { ok: true, rates: rates as CsvFigures };
}
