/**
 * The shell's own style constants: values the shared theme has no token for (the dark footer
 * band, overlays, fixed bar heights). Colours here were checked for WCAG AA.
 */
import { theme } from '@ssb/contracts';

export const shellColors = {
  /** Footer band; footerText on it is 14.7:1, footerMuted 9.5:1. */
  footerBg: '#1F1F22',
  footerText: '#F2F2F2',
  footerMuted: '#C4C4CA',
  footerDivider: '#3A3A40',
  /** Focus ring on the dark footer (the red ring is too dark there). */
  footerFocus: '#FFFFFF',
  overlay: theme.colors.backdrop,
  shadow: 'rgba(0, 0, 0, 0.16)',
} as const;

/**
 * Toast colours by alert type: each text colour is at least 6.9:1 on its background (the
 * theme's success green is 4.46:1 on successSoft, just under AA, so the toast uses a darker one).
 */
export const toastColors = {
  loading: { bg: '#E8F1FB', fg: '#0B4F91' },
  info: { bg: '#E8F1FB', fg: '#0B4F91' },
  success: { bg: '#E6F4EA', fg: '#1B5E20' },
  error: { bg: '#FCE8E6', fg: '#8C1D18' },
} as const;

/** The theme's stacking layers (a modal <dialog> is above them all, in the browser's top layer). */
export const layers = theme.layers;

export const sizes = {
  headerHeight: 64,
  subNavHeight: 48,
  mobileHeaderHeight: 56,
  /** The fixed bottom menu on phones; the toast and the footer keep clear of it. */
  bottomMenuHeight: 64,
  panelWidth: 320,
} as const;
