/**
 * A PNG holds together: every chunk is whole with a right CRC, IHDR comes first with sane
 * dimensions, the image data inflates to exactly the size those dimensions need, and IEND ends
 * the file (bytes after it are how PNG polyglots are made).
 */
import { crc32, inflateSync } from 'node:zlib';
import { damaged, saneDimensions, type Finding } from './finding';

/** What a 12,000 x 12,000 scan in 16-bit grey or a phone photo in RGBA needs, and no more. */
const MAX_DECODED_BYTES = 300 * 1024 * 1024;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel by colour type (0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

interface Header {
  width: number;
  height: number;
  bitsPerPixel: number;
  interlaced: boolean;
}

/** Bytes the filtered scanlines of one (sub)image take: one filter byte per row, then the row. */
const scanlineBytes = (width: number, height: number, bitsPerPixel: number) =>
  width === 0 || height === 0 ? 0 : height * (1 + Math.ceil((width * bitsPerPixel) / 8));

/** Adam7 splits the image into seven passes, each a small image of its own. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function expectedDataBytes({ width, height, bitsPerPixel, interlaced }: Header): number {
  if (!interlaced) return scanlineBytes(width, height, bitsPerPixel);
  return ADAM7.reduce((sum, [x0, y0, dx, dy]) => sum + scanlineBytes(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy), bitsPerPixel), 0);
}

function readHeader(data: Buffer): Header | Finding {
  if (data.length !== 13) return damaged('IHDR of a wrong length');
  const width = data.readUInt32BE(0);
  const height = data.readUInt32BE(4);
  const depth = data[8] ?? 0;
  const channels = CHANNELS[data[9] ?? -1];
  if (channels === undefined || ![1, 2, 4, 8, 16].includes(depth)) return damaged('unknown colour type or bit depth');
  if (data[10] !== 0 || data[11] !== 0 || (data[12] ?? 2) > 1) return damaged('unknown compression, filter or interlace method');
  return saneDimensions(width, height) ?? { width, height, bitsPerPixel: depth * channels, interlaced: data[12] === 1 };
}

export function checkPng(buf: Buffer): Finding | null {
  if (!buf.subarray(0, 8).equals(SIGNATURE)) return damaged('no PNG signature');
  let header: Header | undefined;
  const idat: Buffer[] = [];
  let offset = 8;
  while (offset < buf.length) {
    if (offset + 12 > buf.length) return damaged('a truncated chunk');
    const length = buf.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > buf.length) return damaged('a chunk longer than the file');
    const typeAndData = buf.subarray(offset + 4, offset + 8 + length);
    if (crc32(typeAndData) !== buf.readUInt32BE(offset + 8 + length)) return damaged('a chunk with a wrong CRC');
    const type = buf.toString('latin1', offset + 4, offset + 8);
    const data = buf.subarray(offset + 8, offset + 8 + length);
    if (!header) {
      if (type !== 'IHDR') return damaged('IHDR is not the first chunk');
      const read = readHeader(data);
      if ('problem' in read) return read;
      header = read;
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      if (end !== buf.length) return damaged(`${buf.length - end} bytes after IEND`);
      return checkImageData(header, idat);
    }
    offset = end;
  }
  return damaged('no IEND');
}

function checkImageData(header: Header, idat: Buffer[]): Finding | null {
  if (idat.length === 0) return damaged('no image data');
  const expected = expectedDataBytes(header);
  if (expected > MAX_DECODED_BYTES) return damaged(`image data of ${expected} bytes is too large`);
  let pixels: Buffer;
  try {
    // One byte more than needed is enough to tell "too much" without inflating a bomb whole.
    pixels = inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 });
  } catch {
    return damaged('image data that does not inflate to its size');
  }
  return pixels.length === expected ? null : damaged(`image data of ${pixels.length} bytes, ${expected} expected`);
}
