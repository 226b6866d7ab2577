/**
 * A picture a visitor sends is stored as a new picture made from its pixels alone (sharp, libvips):
 * whatever else the file carried (metadata with a location or a camera's serial, a comment, bytes
 * hidden after the image's end, a crafted chunk) is not kept, and what staff open is an image
 * written by a well-kept encoder. Its orientation is applied to the pixels first, so the scan
 * reads as it was taken. Run after the inspection (documents/), which has already bounded the
 * picture's size from its header.
 */
import sharp from 'sharp';
import { MAX_IMAGE_MEGAPIXELS } from './documents/finding';

export async function reencodeImage(data: Buffer, ext: string): Promise<Buffer> {
  const image = sharp(data, { limitInputPixels: MAX_IMAGE_MEGAPIXELS * 1_000_000, failOn: 'error' }).rotate();
  // Metadata (EXIF, XMP, ICC, comments) is dropped unless asked for; it is not asked for.
  return ext === 'png' ? image.png({ compressionLevel: 9 }).toBuffer() : image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

export const isImage = (ext: string) => ext === 'png' || ext === 'jpg' || ext === 'jpeg';
