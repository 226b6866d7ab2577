/**
 * Another container inside a document, found the way the penetration test hid it: a zip inside a
 * PDF, a zip after a JPEG's end marker, a zip inside a Word package, and the other signatures.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pdfCarrying, pngChunk, WORD_PACKAGE, zip } from '../../../../test/documents';
import { checkDocument } from './checkDocument';
import { ContainerScanner, foreignContainer } from './embeddedContainers';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../../../test/fixtures/documents', name));
const PNG = fixture('passport.png');
const JPEG = fixture('passport.jpg');
const PDF = fixture('inn.pdf');
const DOC = fixture('statement.doc');

/** A zip holding a program, as the penetration test's (its bytes are harmless: the container is the point). */
const ARCHIVE = zip({ 'eicar.com': 'a stand-in for a program' });
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const RAR = Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1');
const SEVEN_Z = Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04]);

const verdict = async (name: string, buf: Buffer) => {
  const result = await checkDocument(name, buf);
  return result.ok ? { ok: true, data: result.data, dropped: result.dropped } : { ok: false, problem: result.problem };
};

/** The PDF fixture with `bytes` in a stream object of its own. */
const pdfWithStream = (bytes: Buffer) => pdfCarrying(PDF, bytes);

/** The JPEG fixture with a comment segment (COM) holding `bytes` after its SOI. */
const jpegWithComment = (bytes: Buffer) => {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(bytes.length + 2);
  return Buffer.concat([JPEG.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, bytes, JPEG.subarray(2)]);
};

describe('a document holding another container', () => {
  it('a PDF that is also a zip holding a program is refused as unsafe', async () => {
    expect(await verdict('inn.pdf', pdfWithStream(ARCHIVE))).toEqual({ ok: false, problem: 'unsafe' });
    // The same PDF without the zip is taken (the object alone is no reason).
    expect(await verdict('inn.pdf', pdfWithStream(Buffer.from('plain bytes')))).toMatchObject({ ok: true });
  });

  it('a JPEG with a zip after its end marker is refused; with a phone’s trailer it is stored without it', async () => {
    expect(await verdict('photo.jpg', Buffer.concat([JPEG, ARCHIVE]))).toEqual({ ok: false, problem: 'unsafe' });
    const trailer = Buffer.from('SEFHcamera-trailer');
    expect(await verdict('photo.jpg', Buffer.concat([JPEG, trailer]))).toEqual({
      ok: true,
      data: JPEG,
      dropped: [`${trailer.length} bytes after EOI`],
    });
    expect(await verdict('photo.jpg', JPEG)).toEqual({ ok: true, data: JPEG, dropped: [] });
  });

  it.each([
    ['an OLE file', OLE],
    ['a RAR archive', RAR],
    ['a 7z archive', SEVEN_Z],
    ['a zip end record', ARCHIVE.subarray(ARCHIVE.length - 22)],
  ])('a JPEG, a PNG and a PDF with %s inside are refused', async (_what, signature) => {
    expect(await verdict('a.jpg', jpegWithComment(Buffer.concat([Buffer.from('x'), signature, Buffer.alloc(24)])))).toEqual({
      ok: false,
      problem: 'unsafe',
    });
    const text = pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), signature, Buffer.alloc(24)]));
    const png = Buffer.concat([PNG.subarray(0, 33), text, PNG.subarray(33)]);
    expect(await verdict('a.png', png)).toEqual({ ok: false, problem: 'unsafe' });
    expect(await verdict('a.pdf', pdfWithStream(Buffer.concat([signature, Buffer.alloc(24)])))).toEqual({ ok: false, problem: 'unsafe' });
  });

  it('does not take four chance bytes for a zip: a header no zip writer makes is no zip', async () => {
    // PK\3\4 followed by a version of 255 and no method: what compressed data holds by chance.
    const chance = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(40, 0xff)]);
    expect(await verdict('a.jpg', jpegWithComment(chance))).toMatchObject({ ok: true });
    expect(foreignContainer(Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(30, 0x7f)]))).toBeNull();
  });

  it('takes a Word package, whose own headers are a zip, and refuses one with a zip inside it, stored or packed', async () => {
    expect(await verdict('inn.docx', zip(WORD_PACKAGE))).toMatchObject({ ok: true });
    expect(await verdict('inn.docx', fixture('inn.docx'))).toMatchObject({ ok: true });
    expect(await verdict('inn.docx', zip({ ...WORD_PACKAGE, 'word/media/archive.bin': { data: ARCHIVE } }))).toEqual({
      ok: false,
      problem: 'unsafe',
    });
    expect(await verdict('inn.docx', zip({ ...WORD_PACKAGE, 'word/media/archive.bin': { data: ARCHIVE, deflate: true } }))).toEqual({
      ok: false,
      problem: 'unsafe',
    });
    expect(
      await verdict('inn.docx', zip({ ...WORD_PACKAGE, 'word/media/x.bin': { data: Buffer.concat([RAR, Buffer.alloc(8)]), deflate: true } })),
    ).toEqual({
      ok: false,
      problem: 'unsafe',
    });
  });

  it('takes an old Word file, which begins with its own OLE signature, and refuses a second one inside it', async () => {
    expect(await verdict('statement.doc', DOC)).toMatchObject({ ok: true });
    const inside = Buffer.from(DOC);
    OLE.copy(inside, inside.length - 256);
    expect(await verdict('statement.doc', inside)).toEqual({ ok: false, problem: 'unsafe' });
  });
});

describe('ContainerScanner', () => {
  it('finds a signature split between two pieces of a stream, and says where', () => {
    const stream = Buffer.concat([Buffer.alloc(1000, 0x20), ARCHIVE]);
    const scanner = new ContainerScanner('word/media/a.bin');
    const pieces = [stream.subarray(0, 1002), stream.subarray(1002)];
    const findings = pieces.map((piece) => scanner.feed(piece));
    const found = findings.find(Boolean) ?? scanner.end();
    expect(found).toEqual({ problem: 'unsafe', reason: 'a zip archive inside word/media/a.bin, at 1000' });
  });

  it('judges a signature in the last bytes at the end of the stream, and passes a stream with none', () => {
    const scanner = new ContainerScanner('x');
    expect(scanner.feed(Buffer.concat([Buffer.alloc(100, 0x20), OLE]))).toBeNull();
    expect(scanner.end()).toEqual({ problem: 'unsafe', reason: 'an OLE compound file inside x, at 100' });
    const clean = new ContainerScanner('y');
    expect(clean.feed(Buffer.alloc(5000, 0x41))).toBeNull();
    expect(clean.end()).toBeNull();
  });
});
