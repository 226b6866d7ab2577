// What the frame feature offers the other features of this part; the rest is its own.
export { FirstPageShown, useAfterFirstPage } from './firstPage';
