/**
 * Another container inside a document: a zip (a local file header `PK\x03\x04` or an end record
 * `PK\x05\x06`), an OLE compound file (`D0 CF 11 E0 A1 B1 1A E1`), a RAR or a 7z archive,
 * anywhere in its bytes. A PDF that is also a valid zip holding `eicar.com`, and a JPEG with a zip
 * after its end marker, were stored as they came: each opens as the document in one program and
 * as an archive of programs in another. A scanner, a mail gateway or a member of the staff may
 * be the other program.
 *
 * A document's own structure is not foreign: a .docx or .xlsx is a zip, its own local headers
 * and end record are the package (officeZip.ts names them), and an old .doc or .xls begins with
 * the OLE signature. A zip inside the package (an entry unpacked) is foreign again.
 *
 * Four bytes turn up by chance in compressed data (a 10 MB photo has ten million places for
 * them), so the zip signatures count only when the header they begin is one a zip writer makes:
 * a version of at most 6.3, a compression method zip defines and a name of 1 to 1,024 bytes;
 * an end record on disk 0 with no more entries on it than in all. The others are 6 to 8 bytes.
 */
import { unsafe, type Finding } from './finding';

interface Signature {
  what: string;
  bytes: Buffer;
  /** Bytes from the signature on that plausible() reads. */
  needs: number;
  /** Whether the header at `at` (with `needs` bytes there) is one a writer of that kind makes. */
  plausible?: (buf: Buffer, at: number) => boolean;
}

/** Compression methods of the zip specification (APPNOTE 4.4.5) that writers use. */
const ZIP_METHODS = new Set([0, 1, 6, 8, 9, 12, 14, 93, 95, 96, 97, 98, 99]);

const SIGNATURES: readonly Signature[] = [
  {
    what: 'a zip archive',
    bytes: Buffer.from('PK\x03\x04', 'latin1'),
    needs: 30,
    plausible: (buf, at) => {
      const nameLength = buf.readUInt16LE(at + 26);
      return (buf[at + 4] ?? 255) <= 63 && buf[at + 5] === 0 && ZIP_METHODS.has(buf.readUInt16LE(at + 8)) && nameLength >= 1 && nameLength <= 1024;
    },
  },
  {
    what: 'a zip archive',
    bytes: Buffer.from('PK\x05\x06', 'latin1'),
    needs: 22,
    plausible: (buf, at) => buf.readUInt16LE(at + 4) === 0 && buf.readUInt16LE(at + 6) === 0 && buf.readUInt16LE(at + 8) <= buf.readUInt16LE(at + 10),
  },
  { what: 'an OLE compound file', bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), needs: 8 },
  { what: 'a RAR archive', bytes: Buffer.from('Rar!\x1a\x07', 'latin1'), needs: 7, plausible: (buf, at) => (buf[at + 6] ?? 255) <= 1 },
  { what: 'a 7z archive', bytes: Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00]), needs: 7 },
];

/** The most bytes a signature needs to be judged: a stream keeps this many less one between its pieces. */
const WINDOW = Math.max(...SIGNATURES.map((s) => s.needs));

/** The first foreign signature starting in [from, to) whose header is whole in `buf`, or null. */
function firstIn(buf: Buffer, from: number, to: number, own: ReadonlySet<number>): { what: string; at: number } | null {
  let first: { what: string; at: number } | null = null;
  for (const signature of SIGNATURES) {
    for (let at = buf.indexOf(signature.bytes, from); at >= 0 && at < to; at = buf.indexOf(signature.bytes, at + 1)) {
      if (own.has(at) || at + signature.needs > buf.length) continue;
      if (signature.plausible && !signature.plausible(buf, at)) continue;
      if (!first || at < first.at) first = { what: signature.what, at };
      break;
    }
  }
  return first;
}

/**
 * A container's signature in a document's bytes, at an offset that is not one of `own` (the
 * document's own headers), or null.
 */
export function foreignContainer(buf: Buffer, own: ReadonlySet<number> = new Set()): Finding | null {
  const found = firstIn(buf, 0, buf.length, own);
  return found ? unsafe(`${found.what} inside, at ${found.at}`) : null;
}

/** The same search over a stream (an entry of a package as it unpacks), piece by piece. */
export class ContainerScanner {
  private held = Buffer.alloc(0);
  private offset = 0;

  constructor(private readonly label: string) {}

  /** A finding among the positions this piece made whole, or null. */
  feed(piece: Buffer): Finding | null {
    const data = this.held.length > 0 ? Buffer.concat([this.held, piece]) : piece;
    const judged = Math.max(0, data.length - WINDOW + 1);
    const found = firstIn(data, 0, judged, new Set());
    // What is kept is less than a window: a signature across two pieces is judged at the next one.
    this.held = Buffer.from(data.subarray(judged));
    this.offset += judged;
    return found ? unsafe(`${found.what} inside ${this.label}, at ${this.offset - judged + found.at}`) : null;
  }

  /** The last bytes, at the end of the stream. */
  end(): Finding | null {
    const found = firstIn(this.held, 0, this.held.length, new Set());
    return found ? unsafe(`${found.what} inside ${this.label}, at ${this.offset + found.at}`) : null;
  }
}
