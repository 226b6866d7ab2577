// What the prefetch feature offers the other features of this part; the rest is its own.
export { usePrefetchLinks } from './usePrefetchLinks';
