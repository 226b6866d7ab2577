/**
 * Lays a document's blocks (headings, paragraphs, lists, tables) out on A4 pages: lines wrapped
 * by the font's widths, a page begun wherever the next line or table row does not fit, the
 * bank's band and name on top of each page and the document's name and page number below.
 */
import type { DocumentFont } from './writer';

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | {
      kind: 'table';
      /** Widths are shares of the text's width; numbers are usually right-aligned. */
      columns: { title: string; width: number; align?: 'left' | 'right' }[];
      rows: string[][];
      /** The last row is a total (bold). */
      total?: boolean;
    };

/** One language's text of a document. */
export interface DocumentText {
  title: string;
  subtitle: string;
  /** The bank's name and address, on top of each page. */
  letterhead: string;
  /** "Page {n} of {total}" in the document's language. */
  page: (n: number, total: number) => string;
  blocks: Block[];
}

export const PAGE: [number, number] = [595, 842];
const [WIDTH, HEIGHT] = PAGE;
const LEFT = 56;
const RIGHT = WIDTH - 56;
const TOP = HEIGHT - 78;
const BOTTOM = 64;
const TEXT_WIDTH = RIGHT - LEFT;

type Colour = [number, number, number];
const BLACK: Colour = [0.13, 0.13, 0.14];
const GREY: Colour = [0.42, 0.42, 0.45];
const RED: Colour = [0.8, 0.09, 0.09];
const RULE: Colour = [0.8, 0.8, 0.82];
const SHADE: Colour = [0.94, 0.94, 0.95];

const n = (v: number) => String(Math.round(v * 100) / 100);
const rgb = (c: Colour) => c.map(n).join(' ');

