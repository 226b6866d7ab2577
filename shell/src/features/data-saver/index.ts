// What the data-saver feature offers the other features of this part; the rest is its own.
export { visitorWantsLessData } from './dataSaver';
