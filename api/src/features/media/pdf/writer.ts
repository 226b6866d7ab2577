/**
 * A PDF 1.7 file written synchronously: the pages' content streams, one embedded TrueType font
 * (a subset of the glyphs the text uses, with a ToUnicode map so that the text can be searched,
 * copied and read aloud), and the document's information. The seed reads a document's size
 * while it builds its rows (synchronously), which pdf-lib's asynchronous save() cannot serve:
 * this writer uses fontkit (pdf-lib's font engine) for the glyphs and writes the objects itself.
 *
 * The bytes depend on the input only: fixed dates, an /ID made from the content, a subset tag
 * made from the glyphs, and no clock or random number anywhere.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Font } from './font';

type Subset = ReturnType<Font['createSubset']>;

/** fontkit writes a subset into a stream of this shape (restructure's EncodeStream). */
interface EncodeStream {
  push(chunk: Uint8Array | null): boolean;
  flush(): void;
}

let EncodeStreamClass: (new () => EncodeStream) | undefined;

/**
 * The subset's font file. fontkit's own encode(stream) is synchronous; only its encodeStream()
 * defers it to the next tick. So the stream is made here, of the class that encodeStream() uses
 * (taken once from a stream whose deferred encoding does nothing), and its chunks kept.
 */
function encodeSubset(subset: Subset): Buffer {
  if (!EncodeStreamClass) {
    const encodeStream = (subset as unknown as { encodeStream(this: unknown): EncodeStream }).encodeStream;
    EncodeStreamClass = encodeStream.call({ encode: () => undefined }).constructor as new () => EncodeStream;
  }
  const parts: Buffer[] = [];
  const stream = new EncodeStreamClass();
  stream.push = (chunk) => {
    if (chunk) parts.push(Buffer.from(chunk));
    return true;
  };
  (subset as unknown as { encode(stream: EncodeStream): void }).encode(stream);
  stream.flush();
  return Buffer.concat(parts);
}

/** The glyphs one document uses, numbered as the subset numbers them (its CIDs, 0 is .notdef). */
export class DocumentFont {
  private readonly subset: Subset;
  private readonly byChar = new Map<string, { cid: number; width: number }>();
  private readonly unicode = new Map<number, string>();
  readonly unitsPerEm: number;

  constructor(readonly font: Font) {
    this.subset = font.createSubset();
    this.unitsPerEm = font.unitsPerEm;
  }

  private glyph(char: string): { cid: number; width: number } {
    let known = this.byChar.get(char);
    if (!known) {
      const glyph = this.font.glyphForCodePoint(char.codePointAt(0) ?? 0x3f);
      const cid = this.subset.includeGlyph(glyph);
      known = { cid, width: Math.round((glyph.advanceWidth * 1000) / this.unitsPerEm) };
      this.byChar.set(char, known);
      if (!this.unicode.has(cid)) this.unicode.set(cid, char);
    }
    return known;
  }

  /** The text as a PDF hex string of two-byte CIDs (Identity-H). */
  encode(text: string): string {
    let hex = '';
    for (const char of text) hex += this.glyph(char).cid.toString(16).padStart(4, '0');
    return `<${hex.toUpperCase()}>`;
  }

  /** Width of the text in points at a font size. */
  width(text: string, size: number): number {
    let units = 0;
    for (const char of text) units += this.glyph(char).width;
    return (units * size) / 1000;
  }

  /** The used CIDs with their widths and text, in CID order. */
  used(): { cid: number; width: number; text: string }[] {
    const widths = new Map<number, number>();
    for (const [, g] of this.byChar) widths.set(g.cid, g.width);
    return [...widths].sort(([a], [b]) => a - b).map(([cid, width]) => ({ cid, width, text: this.unicode.get(cid) ?? '' }));
  }

  fontFile(): Buffer {
    return encodeSubset(this.subset);
  }
}

export interface DocumentInfo {
  title: string;
  subject: string;
  author: string;
  /** BCP 47 language of the text: tg, ru or en. */
  lang: string;
  /** The document's date (YYYY-MM-DD): its creation and modification date. */
  date: string;
}

/** A PDF text string: ASCII as a literal, anything else UTF-16BE with its byte order mark. */
function pdfString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[()\\]/g, (c) => `\\${c}`)})`;
  return `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

