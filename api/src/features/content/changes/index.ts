/** Drafts and four-eyes approval: the changes staff propose (changeStore.ts), the rules of their states (workflow.ts), how they are checked and published. */
export { approveChange } from './approval';
export { changeStore, type ChangeAction, type ChangeState, type ContentChange } from './changeStore';
export { currentBody, currentItems } from './currentBody';
export { effectiveAtOf } from './publishChange';
export { checkChange, docsByKey, isRefusal, readBody, type Refusal } from './readChange';
export { APPROVABLE, CHANGE_KINDS, EDITABLE, isAuthor, isTreasuryKind, PUBLISHABLE_ALONE, stateAfterEdit, SUBMITTABLE } from './workflow';
export { bodyOfDocs, changeForms, ratesBody, titlesOf } from './forms';
