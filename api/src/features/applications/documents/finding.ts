/**
 * Why a document was refused after its kind was recognised: it does not hold together as that
 * kind ("damaged"), it also carries something a browser or a viewer would run, open or fetch
 * ("unsafe"), it is a picture larger than any scan needs ("too_large"), or it is encrypted, so
 * that what it carries cannot be seen ("encrypted"). The reason is for the log; the visitor gets
 * the message of the problem.
 */
export interface Finding {
  problem: 'damaged' | 'unsafe' | 'too_large' | 'encrypted';
  reason: string;
}

export const damaged = (reason: string): Finding => ({ problem: 'damaged', reason });
export const unsafe = (reason: string): Finding => ({ problem: 'unsafe', reason });
export const tooLarge = (reason: string): Finding => ({ problem: 'too_large', reason });
export const encrypted = (reason: string): Finding => ({ problem: 'encrypted', reason });

/**
 * Pictures over this many pixels are no scan or photo of a document: a 600 dpi A4 scan is 35
 * megapixels, a phone photo 12. Decided from the header (PNG's IHDR, JPEG's frame header),
 * before a byte of the image data is inflated.
 */
export const MAX_IMAGE_MEGAPIXELS = 40;
const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
/** A side longer than this is a strip no scanner makes (and JPEG's own limit is 65,535). */
const MAX_IMAGE_SIDE = 16_384;

export function saneDimensions(width: number, height: number): Finding | null {
  if (width < 1 || height < 1) return damaged(`image of ${width}x${height}`);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS)
    return tooLarge(`image of ${width}x${height} is over ${MAX_IMAGE_MEGAPIXELS} megapixels or ${MAX_IMAGE_SIDE} px a side`);
  return null;
}
