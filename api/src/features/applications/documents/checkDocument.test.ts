/**
 * Documents are judged by their bytes: each accepted kind is taken whole, and the broken and
 * hostile variants of it (made here from the real fixtures) are refused for the right reason.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { blackPng, compressedPdf, pngBombs, pngChunk, pngWithData, relationships, WORD_PACKAGE, zip } from '../../../../test/documents';
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

/** A PNG of the given size whose pixel data is `rows` (filter byte + RGB per row). */
const png = (width: number, height: number, rows: Buffer, extraChunks: Buffer[] = []) => pngWithData(width, height, deflateSync(rows), extraChunks);

/** The chunk types of a PNG, in order. */
function chunkTypes(buf: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 8; offset < buf.length; offset += 12 + buf.readUInt32BE(offset)) types.push(buf.toString('latin1', offset + 4, offset + 8));
  return types;
}

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
    expect(await checkDocument(name, fixture(name))).toEqual({ ok: true, ext: name.split('.')[1], mime, data: fixture(name), dropped: [] });
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
    expect(await problemOf('a.png', png(3, 2, Buffer.alloc(100)))).toBe('damaged'); // more data than 3x2 needs
    expect(await problemOf('a.png', png(2, 2, rows, [pngChunk('ABCD', Buffer.from('x'))]))).toBe('damaged'); // an unknown critical chunk
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

describe('pictures are judged by the size their header declares, before anything is inflated', () => {
  it('refuses a PNG over 40 megapixels from IHDR alone ("too_large"), whatever its data', async () => {
    // Image data that is no zlib stream at all: had it been inflated, the answer would be "damaged".
    expect(await problemOf('a.png', pngWithData(20_000, 20_000, Buffer.from('not zlib')))).toBe('too_large');
    expect(await problemOf('a.png', pngWithData(7_000, 6_000, Buffer.from('not zlib')))).toBe('too_large'); // 42 Mpx
    expect(await problemOf('a.png', pngWithData(16_385, 10, Buffer.from('not zlib')))).toBe('too_large'); // a side too long
  });

  it("stops a small PNG's huge data stream one byte past its declared size", async () => {
    const { largeDeclared, hugeStream } = pngBombs();
    const started = process.hrtime.bigint();
    expect(await problemOf('bomb.png', hugeStream)).toBe('damaged');
    expect(await problemOf('bomb.png', largeDeclared)).toBe('too_large');
    // Inflating 300 MB takes seconds; stopping at 30 kB takes milliseconds.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(500);
  }, 30_000);

  it('takes a black 6,666 x 6,000 PNG (40 Mpx, its data inflated and counted, not kept)', async () => {
    expect(await problemOf('scan.png', blackPng(6_666, 6_000))).toBe('ok');
  }, 30_000);

  it('refuses a JPEG whose frame header declares over 40 megapixels', async () => {
    const big = Buffer.from(JPEG);
    const sof = [0xc0, 0xc1, 0xc2].map((m) => big.indexOf(Buffer.from([0xff, m]))).find((i) => i > 0) ?? -1;
    big.writeUInt16BE(6_000, sof + 5); // height
    big.writeUInt16BE(8_000, sof + 7); // width: 48 Mpx
    expect(await problemOf('a.jpg', big)).toBe('too_large');
  });
});

describe('PNG chunks: only the ones of a still image are stored', () => {
  const rows = Buffer.alloc(2 * (1 + 2 * 3));

  it('drops text chunks, eXIf and private chunks from the stored file and keeps the known ones', async () => {
    const withExtras = png(2, 2, rows, [
      pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
      pngChunk('tEXt', Buffer.from('Software\0Scanner 2.1')),
      pngChunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>')),
      pngChunk('eXIf', Buffer.from('MM\0*')),
      pngChunk('iDOT', Buffer.alloc(28)),
    ]);
    const result = await checkDocument('screen.png', withExtras);
    expect(result).toMatchObject({ ok: true, ext: 'png', dropped: ['tEXt', 'iTXt', 'eXIf', 'iDOT'] });
    expect(result.ok && chunkTypes(result.data)).toEqual(['IHDR', 'gAMA', 'IDAT', 'IEND']);
    // What is stored is still a whole PNG.
    expect(result.ok && (await problemOf('again.png', result.data))).toBe('ok');
  });

  it.each([
    ['a tEXt chunk', 'tEXt', 'Comment\0<img src=x onerror=alert(document.domain)>'],
    ['a zTXt chunk', 'zTXt', 'Comment\0\0<img src=x onerror=alert(1)>'],
    ['a private chunk', 'prVt', '<img/src=x onerror=fetch(`//evil.example`)>'],
  ])('refuses <img onerror> in %s, though that chunk would be dropped ("unsafe")', async (_label, type, text) => {
    expect(await problemOf('a.png', png(2, 2, rows, [pngChunk(type, Buffer.from(text, 'latin1'))]))).toBe('unsafe');
  });

  it('refuses a JPEG with a segment no still image has ("damaged")', async () => {
    const jpg0 = Buffer.from([0xff, 0xf0, 0x00, 0x06, 0x61, 0x62, 0x63, 0x64]);
    expect(await problemOf('a.jpg', Buffer.concat([JPEG.subarray(0, 2), jpg0, JPEG.subarray(2)]))).toBe('damaged');
  });
});

