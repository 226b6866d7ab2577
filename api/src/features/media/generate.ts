/**
 * The project's own images and documents, made from their names (no binary files in the
 * repository, nothing downloaded at run time): SVG pictures in the bank's colours for
 * /api/media/<name>.svg and small PDF documents for /api/files/<name>.pdf.
 */
const PALETTE = ['#FF1F1F', '#CC1818', '#0066CC', '#1B7F3B', '#54545A', '#B71515'];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A name is lowercase words, digits and dashes; anything else is not ours. */
export const MEDIA_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function svgImage(name: string): string {
  const h = hash(name);
  const base = PALETTE[h % PALETTE.length] as string;
  const accent = PALETTE[(h >>> 8) % PALETTE.length] as string;
  const thumb = name.endsWith('-thumb');
  const [w, h2] = thumb ? [320, 200] : name.startsWith('head-') ? [400, 400] : [800, 500];
  const cx = 120 + ((h >>> 4) % (w - 240));
  const label = escapeXml(name.replace(/-thumb$/, '').replace(/-/g, ' ').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h2}" viewBox="0 0 ${w} ${h2}" role="img" aria-label="${label}">
<rect width="${w}" height="${h2}" fill="${base}"/>
<circle cx="${cx}" cy="${Math.round(h2 * 0.35)}" r="${Math.round(h2 * 0.45)}" fill="${accent}" opacity="0.35"/>
<rect x="0" y="${h2 - 64}" width="${w}" height="64" fill="#282828" opacity="0.25"/>
<text x="24" y="${h2 - 24}" font-family="Rubik, Arial, sans-serif" font-size="${thumb ? 18 : 28}" fill="#FFFFFF">SSB · ${label}</text>
</svg>
`;
}

/** A one-page PDF 1.4 with the document's name as its text (Latin only: built-in font). */
export function documentBytes(fileName: string): Buffer {
  const title = fileName.replace(/\.pdf$/, '').replace(/-/g, ' ');
  const text = `SSB Bank - ${title}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj 0 -28 Td /F1 11 Tf (Dushanbe, 48 Rudaki St. Contact centre 8855.) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
