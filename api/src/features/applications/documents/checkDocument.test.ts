/**
 * Documents are judged by their bytes: each accepted kind is taken whole, and the broken and
 * hostile variants of it (made here from the real fixtures) are refused for the right reason.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { checkDocument } from './checkDocument';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../../../test/fixtures/documents', name));
const PNG = fixture('passport.png');
const JPEG = fixture('passport.jpg');
const PDF = fixture('inn.pdf');
const DOC = fixture('statement.doc');

const problemOf = async (name: string, buf: Buffer) => {
  const result = await checkDocument(name, buf);
  return result.ok ? 'ok' : result.problem;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A PNG of the given size whose pixel data is `rows` (filter byte + RGB per row). */
function png(width: number, height: number, rows: Buffer, extraChunks: Buffer[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    PNG.subarray(0, 8),
    pngChunk('IHDR', ihdr),
    ...extraChunks,
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A zip of stored (uncompressed) entries, enough to make Office packages with or without a given part. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    central.push(entry, fileName);
    offset += 30 + fileName.length + data.length;
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

const WORD_PACKAGE = {
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
};

const pdfWith = (body: string) => {
  // The fixture with `body` as an extra object before the cross-reference table, offsets kept right.
  const text = PDF.toString('latin1');
  const xrefAt = text.indexOf('xref');
  const extra = `9 0 obj\n${body}\nendobj\n`;
  const startxref = Number(/startxref\s+(\d+)/.exec(text)?.[1]);
  return Buffer.from(
    text.slice(0, xrefAt) + extra + text.slice(xrefAt).replace(/startxref\s+\d+/, `startxref\n${startxref + extra.length}`),
    'latin1',
  );
};

describe('checkDocument accepts a whole document of each kind under its own name', () => {
  it.each([
    ['passport.png', 'image/png'],
    ['passport.jpg', 'image/jpeg'],
    ['inn.pdf', 'application/pdf'],
    ['inn.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['salary.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['salary.xls', 'application/vnd.ms-excel'],
    ['statement.doc', 'application/msword'],
  ])('%s', async (name, mime) => {
    expect(await checkDocument(name, fixture(name))).toEqual({ ok: true, ext: name.split('.')[1], mime });
  });

  it('a JPEG named .jpeg, an interlaced-free PNG built here, a JPEG with camera data after EOI, and a PDF with an extra object', async () => {
    expect(await problemOf('PASSPORT.JPEG', JPEG)).toBe('ok');
    expect(await problemOf('scan.png', png(2, 2, Buffer.from([0, 1, 2, 3, 4, 5, 6, 0, 7, 8, 9, 10, 11, 12])))).toBe('ok');
    expect(await problemOf('photo.jpg', Buffer.concat([JPEG, Buffer.from('SEFHcamera-trailer')]))).toBe('ok');
    expect(await problemOf('inn.pdf', pdfWith('<< /Producer (Scanner) >>'))).toBe('ok');
  });
});

describe('checkDocument refuses', () => {
  it('a kind the name does not say, an unknown kind and an unknown extension ("type")', async () => {
    expect(await problemOf('passport.pdf', PNG)).toBe('type');
    expect(await problemOf('inn.pdf', Buffer.from('MZ\x90\x00\x03 an executable', 'latin1'))).toBe('type');
    expect(await problemOf('inn.pdf', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'))).toBe('type');
    expect(await problemOf('salary.xls', fixture('salary.xlsx'))).toBe('type');
    expect(await problemOf('passport.svg', PNG)).toBe('type');
  });

  it('a PNG that does not hold together ("damaged")', async () => {
    const wrongCrc = Buffer.from(PNG);
    wrongCrc[40] = (wrongCrc[40] ?? 0) ^ 0xff; // inside IDAT
    const rows = Buffer.alloc(2 * (1 + 2 * 3));
    expect(await problemOf('a.png', PNG.subarray(0, PNG.length - 6))).toBe('damaged');
    expect(await problemOf('a.png', wrongCrc)).toBe('damaged');
    expect(await problemOf('a.png', Buffer.concat([PNG, Buffer.from([0, 1, 2, 3])]))).toBe('damaged'); // after IEND
    expect(await problemOf('a.png', png(3, 2, rows))).toBe('damaged'); // data for 2x2, header says 3x2
    expect(await problemOf('a.png', png(50_000, 2, rows))).toBe('damaged'); // no sane size
  });

  it('a JPEG that does not hold together ("damaged")', async () => {
    const badLength = Buffer.from(JPEG);
    badLength.writeUInt16BE(0xfff0, 4); // the first segment claims more than the file
    expect(await problemOf('a.jpg', JPEG.subarray(0, JPEG.length - 2))).toBe('damaged'); // no EOI
    expect(await problemOf('a.jpg', JPEG.subarray(0, 200))).toBe('damaged');
    expect(await problemOf('a.jpg', badLength)).toBe('damaged');
  });

  it('a PDF that does not hold together ("damaged")', async () => {
    const text = PDF.toString('latin1');
    expect(await problemOf('a.pdf', PDF.subarray(0, PDF.length / 2))).toBe('damaged'); // cut off
    expect(await problemOf('a.pdf', Buffer.from(text.replace(/startxref\s+\d+/, 'startxref\n12'), 'latin1'))).toBe('damaged');
    expect(await problemOf('a.pdf', Buffer.concat([PDF, Buffer.from('PK\x03\x04 a zip after the end')]))).toBe('damaged');
    expect(await problemOf('a.pdf', Buffer.from('%PDF-1.4\n<html><body>a web page</body></html>\n%%EOF\n'))).toBe('damaged');
  });

  it('Office files that do not hold together ("damaged")', async () => {
    const docx = fixture('inn.docx');
    expect(await problemOf('a.docx', Buffer.concat([docx, Buffer.from('trailing')]))).toBe('damaged');
    expect(await problemOf('a.doc', DOC.subarray(0, DOC.length - 100))).toBe('damaged');
    expect(await problemOf('a.xls', DOC)).toBe('damaged'); // a Word file named .xls: no Workbook stream
  });

  it('documents that carry markup, script or macros ("unsafe")', async () => {
    const macroDoc = Buffer.from(DOC);
    macroDoc.set(Buffer.from('_VBA_PROJECT', 'utf16le'), DOC.indexOf(Buffer.from('WordDocument', 'utf16le')));
    const commented = (text: string) => {
      const com = Buffer.alloc(4);
      com.writeUInt16BE(0xfffe, 0);
      com.writeUInt16BE(text.length + 2, 2);
      return Buffer.concat([JPEG.subarray(0, 2), com, Buffer.from(text, 'latin1'), JPEG.subarray(2)]);
    };
    expect(await problemOf('a.pdf', pdfWith('<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>'))).toBe('unsafe');
    expect(await problemOf('a.pdf', pdfWith('<< /S /J#61vaScript >>'))).toBe('unsafe');
    expect(await problemOf('a.pdf', pdfWith('<< /Type /Action /S /Launch /F (cmd.exe) >>'))).toBe('unsafe');
    expect(await problemOf('a.pdf', pdfWith('(<html><body><script>alert(document.cookie)</script>)'))).toBe('unsafe');
    const rows = Buffer.alloc(2 * (1 + 2 * 3));
    expect(await problemOf('a.png', png(2, 2, rows, [pngChunk('tEXt', Buffer.from('Comment\0<svg onload=alert(1)>'))]))).toBe('unsafe');
    expect(await problemOf('a.jpg', commented('<script src=//evil.example></script>'))).toBe('unsafe');
    expect(await problemOf('a.doc', macroDoc)).toBe('unsafe');
    expect(await problemOf('a.docx', zip({ ...WORD_PACKAGE, 'word/vbaProject.bin': 'macros' }))).toBe('unsafe');
    expect(await problemOf('a.docx', zip({ ...WORD_PACKAGE, '../../etc/cron.d/job': 'x' }))).toBe('unsafe');
    // The same package without those parts is a Word document.
    expect(await problemOf('a.docx', zip(WORD_PACKAGE))).toBe('ok');
  });
});
