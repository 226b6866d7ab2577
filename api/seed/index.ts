/**
 * The seed's content as other packages' tests read it (`@ssb/api/seed`): a remote's page tested
 * against the very texts and figures the API serves, in each language.
 */
export { history, reception, rights } from './content/about';
export { atms, offices, posTerminals } from './content/locations';
export { privacyPages } from './content/privacy';
export { localize } from '../src/shared/localize';
