// What the a11y feature offers the other features of this part; the rest is its own. A modal
// (the search, the phone's panel) is a native <dialog> made modal the UI kit's way, as every
// remote's dialog is.
export { useBackdropClose, useModal } from '@ssb/ui-kit';
export { useMediaQuery } from './useMediaQuery';
