import { createGlobalStyle } from 'styled-components';
import rubik400 from '@fontsource/rubik/files/rubik-cyrillic-400-normal.woff2';
import rubik500 from '@fontsource/rubik/files/rubik-cyrillic-500-normal.woff2';
import rubik400latin from '@fontsource/rubik/files/rubik-latin-400-normal.woff2';
import rubik500latin from '@fontsource/rubik/files/rubik-latin-500-normal.woff2';
import noto400ext from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff2';
import noto500ext from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-500-normal.woff2';

// Fonts are served by the site itself. `swap` keeps text visible while they load.
// Rubik has no ҳ: every letter of the Cyrillic extension (ғ ӣ қ ӯ ҳ ҷ) comes from Noto Sans,
// so Tajik letters always take one known face instead of a random system fallback.
const CYRILLIC = 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116';
const CYRILLIC_EXT = 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F';
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

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
  ${face('Rubik', 400, rubik400, CYRILLIC)}
  ${face('Rubik', 500, rubik500, CYRILLIC)}
  ${face('Noto Sans', 400, noto400ext, CYRILLIC_EXT)}
  ${face('Noto Sans', 500, noto500ext, CYRILLIC_EXT)}

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
