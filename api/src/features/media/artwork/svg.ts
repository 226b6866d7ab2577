/** The bank's illustration palette and the SVG frame every picture shares. */

export const C = {
  red: '#FF1F1F',
  redStrong: '#CC1818',
  redDark: '#B71515',
  redSoft: '#FCE8E8',
  redPale: '#FFC9C9',
  ink: '#282828',
  muted: '#54545A',
  subtle: '#6B6B73',
  line: '#D2D2D3',
  mist: '#EDEDEF',
  paper: '#F7F7F7',
  white: '#FFFFFF',
  // The one accent of the set: warm amber for coins, sun and highlights.
  amber: '#F5A623',
  amberDark: '#D98A0B',
  glass: '#DCE4EC',
  leaf: '#3E9B63',
  leafDark: '#2C7A4B',
  skin: '#F0C4A0',
  skinDark: '#C98E68',
  hair: '#3A2A22',
} as const;

export const SANS = 'Arial, Helvetica, sans-serif';

export const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A picture drawn in a design space, shown at width × height through viewBox. */
export interface Artwork {
  width: number;
  height: number;
  /** x, y, width, height of the part of the design space shown. */
  view: [number, number, number, number];
  label: string;
  /** The flat colour under everything (also the PNG's field colour); none for card faces. */
  background: string | null;
  body: string;
}

const num = (n: number) => String(Math.round(n * 100) / 100);

export function renderSvg({ width, height, view, label, background, body }: Artwork): string {
  const [x, y, w, h] = view;
  const text = escapeXml(label);
  const field = background
    ? x === 0 && y === 0
      ? `<rect width="${num(w)}" height="${num(h)}" fill="${background}"/>`
      : `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${background}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${[x, y, w, h].map(num).join(' ')}" role="img" aria-label="${text}"><title>${text}</title>${field}${body}</svg>\n`;
}

/**
 * The view of an 800 × 500 scene in another frame, full width and centred: a taller frame shows
 * more background, a wider one trims top and bottom (scenes keep their subject clear of the edges).
 */
export function viewFor(width: number, height: number): [number, number, number, number] {
  const h = (800 * height) / width;
  return [0, (500 - h) / 2, 800, h];
}

export const g = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
