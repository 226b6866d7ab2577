// What the a11y feature offers the other features of this part; the rest is its own.
export { useFocusTrap } from './useFocusTrap';
export { useMediaQuery } from './useMediaQuery';
export { useScrollLock } from './useScrollLock';
