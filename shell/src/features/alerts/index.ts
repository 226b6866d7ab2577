// What the alerts feature offers the other features of this part; the rest is its own.
export { Toast } from './Toast';
