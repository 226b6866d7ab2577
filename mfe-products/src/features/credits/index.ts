// What the credits feature offers the other features of this part; the rest is its own.
export { CreditGrid, GridSkeleton } from './CreditGrid';
