// What the consent feature offers the other features of this part; the rest is its own.
export { ConsentField } from './ConsentField';
export { PrivacyLink } from './PrivacyLink';
