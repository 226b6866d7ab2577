// Design tokens of the bank (docs/design-tokens.md), through the styled-components theme the shell
// provides: no part hard-codes a colour, size or breakpoint.
export const theme = {
  colors: {
    primary: '#FF1F1F',
    primaryStrong: '#CC1818',
    primaryHover: '#B71515',
    primarySoft: '#FCE8E8',
    background: '#F7F7F7',
    surface: '#FFFFFF',
    text: '#282828',
    textMuted: '#54545A',
    textSubtle: '#6B6B73',
    divider: '#D2D2D3',
    info: '#0066CC',
    success: '#1B7F3B',
    successSoft: '#E6F4EA',
    error: '#B3261E',
    errorSoft: '#FCE8E6',
    onPrimary: '#FFFFFF',
    /** Behind a modal dialog or panel. */
    backdrop: 'rgba(20, 20, 24, 0.55)',
  },
  font: {
    // Rubik has no ҳ/Ҳ: Noto Sans follows it so Tajik words fall back to one known face. Rubik
    // Fallback is Arial scaled to Rubik, for Rubik's characters until the web fonts have loaded.
    family: "'Rubik', 'Rubik Fallback', 'Noto Sans', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    weight: { regular: 400, medium: 500 },
  },
  type: {
    display: { size: 32, line: 38 },
    h2: { size: 24, line: 28 },
    h3: { size: 20, line: 24 },
    lead: { size: 18, line: 22 },
    body: { size: 16, line: 22 },
    small: { size: 14, line: 20 },
    caption: { size: 12, line: 20 },
  },
  /** Spacing scale: space[0]=4 … space[7]=64. */
  space: [4, 8, 12, 16, 24, 32, 48, 64] as const,
  radius: { control: 8, card: 12, dialog: 16 },
  breakpoints: { tablet: 768, desktop: 1280 },
  layout: { maxWidth: 1280, gutterMobile: 16, gutterTablet: 24 },
  touchTarget: 44,
  /** Stacking layers, lowest first, for what is fixed or overlays; a modal <dialog> is above them all (the top layer). */
  layers: {
    header: 100,
    bottomMenu: 200,
    loadingBar: 300,
    /** A panel over the page that is not modal. */
    overlay: 900,
    /** A dialog over the page that is not modal. */
    dialog: 1000,
    toast: 1100,
    /** The skip link, above everything when focused. */
    skipLink: 1200,
  },
} as const;

export type Theme = typeof theme;

export const media = {
  mobile: `@media (max-width: ${theme.breakpoints.tablet - 1}px)`,
  tablet: `@media (min-width: ${theme.breakpoints.tablet}px)`,
  desktop: `@media (min-width: ${theme.breakpoints.desktop}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
};
