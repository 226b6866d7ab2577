// What the dialog feature offers the other features of this part; the rest is its own.
export { DialogHost } from './DialogHost';
