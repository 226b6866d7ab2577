// What the footer feature offers the other features of this part; the rest is its own.
export { DeferredFooter } from './DeferredFooter';
export { CONTACT } from './footerLinks';
