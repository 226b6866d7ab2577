// What the complaint feature offers the other features of this part; the rest is its own.
export { ComplaintForm } from './ComplaintForm';
