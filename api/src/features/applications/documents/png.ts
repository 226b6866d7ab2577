/**
 * A PNG holds together: every chunk is whole with a right CRC, IHDR comes first with sane
 * dimensions, the image data inflates to exactly the size those dimensions need, and IEND ends
 * the file (bytes after it are how PNG polyglots are made).
 *
 * Bombs: the size is judged from IHDR before anything is inflated (40 megapixels, and at most
 * MAX_DECODED_BYTES of filtered scanlines), and the image data is then inflated as a stream whose
 * output is counted and dropped, stopping one byte past the size IHDR declared: a small image
 * with a huge data stream costs no more than the small image.
 *
 * Chunks: only the ones the PNG specification defines for a still image are stored. An unknown
 * critical chunk is damage (no decoder may show the image). Text chunks (tEXt, zTXt, iTXt), eXIf
 * and any other ancillary chunk (APNG frames, private chunks such as the iDOT of an iPhone
 * screenshot) are dropped from the file that is stored: they are what a scanner or a phone adds
 * and what a polyglot hides its payload in, and the image is the same without them. The markup
 * scan has read the whole file before, so a payload in them is still refused, not cleaned.
 */
import { createInflate, crc32 } from 'node:zlib';
import { damaged, saneDimensions, tooLarge, type Finding } from './finding';

/** A 40-megapixel RGBA image with 8 bits a sample, and its filter bytes. */
const MAX_DECODED_BYTES = 160 * 1024 * 1024 + 40_000;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel by colour type (0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
/** The ancillary chunks of a still image (PNG specification, 3rd edition, without text and eXIf). */
const KEPT_ANCILLARY = new Set(['tRNS', 'cHRM', 'gAMA', 'iCCP', 'sBIT', 'sRGB', 'pHYs', 'tIME', 'bKGD', 'hIST', 'sPLT']);

interface Header {
  width: number;
  height: number;
  bitsPerPixel: number;
  interlaced: boolean;
}

/** The PNG as it is stored: the same bytes, or without the chunks that were dropped. */
export interface CheckedPng {
  data: Buffer;
  dropped: string[];
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

/**
 * How many bytes the zlib stream inflates to, counting up to `limit` + 1 and keeping none of
 * them; 'bad' when it is no whole zlib stream.
 */
function inflatedLength(parts: Buffer[], limit: number): Promise<number | 'bad'> {
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: 64 * 1024 });
    let total = 0;
    let settled = false;
    const settle = (value: number | 'bad') => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(value);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) settle(total);
    });
    inflate.on('end', () => settle(total));
    inflate.on('error', () => settle('bad'));
    for (const part of parts) inflate.write(part);
    inflate.end();
  });
}

export async function checkPng(buf: Buffer): Promise<Finding | CheckedPng> {
  if (!buf.subarray(0, 8).equals(SIGNATURE)) return damaged('no PNG signature');
  let header: Header | undefined;
  const idat: Buffer[] = [];
  const kept: Buffer[] = [SIGNATURE];
  const dropped: string[] = [];
  let offset = 8;
  while (offset < buf.length) {
    if (offset + 12 > buf.length) return damaged('a truncated chunk');
    const length = buf.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > buf.length) return damaged('a chunk longer than the file');
    const type = buf.toString('latin1', offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return damaged('a chunk type that is not four letters');
    if (crc32(buf.subarray(offset + 4, offset + 8 + length)) !== buf.readUInt32BE(offset + 8 + length)) return damaged('a chunk with a wrong CRC');
    const data = buf.subarray(offset + 8, offset + 8 + length);
    const chunk = buf.subarray(offset, end);
    if (!header) {
      if (type !== 'IHDR') return damaged('IHDR is not the first chunk');
      const read = readHeader(data);
      if ('problem' in read) return read;
      // Decided here, before any image data is read, let alone inflated.
      if (expectedDataBytes(read) > MAX_DECODED_BYTES) return tooLarge(`image data of ${expectedDataBytes(read)} bytes`);
      header = read;
      kept.push(chunk);
    } else if (type === 'IEND') {
      if (end !== buf.length) return damaged(`${buf.length - end} bytes after IEND`);
      kept.push(chunk);
      const problem = await checkImageData(header, idat);
      if (problem) return problem;
      return dropped.length === 0 ? { data: buf, dropped } : { data: Buffer.concat(kept), dropped };
    } else if (CRITICAL.has(type)) {
      if (type === 'IHDR') return damaged('a second IHDR');
      if (type === 'IDAT') idat.push(data);
      kept.push(chunk);
    } else if (type.charCodeAt(0) < 0x61) {
      // An uppercase first letter marks a chunk a decoder must understand to show the image.
      return damaged(`an unknown critical chunk ${type}`);
    } else if (KEPT_ANCILLARY.has(type)) {
      kept.push(chunk);
    } else {
      dropped.push(type);
    }
    offset = end;
  }
  return damaged('no IEND');
}

async function checkImageData(header: Header, idat: Buffer[]): Promise<Finding | null> {
  if (idat.length === 0) return damaged('no image data');
  const expected = expectedDataBytes(header);
  // One byte more than needed is enough to tell "too much" without inflating a bomb whole.
  const inflated = await inflatedLength(idat, expected);
  if (inflated === 'bad') return damaged('image data that does not inflate');
  return inflated === expected ? null : damaged(`image data of ${inflated > expected ? 'more than ' : ''}${inflated} bytes, ${expected} expected`);
}
