/**
 * The PDF layout with the real jsPDF (its Node build: Jest cannot load the ES build) and the
 * real DejaVu Sans. The text itself is read back with pdftotext in the e2e suite.
 */
import { readFileSync } from 'node:fs';
import type { jsPDF as JsPdf } from 'jspdf';
import { creditSchedule } from '../../domain';
import { layoutSchedulePdf } from './pdfLayout';
import type { ScheduleDocument } from '../../domain';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { jsPDF } = require('jspdf/dist/jspdf.node.min.js') as { jsPDF: typeof JsPdf };
const font = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')).toString('latin1');

function doc(months: number): ScheduleDocument {
  const rows = creditSchedule({ amount: 50000, annualPercent: 24, months, startDate: new Date(2026, 0, 31) });
  const cell = (v: number | string) => ({ text: String(v), csv: String(v) });
  return {
    kind: 'credit',
    lang: 'tj',
    bank: 'Бонки SSB',
    heading: 'Ҷадвали пардохти қарз',
    product: 'Қарзи истеъмолӣ',
    facts: [{ label: 'Маблағ', text: '50 000,00 сомонӣ', csv: '50000' }],
    columns: ['№', 'Сана', 'Пардохт', 'Фоизҳо', 'Қарзи асосӣ', 'Бақия', 'Рӯзҳо'].map((label, i) => ({ label, numeric: i !== 1, weight: 1 })),
    rows: rows.map((r) => [r.number, r.date, r.payment, r.interest, r.principal, r.remaining, r.days].map(cell)),
    totals: [{ label: 'Ҳамагӣ', text: '1', csv: '1', testId: 't' }],
    remarks: [],
    note: 'Ҳисоб тахминӣ аст.',
    legal: ['Санаи ҳисоб: 31.01.2026. Ин ҳисоби тахминӣ аст, на оферта.'],
    fileName: 'x',
  };
}

function pdfString(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer).toString('latin1'));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

it('embeds the TTF and numbers every page of a long schedule', async () => {
  const pageLabels: string[] = [];
  const progress: number[] = [];
  const blob = layoutSchedulePdf(
    jsPDF,
    font,
    doc(60),
    { page: (n, of) => (pageLabels.push(`${n}/${of}`), `Саҳифаи ${n} аз ${of}`), made: 'Сохта шуд: 23.11.2026 10:00' },
    (f) => progress.push(f),
  );
  const pdf = await pdfString(blob);
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toMatch(/\/FontFile2/);
  expect(pdf).toMatch(/\/BaseFont \/DejaVuSans/);
  const pages = (pdf.match(/\/Type \/Page\b/g) ?? []).length;
  expect(pages).toBeGreaterThanOrEqual(2);
  expect(pageLabels).toEqual(Array.from({ length: pages }, (_, i) => `${i + 1}/${pages}`));
  expect(progress.at(-1)).toBe(1);
});

it('fits a short schedule on one page', async () => {
  const labels: string[] = [];
  layoutSchedulePdf(jsPDF, font, doc(3), { page: (n, of) => (labels.push(`${n}/${of}`), ''), made: '' });
  expect(labels).toEqual(['1/1']);
});
