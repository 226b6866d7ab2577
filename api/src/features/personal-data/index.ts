/** Personal data at rest: forms, notes and documents sealed, blind indexes to find them, and who opened what. */
export { ACCESS_ACTIONS, accessRecord, type AccessAction, type AccessRecord } from './accessRecord';
export { nameTokenOf, nameTokensOf, nameWords, phoneIndexOf } from './blindIndex';
export { keyRingOf } from './keyRingSource';
export { phoneDigits } from './phoneDigits';
export { reseal } from './resealing';
export { openForm, openNote, sealForm, sealNote } from './sealedFields';
export { sealedUploadStore } from './sealedUploadStore';
