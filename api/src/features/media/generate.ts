import { LRUCache } from 'lru-cache';
import { artwork } from './artwork';
import { parseDocumentName, renderDocument } from './documents';
import { encodePng } from './png';

/**
 * The project's own images and documents, made from their names (no binary files in the
 * repository, nothing downloaded at run time): the bank's illustrations as SVG for
 * /api/media/<name>.svg, a simple raster in the same field colour for <name>.png, and the
 * bank's documents for /api/files/<name>.pdf (./documents: texts, tables, an embedded font).
 */
const PALETTE = ['#FF1F1F', '#CC1818', '#0066CC', '#1B7F3B', '#54545A', '#B71515'];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** A name is lowercase words, digits and dashes; anything else is not ours. */
export const MEDIA_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The raster stand-in of a name: the field colour of its illustration, a disc, a band below. */
function pictureOf(name: string) {
  const h = hash(name);
  const thumb = name.endsWith('-thumb');
  const [width, height] = thumb ? [320, 200] : name.startsWith('head-') ? [400, 400] : [800, 500];
  return {
    width,
    height,

    base: artwork(name).field,
    accent: PALETTE[(h >>> 8) % PALETTE.length] as string,
    disc: { cx: 120 + ((h >>> 4) % (width - 240)), cy: Math.round(height * 0.35), r: Math.round(height * 0.45), opacity: 0.35 },
    band: { height: 64, colour: '#282828', opacity: 0.25 },
  };
}

/** The illustration of a name (see ./artwork). */
export const svgImage = (name: string): string => artwork(name).svg;

const rgbOf = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/**
 * A plain raster for whatever still asks for PNG (the pages show the SVG illustrations, which
 * are kept small because each SVG <img> is parsed and painted on the browser's main thread).
 */
function rasterImage(name: string): Buffer {
  // Local names: the loop runs per pixel, and a global's lookup is slow in a VM context (Jest's).
  const { hypot, min, max, round } = Math;
  const { width, height, base, accent, disc, band } = pictureOf(name);
  const [br, bg, bb] = rgbOf(base);
  const [ar, ag, ab] = rgbOf(accent);
  const [nr, ng, nb] = rgbOf(band.colour);
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Disc coverage from the distance to its edge: a one-pixel soft edge instead of steps.
      const distance = hypot(x + 0.5 - disc.cx, y + 0.5 - disc.cy);
      const a = min(1, max(0, disc.r + 0.5 - distance)) * disc.opacity;
      let r = br + (ar - br) * a;
      let g = bg + (ag - bg) * a;
      let b = bb + (ab - bb) * a;
      if (y >= height - band.height) {
        r += (nr - r) * band.opacity;
        g += (ng - g) * band.opacity;
        b += (nb - b) * band.opacity;
      }
      const i = (y * width + x) * 3;
      rgb[i] = round(r);
      rgb[i + 1] = round(g);
      rgb[i + 2] = round(b);
    }
  }
  return encodePng(width, height, rgb);
}

// Names are validated but unbounded: the cache keeps the few hundred read most recently, so a
// crawler asking for every name does not push out the pictures of the pages people visit.
const pngCache = new LRUCache<string, Buffer>({ max: 256 });

export function pngImage(name: string): Buffer {
  let png = pngCache.get(name);
  if (!png) {
    png = rasterImage(name);
    pngCache.set(name, png);
  }
  return png;
}

// Documents are a closed set (about a dozen, in three languages and the three together): each
// is made once, on first request or when the seed reads its size, and kept.
const documentCache = new Map<string, Buffer>();

/** The PDF of /api/files/<fileName>, or undefined when the bank has no such document. */
export function findDocument(fileName: string): Buffer | undefined {
  let pdf = documentCache.get(fileName);
  if (!pdf) {
    const parsed = parseDocumentName(fileName);
    if (!parsed) return undefined;
    pdf = renderDocument(parsed.name, parsed.langs);
    documentCache.set(fileName, pdf);
  }
  return pdf;
}

/** The PDF of a document the seed lists (its size is the listed size): one the bank has. */
export function documentBytes(fileName: string): Buffer {
  const pdf = findDocument(fileName);
  if (!pdf) throw new Error(`no document ${fileName}: see api/src/features/media/documents`);
  return pdf;
}
