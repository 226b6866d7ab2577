/**
 * A JPEG holds together: its segments chain from SOI with lengths inside the file, each is one
 * the JPEG standard defines for a still image (application data APP0–APP15 such as JFIF, Exif,
 * ICC profiles and XMP, comments, tables, frame and scan headers, restart intervals, DNL), a
 * frame header (SOF) gives sane dimensions (at most 40 megapixels, judged before any scan is
 * read) before the first scan, and the scans end in EOI. A reserved or extension marker (JPG,
 * JPGn) is damage: no viewer decodes it, and it is a place to hide a payload. Bytes after EOI
 * are dropped from what is stored: phone cameras append their own data there (a motion photo's
 * video, a maker's trailer), no viewer shows it, and it is where a zip rides along. They are read
 * first, as the rest is: markup or another container there is refused, not dropped.
 */
import { damaged, saneDimensions, type Finding } from './finding';

const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
/** Segments with a length that a still image may carry: APPn, COM, DQT, DHT, DAC, DRI, DNL, EXP and the frame headers. */
const isKnownSegment = (marker: number) =>
  (marker >= 0xe0 && marker <= 0xef) || [0xfe, 0xdb, 0xc4, 0xcc, 0xdd, 0xdc, 0xdf, 0xda].includes(marker) || isFrameHeader(marker);
/** Markers without a length: TEM and the restart markers. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** The offset just past a scan's entropy-coded data: the next marker that is not a stuffed 0x00 or a restart. */
function endOfScan(buf: Buffer, from: number): number {
  let i = from;
  for (;;) {
    i = buf.indexOf(0xff, i);
    if (i < 0 || i + 1 >= buf.length) return -1;
    const next = buf[i + 1] ?? 0;
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) i += next === 0xff ? 1 : 2;
    else return i;
  }
}

/** The JPEG as it is stored: up to its EOI, and what came after it, if anything, named as dropped. */
export interface CheckedJpeg {
  data: Buffer;
  dropped: string[];
}

export function checkJpeg(buf: Buffer): Finding | CheckedJpeg {
  if (buf[0] !== 0xff || buf[1] !== 0xd8) return damaged('no SOI');
  let offset = 2;
  let frame = false;
  let scans = 0;
  while (offset < buf.length) {
    if (buf[offset] !== 0xff) return damaged(`no marker at ${offset}`);
    let at = offset + 1;
    while (buf[at] === 0xff) at += 1; // fill bytes
    const marker = buf[at];
    if (marker === undefined) return damaged('a truncated marker');
    if (marker === 0xd9) {
      if (!frame || scans === 0) return damaged('EOI before any image');
      const end = at + 1;
      return end === buf.length ? { data: buf, dropped: [] } : { data: buf.subarray(0, end), dropped: [`${buf.length - end} bytes after EOI`] };
    }
    if (isStandalone(marker)) {
      offset = at + 1;
      continue;
    }
    if (!isKnownSegment(marker)) return damaged(`an unknown segment (marker 0x${marker.toString(16)})`);
    if (at + 3 > buf.length) return damaged('a truncated segment');
    const length = buf.readUInt16BE(at + 1);
    const end = at + 1 + length;
    if (length < 2 || end > buf.length) return damaged('a segment longer than the file');
    if (isFrameHeader(marker)) {
      if (length < 8) return damaged('a short frame header');
      const bad = saneDimensions(buf.readUInt16BE(at + 6), buf.readUInt16BE(at + 4));
      if (bad) return bad;
      frame = true;
    }
    if (marker === 0xda) {
      if (!frame) return damaged('a scan before the frame header');
      scans += 1;
      const next = endOfScan(buf, end);
      if (next < 0) return damaged('a scan without an end (no EOI)');
      offset = next;
      continue;
    }
    offset = end;
  }
  return damaged('no EOI');
}
