// What the applications feature offers the other features of this part; the rest is its own.
export { ApplicationDialogMount } from './ApplicationDialogMount';
