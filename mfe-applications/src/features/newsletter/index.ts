// What the newsletter feature offers the other features of this part; the rest is its own.
export { NewsletterBox } from './NewsletterBox';