describe('PDFs are read object by object, object streams included', () => {
  it('takes a PDF 1.7 with its objects in a compressed object stream, and one that opens at a page (/OpenAction [page /Fit])', async () => {
    expect(await problemOf('inn.pdf', compressedPdf())).toBe('ok');
    expect(await problemOf('inn.pdf', compressedPdf('/OpenAction [3 0 R /Fit] '))).toBe('ok');
  });

  it.each([
    [
      'JavaScript in the name tree, inside the object stream (pdfinfo -js prints it)',
      compressedPdf('/Names << /JavaScript 4 0 R >> ', { 4: '<< /Names [(a) 5 0 R] >>', 5: '<< /S /JavaScript /JS (app.alert\\(1\\)) >>' }),
    ],
    [
      'the same with its names #-escaped',
      compressedPdf('/Names << /J#61vaScript 4 0 R >> ', { 4: '<< /Names [(a) 5 0 R] >>', 5: '<< /S /J#61vaScript /J#53 (x) >>' }),
    ],
    ['an /OpenAction action', compressedPdf('/OpenAction 4 0 R ', { 4: '<< /S /GoTo /D [3 0 R /Fit] >>' })],
    ['a /URI action', compressedPdf('', { 4: '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://evil.example) >> >>' })],
    ['additional actions (/AA)', compressedPdf('/AA << /WC 4 0 R >> ', { 4: '<< /S /Named /N /Print >>' })],
    ['a /Launch action', compressedPdf('/OpenAction [3 0 R /Fit] ', { 4: '<< /S /Launch /F (cmd.exe) >>' })],
    ['an /EmbeddedFile', compressedPdf('', { 4: '<< /Type /EmbeddedFile /Length 0 >>' })],
    [
      'a file attachment annotation',
      compressedPdf('', { 4: '<< /Type /Annot /Subtype /FileAttachment /FS 5 0 R >>', 5: '<< /Type /Filespec /F (a.exe) >>' }),
    ],
    ['an XFA form', compressedPdf('/AcroForm << /Fields [] /XFA 4 0 R >> ', { 4: '[(template) 5 0 R]', 5: '<< >>' })],
    ['<img onerror> in a string', compressedPdf('', { 4: '<< /Title (<img src=x onerror=alert\\(1\\)>) >>' })],
    ['<img onerror> in a hex string', compressedPdf('', { 4: `<< /Title <${Buffer.from('<img src=x onerror=alert(1)>').toString('hex')}> >>` })],
  ])('refuses %s ("unsafe")', async (_label, pdf) => {
    expect(await problemOf('a.pdf', pdf)).toBe('unsafe');
  });

  it('refuses <img onerror> written plainly in a PDF, and an encrypted PDF', async () => {
    expect(await problemOf('a.pdf', pdfWith('(<img src=x onerror=alert(1)>)'))).toBe('unsafe');
    const encrypted = pdfWith('<< /Filter /Standard /V 2 /R 3 >>').toString('latin1').replace('/Root', '/Encrypt 9 0 R /Root');
    expect(await problemOf('a.pdf', Buffer.from(encrypted, 'latin1'))).toBe('encrypted');
  });

  it('refuses an object stream that inflates past its bound, before the parser inflates it', async () => {
    const padding = `(${'x'.repeat(17 * 1024 * 1024)})`;
    expect(await problemOf('a.pdf', compressedPdf('', { 4: padding }))).toBe('unsafe');
  });
});

describe('Office packages are judged from their zip directory before they are unpacked', () => {
  it('takes a package with deflated parts', async () => {
    const deflated = Object.fromEntries(Object.entries(WORD_PACKAGE).map(([name, data]) => [name, { data, deflate: true }]));
    expect(await problemOf('a.docx', zip(deflated))).toBe('ok');
  });

  it.each([
    ['an entry that declares 4 GiB', { ...WORD_PACKAGE, 'word/media/image1.png': { data: 'x', deflate: true, declaredSize: 0xffffffff } }],
    [
      'an entry 1,000 times smaller packed than unpacked',
      { ...WORD_PACKAGE, 'word/media/big.xml': { data: Buffer.alloc(8 * 1024 * 1024), deflate: true } },
    ],
    ['1,001 entries', { ...WORD_PACKAGE, ...Object.fromEntries(Array.from({ length: 1_001 }, (_, i) => [`word/p${i}.xml`, 'x'])) }],
    ['macros (vbaProject.bin)', { ...WORD_PACKAGE, 'word/vbaProject.bin': 'macros' }],
    [
      'a part with a macro-enabled content type',
      {
        ...WORD_PACKAGE,
        '[Content_Types].xml': WORD_PACKAGE['[Content_Types].xml']!.replace(
          '<Override',
          '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/><Override',
        ),
        'word/custom.bin': 'macros',
      },
    ],
    ['an ActiveX control', { ...WORD_PACKAGE, 'word/activeX/activeX1.xml': '<ax/>' }],
    ['an embedded OLE object', { ...WORD_PACKAGE, 'word/embeddings/oleObject1.bin': 'MZ' }],
    ['an external relationship', { ...WORD_PACKAGE, 'word/_rels/document.xml.rels': relationships('External') }],
    [
      'an external relationship written with a character reference',
      { ...WORD_PACKAGE, 'word/_rels/document.xml.rels': relationships('&#69;xternal') },
    ],
    ['an entry climbing out of its folder', { ...WORD_PACKAGE, '../../etc/cron.d/job': 'x' }],
  ])('refuses %s ("unsafe")', async (_label, entries) => {
    expect(await problemOf('a.docx', zip(entries))).toBe('unsafe');
  });

  it('refuses an entry that unpacks to more than it declares ("damaged")', async () => {
    expect(
      await problemOf('a.docx', zip({ ...WORD_PACKAGE, 'word/big.xml': { data: Buffer.alloc(512 * 1024), deflate: true, declaredSize: 100 } })),
    ).toBe('damaged');
  });

  it('takes a relationship that says it is internal', async () => {
    expect(await problemOf('a.docx', zip({ ...WORD_PACKAGE, 'word/_rels/document.xml.rels': relationships('Internal') }))).toBe('ok');
  });
});
