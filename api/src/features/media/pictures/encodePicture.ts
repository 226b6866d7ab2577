/**
 * A picture staff upload becomes new pictures made from its pixels alone (sharp, libvips): turned
 * as its EXIF orientation says, then written at each width the site serves (PICTURE_WIDTHS, never
 * wider than it is) as WebP. Nothing else of the file goes on: sharp writes no metadata unless
 * asked (withMetadata / keepMetadata, never called here), so EXIF with a camera's serial or a GPS
 * position, XMP, IPTC, comments and bytes hidden after the image's end are left behind.
 *
 * WebP alone: every browser the site supports shows it (Safari since 14), and a JPEG fallback
 * would double what is stored and served for no visitor.
 */
import { createHash } from 'node:crypto';
import sharp, { type SharpOptions } from 'sharp';
import { PICTURE_MAX_WIDTH, pictureWidths } from '@ssb/contracts/node';

/** The largest file taken (the multipart limit): a camera's full-size JPEG is 5–12 MB. */
export const MAX_PICTURE_BYTES = 15 * 1024 * 1024;
/** Past this a picture is refused from its header, before its pixels are decoded (a 40 MP decode is ~160 MB). */
export const MAX_PICTURE_MEGAPIXELS = 40;
/** WebP at 82: no visible loss on photographs, about a third of a JPEG of the same look. */
const WEBP = { quality: 82, effort: 4 } as const;

const DECODE: SharpOptions = {
  limitInputPixels: MAX_PICTURE_MEGAPIXELS * 1_000_000,
  // A real fault refuses the picture; a camera's harmless warning (an odd marker) does not.
  failOn: 'error',
  // An animated WebP or PNG: its first frame.
  pages: 1,
};

export type PictureFormat = 'jpeg' | 'png' | 'webp';

/** What the bytes are, by their first bytes (never the file's name or the browser's type). */
export function pictureFormatOf(data: Buffer): PictureFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface PictureVariant {
  width: number;
  height: number;
  contentType: 'image/webp';
  data: Buffer;
  sha256: string;
}

export type Encoded =
  { ok: true; width: number; height: number; variants: PictureVariant[] } | { ok: false; problem: 'type' | 'too_large' | 'damaged'; reason: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

export async function encodePicture(data: Buffer, format: PictureFormat): Promise<Encoded> {
  let width: number;
  let height: number;
  try {
    // The header alone: sharp refuses past limitInputPixels here, before a pixel is decoded.
    const meta = await sharp(data, DECODE).metadata();
    if (meta.format !== format) return { ok: false, problem: 'type', reason: `${format} by its first bytes, ${meta.format} by its header` };
    ({ width, height } = meta.autoOrient);
  } catch (error) {
    const reason = messageOf(error);
    return { ok: false, problem: /pixel limit/i.test(reason) ? 'too_large' : 'damaged', reason };
  }
  if (width * height > MAX_PICTURE_MEGAPIXELS * 1_000_000) return { ok: false, problem: 'too_large', reason: `${width}×${height}` };
  const variants: PictureVariant[] = [];
  try {
    // One width at a time: a 40 MP decode is large, and two cores are shared with the requests.
    for (const target of pictureWidths(Math.min(width, PICTURE_MAX_WIDTH))) {
      const { data: out, info } = await sharp(data, DECODE)
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp(WEBP)
        .toBuffer({ resolveWithObject: true });
      variants.push({
        width: info.width,
        height: info.height,
        contentType: 'image/webp',
        data: out,
        sha256: createHash('sha256').update(out).digest('hex'),
      });
    }
  } catch (error) {
    // A header that reads but pixels that do not decode (a truncated or crafted file).
    return { ok: false, problem: 'damaged', reason: messageOf(error) };
  }
  const widest = variants[variants.length - 1];
  if (!widest) return { ok: false, problem: 'damaged', reason: 'no variant was made' };
  return { ok: true, width: widest.width, height: widest.height, variants };
}
