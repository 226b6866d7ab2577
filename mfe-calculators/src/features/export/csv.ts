/**
 * CSV as spreadsheets in this region open it: UTF-8 with a byte-order mark (so Excel reads
 * Cyrillic and Tajik letters right), semicolons between fields, CRLF line ends, and the
 * language's decimal mark. Text is written so a spreadsheet never runs it as a formula.
 */
import type { LangCode } from '@ssb/contracts';
import type { CsvValue, ScheduleDocument } from '../../domain';

const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/** Characters that make a spreadsheet treat a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Decimal mark of the CSV: a comma where the separator is a semicolon by custom (tj, ru), else a dot. */
function csvDecimalMark(lang: LangCode): ',' | '.' {
  return lang === 'en' ? '.' : ',';
}

/** One field. Numbers are digits only (no thousands separator); text is neutralised and quoted when needed. */
export function csvField(value: CsvValue, decimal: ',' | '.'): string {
  if (typeof value !== 'string') {
    if (!Number.isFinite(value.number)) throw new RangeError(`csvField: not a finite number: ${value.number}`);
    return value.number.toFixed(value.digits).replace('.', decimal);
  }
  let text = value;
  // A leading apostrophe makes the cell text; also after leading spaces, which some readers trim.
  if (FORMULA_START.test(text.trimStart())) text = `'${text}`;
  if (/[";\r\n]/.test(text) || text !== text.trim() || text.startsWith("'")) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

export function csvLines(lines: CsvValue[][], decimal: ',' | '.'): string {
  return lines.map((line) => line.map((v) => csvField(v, decimal)).join(CSV_SEPARATOR)).join('\r\n');
}

/** The schedule's table, then its totals and their remarks, what it was computed for, the note and the legal footer. */
export function scheduleCsv(doc: ScheduleDocument): string {
  const decimal = csvDecimalMark(doc.lang);
  const lines: CsvValue[][] = [
    doc.columns.map((c) => c.label),
    ...doc.rows.map((row) => row.map((cell) => cell.csv)),
    [],
    ...doc.totals.map((t) => [t.label, t.csv]),
    ...doc.remarks.map((remark) => [remark]),
    [],
    [doc.bank, doc.product],
    ...doc.facts.map((f) => [f.label, f.csv]),
    [doc.note],
    ...doc.legal.map((line) => [line]),
  ];
  return `${BOM}${csvLines(lines, decimal)}\r\n`;
}

export function scheduleCsvBlob(doc: ScheduleDocument): Blob {
  return new Blob([scheduleCsv(doc)], { type: 'text/csv;charset=utf-8' });
}
