/**
 * Reads back the text of a PDF that jsPDF made with an embedded TrueType font, without a PDF
 * tool: its streams are inflated, the font's ToUnicode map turns each glyph id back into its
 * letter, and every `<…> Tj` becomes one line, in the order it was laid out.
 */
import { inflateSync } from 'node:zlib';

export function pdfTextLines(bytes: Buffer): string[] {
  const file = bytes.toString('latin1');
  const streams: string[] = [];
  const start = /(?<!end)stream\r?\n/g;
  for (let m = start.exec(file); m; m = start.exec(file)) {
    const from = m.index + m[0].length;
    try {
      streams.push(inflateSync(bytes.subarray(from, file.indexOf('endstream', from))).toString('latin1'));
    } catch {
      // Not deflated (none should be): not text either.
    }
  }
  const glyphs = new Map<string, string>();
  for (const stream of streams) {
    for (const block of stream.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, glyph = '', unicode = ''] of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
        glyphs.set(glyph.toLowerCase(), String.fromCodePoint(...(unicode.match(/.{4}/g) ?? []).map((u) => parseInt(u, 16))));
      }
    }
  }
  const lines: string[] = [];
  for (const stream of streams) {
    for (const [, hex = ''] of stream.matchAll(/<([0-9a-f]*)>\s*Tj/gi)) {
      lines.push((hex.toLowerCase().match(/.{4}/g) ?? []).map((g) => glyphs.get(g) ?? '\uFFFD').join(''));
    }
  }
  return lines;
}
