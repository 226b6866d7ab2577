/**
 * Why a document was refused after its kind was recognised: it does not hold together as that
 * kind ("damaged"), or it also carries something a browser or a viewer would run ("unsafe").
 * The reason is for the log; the visitor gets the message of the problem.
 */
export interface Finding {
  problem: 'damaged' | 'unsafe';
  reason: string;
}

export const damaged = (reason: string): Finding => ({ problem: 'damaged', reason });
export const unsafe = (reason: string): Finding => ({ problem: 'unsafe', reason });

/** Pictures larger than this on a side, or in all, are no scan of a passport: a decompression bomb at worst. */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 60_000_000;

export function saneDimensions(width: number, height: number): Finding | null {
  if (width < 1 || height < 1) return damaged(`image of ${width}x${height}`);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS)
    return damaged(`image of ${width}x${height} is too large`);
  return null;
}
