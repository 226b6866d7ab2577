// What the web-fonts feature offers the other features of this part; the rest is its own.
export { loadWebFonts } from './loadWebFonts';
export { RUBIK_CYRILLIC, RUBIK_RANGE } from './webFontFaces';