/** Splits text into lines no wider than `width` (a word longer than a line is cut). */
function wrap(font: DocumentFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.width(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.width(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.width(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

class Pages {
  readonly pages: { ops: string[]; text: DocumentText }[] = [];
  y = TOP;

  constructor(private readonly font: DocumentFont) {}

  private get ops(): string[] {
    return this.pages[this.pages.length - 1]!.ops;
  }

  newPage(text: DocumentText): void {
    this.pages.push({ ops: [], text });
    this.y = TOP;
    // The bank's band and name.
    this.rect(0, HEIGHT - 10, WIDTH, 10, RED);
    this.text(LEFT, HEIGHT - 44, 15, 'SSB', RED, true);
    const head = wrap(this.font, text.letterhead, 7.5, 300);
    head.forEach((line, i) => this.text(RIGHT - this.font.width(line, 7.5), HEIGHT - 34 - i * 10, 7.5, line, GREY));
    this.line(LEFT, HEIGHT - 56, RIGHT, HEIGHT - 56, RULE, 0.6);
  }

  /** Room for `height` points on this page, or a new page of the same text. */
  room(height: number): void {
    if (this.y - height < BOTTOM) this.newPage(this.pages[this.pages.length - 1]!.text);
  }

  text(x: number, y: number, size: number, text: string, colour: Colour = BLACK, bold = false): void {
    const c = rgb(colour);
    // Bold is the regular face filled and stroked (one font file: DejaVu Sans).
    const mode = bold ? `2 Tr ${n(size / 38)} w ${c} RG` : '0 Tr';
    this.ops.push(`BT /F1 ${n(size)} Tf ${c} rg ${mode} 1 0 0 1 ${n(x)} ${n(y)} Tm ${this.font.encode(text)} Tj ET`);
  }

  rect(x: number, y: number, w: number, h: number, colour: Colour): void {
    this.ops.push(`${rgb(colour)} rg ${n(x)} ${n(y)} ${n(w)} ${n(h)} re f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, colour: Colour, width: number): void {
    this.ops.push(`${rgb(colour)} RG ${n(width)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
  }

  /** Lines of wrapped text from the cursor down, each page break where a line does not fit. */
  lines(lines: string[], x: number, size: number, leading: number, colour: Colour = BLACK, bold = false): void {
    for (const line of lines) {
      this.room(leading);
      this.y -= leading;
      this.text(x, this.y + (leading - size) / 2 + 1, size, line, colour, bold);
    }
  }
}

function table(out: Pages, font: DocumentFont, block: Extract<Block, { kind: 'table' }>): void {
  const size = 8.5;
  const leading = 11;
  const pad = 4;
  const share = block.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = block.columns.map((c) => (c.width / share) * TEXT_WIDTH);
  const titles = block.columns.map((c) => c.title);
  const heightOf = (cells: string[]) => Math.max(...cells.map((cell, i) => wrap(font, cell, size, widths[i]! - 2 * pad).length)) * leading + 2 * pad;
  const draw = (cells: string[], header: boolean, bold: boolean) => {
    const height = heightOf(cells);
    const top = out.y;
    if (header) out.rect(LEFT, top - height, TEXT_WIDTH, height, SHADE);
    let x = LEFT;
    cells.forEach((cell, i) => {
      const right = block.columns[i]!.align === 'right';
      wrap(font, cell, size, widths[i]! - 2 * pad).forEach((line, j) => {
        const lineX = right ? x + widths[i]! - pad - font.width(line, size) : x + pad;
        out.text(lineX, top - pad - (j + 1) * leading + 2.5, size, line, header ? GREY : BLACK, header || bold);
      });
      x += widths[i]!;
    });
    out.y = top - height;
    out.line(LEFT, out.y, RIGHT, out.y, RULE, header || bold ? 0.8 : 0.4);
  };
  out.y -= 4;
  // The column titles stay with the first row; a page the table continues on repeats them.
  out.room(heightOf(titles) + heightOf(block.rows[0] ?? titles));
  draw(titles, true, false);
  block.rows.forEach((cells, i) => {
    if (out.y - heightOf(cells) < BOTTOM) {
      out.room(Infinity);
      draw(titles, true, false);
    }
    draw(cells, false, Boolean(block.total) && i === block.rows.length - 1);
  });
  out.y -= 10;
}

/** The content streams of the pages of one or more texts (each text from a new page). */
export function layout(font: DocumentFont, texts: DocumentText[]): string[] {
  const out = new Pages(font);
  for (const text of texts) {
    out.newPage(text);
    out.lines(wrap(font, text.title, 18, TEXT_WIDTH), LEFT, 18, 24, BLACK, true);
    out.lines(wrap(font, text.subtitle, 9.5, TEXT_WIDTH), LEFT, 9.5, 14, GREY);
    out.y -= 10;
    for (const block of text.blocks) {
      switch (block.kind) {
        case 'heading':
          out.room(46);
          out.y -= 10;
          out.lines(wrap(font, block.text, 12, TEXT_WIDTH), LEFT, 12, 17, RED, true);
          out.y -= 3;
          break;
        case 'paragraph':
          out.lines(wrap(font, block.text, 10, TEXT_WIDTH), LEFT, 10, 14);
          out.y -= 6;
          break;
        case 'list':
          for (const item of block.items) {
            const lines = wrap(font, item, 10, TEXT_WIDTH - 16);
            out.room(14);
            out.text(LEFT + 3, out.y - 14 + 3, 10, '•', RED);
            out.lines(lines, LEFT + 16, 10, 14);
            out.y -= 2;
          }
          out.y -= 4;
          break;
        case 'table':
          table(out, font, block);
          break;
      }
    }
  }
  const total = out.pages.length;
  return out.pages.map(({ ops, text }, i) => {
    const label = text.page(i + 1, total);
    const footer = [
      `${rgb(RULE)} RG 0.6 w ${n(LEFT)} ${n(BOTTOM - 18)} m ${n(RIGHT)} ${n(BOTTOM - 18)} l S`,
      `BT /F1 7.5 Tf ${rgb(GREY)} rg 0 Tr 1 0 0 1 ${n(LEFT)} ${n(BOTTOM - 32)} Tm ${font.encode(text.title)} Tj ET`,
      `BT /F1 7.5 Tf ${rgb(GREY)} rg 0 Tr 1 0 0 1 ${n(RIGHT - font.width(label, 7.5))} ${n(BOTTOM - 32)} Tm ${font.encode(label)} Tj ET`,
    ];
    return [...ops, ...footer].join('\n');
  });
}
