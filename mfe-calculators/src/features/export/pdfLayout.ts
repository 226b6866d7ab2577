/**
 * Lays a schedule out as a PDF text table (selectable and searchable) with an embedded TTF,
 * so every Tajik and Russian letter prints (jsPDF's own fonts print them as garbage).
 * The jsPDF class and the font (a binary string of the TTF) come in as arguments: this module
 * loads nothing itself.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import type { ScheduleDocument } from '../../domain';

const PDF_FONT = 'DejaVuSans';

type JsPdfClass = typeof JsPdf;

const PAGE = { margin: 14, rowHeight: 6.2, headerGap: 4, footer: 10 };
const GREY = { fill: 242, zebra: 248, line: 210, muted: 90 };

/** PDF text with ordinary spaces: number groups use no-break spaces the reader may not copy well. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

export interface PdfProgress {
  (fraction: number): void;
}

export function layoutSchedulePdf(
  JsPDF: JsPdfClass,
  fontData: string,
  doc: ScheduleDocument,
  labels: { page: (n: number, of: number) => string; made: string },
  onProgress: PdfProgress = () => undefined,
): Blob {
  const pdf = new JsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  pdf.addFileToVFS(`${PDF_FONT}.ttf`, fontData);
  pdf.addFont(`${PDF_FONT}.ttf`, PDF_FONT, 'normal');
  pdf.setFont(PDF_FONT, 'normal');
  pdf.setProperties({ title: `${doc.heading} — ${doc.product}`, subject: doc.product, author: doc.bank, creator: doc.bank });

  const width = pdf.internal.pageSize.getWidth();
  const height = pdf.internal.pageSize.getHeight();
  const inner = width - PAGE.margin * 2;
  let y = PAGE.margin + 4;

  // Heading block: bank, schedule, product, inputs.
  pdf.setTextColor(204, 24, 24);
  pdf.setFontSize(16);
  pdf.text(plain(doc.bank), PAGE.margin, y);
  y += 8;
  pdf.setTextColor(40, 40, 40);
  pdf.setFontSize(13);
  pdf.text(plain(doc.heading), PAGE.margin, y);
  y += 6;
  pdf.setFontSize(11);
  for (const line of pdf.splitTextToSize(plain(doc.product), inner) as string[]) {
    pdf.text(line, PAGE.margin, y);
    y += 5;
  }
  pdf.setFontSize(9);
  pdf.setTextColor(GREY.muted);
  const facts = doc.facts.map((f) => `${f.label}: ${plain(f.text)}`).join('   ·   ');
  for (const line of pdf.splitTextToSize(facts, inner) as string[]) {
    pdf.text(line, PAGE.margin, y);
    y += 4.5;
  }
  pdf.text(plain(labels.made), PAGE.margin, y);
  y += PAGE.headerGap + 2;

  // Table.
  const total = doc.columns.reduce((s, c) => s + c.weight, 0);
  const widths = doc.columns.map((c) => (c.weight / total) * inner);
  const xs = widths.map((_, i) => PAGE.margin + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const cellX = (i: number) => (doc.columns[i]?.numeric ? (xs[i] ?? 0) + (widths[i] ?? 0) - 1.5 : (xs[i] ?? 0) + 1.5);
  const align = (i: number) => (doc.columns[i]?.numeric ? 'right' : 'left');

  const headerRow = () => {
    pdf.setFontSize(7.5);
    const lines = doc.columns.map((c, i) => pdf.splitTextToSize(plain(c.label), (widths[i] ?? 10) - 3) as string[]);
    const h = Math.max(...lines.map((l) => l.length)) * 3.4 + 2.4;
    pdf.setFillColor(GREY.fill, GREY.fill, GREY.fill);
    pdf.rect(PAGE.margin, y, inner, h, 'F');
    pdf.setTextColor(40, 40, 40);
    lines.forEach((l, i) => pdf.text(l, cellX(i), y + 3.8, { align: align(i) }));
    y += h;
    pdf.setFontSize(8.5);
  };

  headerRow();
  const bottom = height - PAGE.margin - PAGE.footer;
  doc.rows.forEach((row, r) => {
    if (y + PAGE.rowHeight > bottom) {
      pdf.addPage();
      y = PAGE.margin;
      headerRow();
    }
    if (r % 2 === 1) {
      pdf.setFillColor(GREY.zebra, GREY.zebra, GREY.zebra);
      pdf.rect(PAGE.margin, y, inner, PAGE.rowHeight, 'F');
    }
    row.forEach((cell, i) => pdf.text(plain(cell.text), cellX(i), y + 4.3, { align: align(i) }));
    y += PAGE.rowHeight;
    onProgress((r + 1) / doc.rows.length);
  });
  pdf.setDrawColor(GREY.line);
  pdf.line(PAGE.margin, y, PAGE.margin + inner, y);

  // Totals, their remarks, the note and the legal footer, kept together.
  pdf.setFontSize(9);
  const wrap = (texts: readonly string[]) => texts.flatMap((t) => pdf.splitTextToSize(plain(t), inner) as string[]);
  const remarks = wrap(doc.remarks);
  const note = wrap([doc.note]);
  const legal = wrap(doc.legal);
  const tail = doc.totals.length * 5.5 + (remarks.length + note.length + legal.length) * 4.5 + 22;
  if (y + tail > bottom) {
    pdf.addPage();
    y = PAGE.margin;
  }
  y += 6;
  pdf.setFontSize(10);
  for (const t of doc.totals) {
    pdf.text(plain(t.label), PAGE.margin, y);
    pdf.text(plain(t.text), PAGE.margin + inner, y, { align: 'right' });
    y += 5.5;
  }
  y += 3;
  pdf.setFontSize(9);
  pdf.setTextColor(GREY.muted);
  for (const line of [...remarks, ...note]) {
    pdf.text(line, PAGE.margin, y);
    y += 4.5;
  }
  y += 2;
  pdf.setDrawColor(GREY.line);
  pdf.line(PAGE.margin, y, PAGE.margin + inner, y);
  y += 4.5;
  pdf.setFontSize(8);
  for (const line of legal) {
    pdf.text(line, PAGE.margin, y);
    y += 4;
  }

  // Page numbers on every page.
  const pages = pdf.getNumberOfPages();
  for (let p = 1; p <= pages; p += 1) {
    pdf.setPage(p);
    pdf.setFontSize(8);
    pdf.setTextColor(GREY.muted);
    pdf.text(plain(doc.bank), PAGE.margin, height - PAGE.margin + 2);
    pdf.text(labels.page(p, pages), width - PAGE.margin, height - PAGE.margin + 2, { align: 'right' });
  }
  return pdf.output('blob');
}
