// What the header feature offers the other features of this part; the rest is its own.
export { Header } from './Header';