const utf16Hex = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();

function toUnicodeCMap(used: { cid: number; text: string }[]): string {
  const lines = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
  ];
  const mapped = used.filter((u) => u.text);
  for (let i = 0; i < mapped.length; i += 100) {
    const chunk = mapped.slice(i, i + 100);
    lines.push(`${chunk.length} beginbfchar`);
    for (const u of chunk) lines.push(`<${u.cid.toString(16).padStart(4, '0').toUpperCase()}> <${utf16Hex(u.text)}>`);
    lines.push('endbfchar');
  }
  lines.push('endcmap', 'CMapName currentdict /CMap defineresource pop', 'end', 'end');
  return lines.join('\n');
}

/** Six capital letters from the glyphs used: the subset's tag (the same glyphs, the same tag). */
function subsetTag(used: { cid: number; text: string }[]): string {
  const digest = createHash('sha256')
    .update(used.map((u) => u.text).join(''))
    .digest();
  return Array.from(digest.subarray(0, 6), (b) => String.fromCharCode(65 + (b % 26))).join('');
}

const pdfDate = (date: string) => `D:${date.replace(/-/g, '')}090000+05'00'`;

/** Writes the pages (content streams drawn with font /F1 on A4) into a PDF. */
export function writePdf(pages: string[], font: DocumentFont, info: DocumentInfo, pageSize: [number, number]): Buffer {
  const objects: (string | { dict: string; data: Buffer })[] = [];
  const add = (body: string | { dict: string; data: Buffer }) => objects.push(body);
  const stream = (data: Buffer, dict = '') => {
    const packed = deflateSync(data, { level: 9 });
    return { dict: `<< /Length ${packed.length} /Filter /FlateDecode${dict} >>`, data: packed };
  };

  // 1 catalog, 2 page tree, 3 information, 4–8 the font; pages and their contents after.
  const used = font.used();
  const name = `${subsetTag(used)}+${font.font.postscriptName ?? 'DejaVuSans'}`;
  const { bbox, ascent, descent, capHeight, unitsPerEm } = font.font;
  const scale = (v: number) => Math.round((v * 1000) / unitsPerEm);
  const fontFile = font.fontFile();
  const firstPage = 9;
  const kids = pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ');
  add(`<< /Type /Catalog /Pages 2 0 R /Lang ${pdfString(info.lang)} /ViewerPreferences << /DisplayDocTitle true >> >>`);
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add(
    `<< /Title ${pdfString(info.title)} /Subject ${pdfString(info.subject)} /Author ${pdfString(info.author)} ` +
      `/Creator (SSB) /Producer (SSB) /CreationDate (${pdfDate(info.date)}) /ModDate (${pdfDate(info.date)}) >>`,
  );
  add(`<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [5 0 R] /ToUnicode 8 0 R >>`);
  add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} ` +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 6 0 R ' +
      `/CIDToGIDMap /Identity /DW 1000 /W [${used.map((u) => `${u.cid} [${u.width}]`).join(' ')}] >>`,
  );
  add(
    `<< /Type /FontDescriptor /FontName /${name} /Flags 32 ` +
      `/FontBBox [${[bbox.minX, bbox.minY, bbox.maxX, bbox.maxY].map(scale).join(' ')}] /ItalicAngle 0 ` +
      `/Ascent ${scale(ascent)} /Descent ${scale(descent)} /CapHeight ${scale(capHeight || ascent)} /StemV 80 /FontFile2 7 0 R >>`,
  );
  add(stream(fontFile, ` /Length1 ${fontFile.length}`));
  add(stream(Buffer.from(toUnicodeCMap(used), 'latin1')));
  pages.forEach((content, i) => {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageSize[0]} ${pageSize[1]}] ` +
        `/Resources << /Font << /F1 4 0 R >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`,
    );
    add(stream(Buffer.from(content, 'latin1')));
  });

  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  const put = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    if (typeof body === 'string') put(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
    else {
      put(Buffer.from(`${i + 1} 0 obj\n${body.dict}\nstream\n`, 'latin1'));
      put(body.data);
      put(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const id = createHash('md5').update(Buffer.concat(chunks)).digest('hex').toUpperCase();
  const xref = length;
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  put(Buffer.from(tail, 'latin1'));
  return Buffer.concat(chunks);
}
