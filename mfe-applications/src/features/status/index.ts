// What the status feature offers the other features of this part: the form, for a journey's test.
export { StatusForm } from './StatusForm';
