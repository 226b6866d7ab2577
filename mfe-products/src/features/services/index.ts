// What the services feature offers the other features of this part; the rest is its own.
export { ServiceGrid } from './ServiceGrid';
