// What the a11y feature offers the other features of this part; the rest is its own. The focus
// trap and the scroll lock are the UI kit's, the same as every remote's dialogs use.
export { useFocusTrap, useScrollLock } from '@ssb/ui-kit';
export { useMediaQuery } from './useMediaQuery';
