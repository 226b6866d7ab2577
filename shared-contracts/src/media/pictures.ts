/**
 * Pictures staff upload in the content studio (news, home sliders, products): the API stores each
 * at a few widths, WebP, and serves them at `/api/media/pictures/<id>/<width>.webp`. What the API
 * stores and what a page asks for follow from these names alone, so a page needs nothing but the
 * URL it was given (the largest width) to offer the browser every width (a srcset).
 */

/**
 * The widths a picture is stored at. The layouts show pictures at most ~400 px wide in cards
 * (popular products, news list), ~620–770 px in the home slider (half the 1280 px container, or a
 * phone's whole width), 820 px on a news page: 400 and 800 serve cards and those at 1×, 1200 the
 * slider at 2×, 1600 a news page at 2×. Nothing is made wider than the original.
 */
export const PICTURE_WIDTHS = [400, 800, 1200, 1600] as const;

/** A picture's widest variant: the original's width, at most the last of PICTURE_WIDTHS. */
export const PICTURE_MAX_WIDTH: number = Math.max(...PICTURE_WIDTHS);

/** The widths stored for a picture whose widest variant is `largest`: each standard width below it, and it. */
export const pictureWidths = (largest: number): number[] => [...PICTURE_WIDTHS.filter((w) => w < largest), largest];

/** Where one width of a picture is served. */
export const pictureUrl = (id: string, width: number): string => `/api/media/pictures/${id}/${width}.webp`;

/** A picture's URL (with an origin or without), its id and width apart; anything else does not match. */
const PICTURE_URL =
  /^((?:https?:\/\/[^/?#]+)?\/api\/media\/pictures\/)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([1-9]\d{0,4})\.webp$/;

/** An <img>'s sources, to spread into it: `<img {...pictureSources(url, sizes)} width height alt />`. */
export interface PictureSources {
  /** The URL given (a studio picture's widest variant, or any other image as it is). */
  src: string;
  /** Every stored width of a studio picture (`<url> <width>w, …`); absent for any other image. */
  srcSet?: string;
  /** The layout's width of the image, as the caller gave it; only with a srcSet. */
  sizes?: string;
}

/**
 * The attributes of an <img> for a picture's URL: every stored width as a srcset (and the layout's
 * `sizes`, which the browser needs to choose among them). Any other URL (the seed's SVG artwork,
 * an old upload) comes back as `{ src }` alone, unchanged. The <img>'s width and height stay the
 * caller's: they reserve the layout's box whichever width the browser takes.
 */
export function pictureSources(url: string, sizes?: string): PictureSources {
  const match = PICTURE_URL.exec(url);
  const largest = match ? Number(match[3]) : 0;
  if (!match || largest > PICTURE_MAX_WIDTH) return { src: url };
  const [, base, id] = match;
  const srcSet = pictureWidths(largest)
    .map((w) => `${base}${id}/${w}.webp ${w}w`)
    .join(', ');
  return sizes ? { src: url, srcSet, sizes } : { src: url, srcSet };
}
