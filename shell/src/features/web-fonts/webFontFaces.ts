import rubik400 from '@fontsource/rubik/files/rubik-cyrillic-400-normal.woff2';
import rubik500 from '@fontsource/rubik/files/rubik-cyrillic-500-normal.woff2';
import rubik400latin from '@fontsource/rubik/files/rubik-latin-400-normal.woff2?subset=latin';
import rubik500latin from '@fontsource/rubik/files/rubik-latin-500-normal.woff2?subset=latin';
import noto400tajik from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff2?subset=tajik';
import noto500tajik from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-500-normal.woff2?subset=tajik';
import subsets from '../../app/fontSubsets.json';
import { unicodeRange } from '../../app/unicodeRange';

// Fonts are served by the site itself. Rubik has no ҳ: every Tajik letter (ғ ӣ қ ӯ ҳ ҷ) comes
// from Noto Sans, so Tajik letters always take one known face instead of a random system
// fallback. The Latin and Tajik files are cut down at build time to the characters of
// fontSubsets.json, and their ranges say exactly that.
/** What Rubik's Cyrillic file covers (fontsource's range for it). */
export const RUBIK_CYRILLIC = 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116';
const LATIN = unicodeRange(subsets.latin);
const TAJIK = unicodeRange(subsets.tajik);
/** Every character a Rubik face covers: what its metric-matched fallback stands in for. */
export const RUBIK_RANGE = `${LATIN},${RUBIK_CYRILLIC}`;

export interface WebFontFace {
  family: 'Rubik' | 'Noto Sans';
  weight: 400 | 500;
  url: string;
  unicodeRange: string;
}

export const WEB_FONT_FACES: readonly WebFontFace[] = [
  { family: 'Rubik', weight: 400, url: rubik400latin, unicodeRange: LATIN },
  { family: 'Rubik', weight: 500, url: rubik500latin, unicodeRange: LATIN },
  { family: 'Rubik', weight: 400, url: rubik400, unicodeRange: RUBIK_CYRILLIC },
  { family: 'Rubik', weight: 500, url: rubik500, unicodeRange: RUBIK_CYRILLIC },
  { family: 'Noto Sans', weight: 400, url: noto400tajik, unicodeRange: TAJIK },
  { family: 'Noto Sans', weight: 500, url: noto500tajik, unicodeRange: TAJIK },
];
