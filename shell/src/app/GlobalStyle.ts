import { createGlobalStyle } from 'styled-components';
import rubik400 from '@fontsource/rubik/files/rubik-cyrillic-400-normal.woff2';
import rubik500 from '@fontsource/rubik/files/rubik-cyrillic-500-normal.woff2';
import rubik400latin from '@fontsource/rubik/files/rubik-latin-400-normal.woff2?subset=latin';
import rubik500latin from '@fontsource/rubik/files/rubik-latin-500-normal.woff2?subset=latin';
import noto400tajik from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff2?subset=tajik';
import noto500tajik from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-500-normal.woff2?subset=tajik';
import subsets from './fontSubsets.json';
import { unicodeRange } from './unicodeRange';

// Fonts are served by the site itself. `swap` keeps text visible while they load.
// Rubik has no ҳ: every Tajik letter (ғ ӣ қ ӯ ҳ ҷ) comes from Noto Sans, so Tajik letters always
// take one known face instead of a random system fallback. The Latin and Tajik files are cut
// down at build time to the characters of fontSubsets.json, and their ranges say exactly that.
/** What Rubik's Cyrillic file covers (fontsource's range for it). */
export const RUBIK_CYRILLIC = 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116';
const LATIN = unicodeRange(subsets.latin);
const TAJIK = unicodeRange(subsets.tajik);

const face = (family: string, weight: number, url: string, range: string) => `
@font-face {
  font-family: '${family}';
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: url(${url}) format('woff2');
  unicode-range: ${range};
}`;

export const GlobalStyle = createGlobalStyle`
  ${face('Rubik', 400, rubik400latin, LATIN)}
  ${face('Rubik', 500, rubik500latin, LATIN)}
  ${face('Rubik', 400, rubik400, RUBIK_CYRILLIC)}
  ${face('Rubik', 500, rubik500, RUBIK_CYRILLIC)}
  ${face('Noto Sans', 400, noto400tajik, TAJIK)}
  ${face('Noto Sans', 500, noto500tajik, TAJIK)}

  *, *::before, *::after { box-sizing: border-box; }
  /* scrollbar-gutter: locking the scroll for a modal never shifts the page sideways. */
  html { -webkit-text-size-adjust: 100%; scrollbar-gutter: stable; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.type.body.size}px;
    line-height: ${({ theme }) => theme.type.body.line}px;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  a { color: ${({ theme }) => theme.colors.primaryStrong}; }
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
