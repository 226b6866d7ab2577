import { createGlobalStyle } from 'styled-components';
import { RUBIK_RANGE } from '../features/web-fonts';

// The web fonts come from the shell's script after the first paint (features/web-fonts): until
// then, and for a visitor who saves data, text is set in the system's Arial (Liberation Sans,
// Helvetica or Roboto where Arial is missing; its bold for Rubik's 500), scaled to Rubik's widths
// and vertical metrics so that the swap moves nothing; only for Rubik's characters (Tajik
// letters go on to Noto Sans). Measured in Chromium on Cyrillic and Latin text: Rubik 400 is
// 1.031–1.039× Arial's width, Rubik 500 0.995–1.005× Arial Bold's; Rubik's ascent is 0.935 em,
// its descent 0.25 em.
const fallback = (weight: number, sources: string, sizeAdjust: number) => `
@font-face {
  font-family: 'Rubik Fallback';
  font-style: normal;
  font-weight: ${weight};
  src: ${sources};
  size-adjust: ${(sizeAdjust * 100).toFixed(1)}%;
  ascent-override: ${((0.935 / sizeAdjust) * 100).toFixed(1)}%;
  descent-override: ${((0.25 / sizeAdjust) * 100).toFixed(1)}%;
  line-gap-override: 0%;
  unicode-range: ${RUBIK_RANGE};
}`;

export const GlobalStyle = createGlobalStyle`
  ${fallback(400, "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Helvetica'), local('Roboto')", 1.035)}
  ${fallback(500, "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('Helvetica Bold'), local('Roboto Medium')", 1.0)}

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
