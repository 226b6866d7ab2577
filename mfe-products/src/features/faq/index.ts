// What the faq feature offers the other features of this part; the rest is its own.
export { FaqList } from './FaqList';
