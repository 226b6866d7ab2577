// What the deposits feature offers the other features of this part; the rest is its own.
export { DepositGrid } from './DepositGrid';
