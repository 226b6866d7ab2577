/** Where visitors' documents are kept: a folder on disk or the database (uploadStore.ts says what a store does). */
export { chooseUploadStore, type UploadStoreKind } from './chooseUploadStore';
export type { StoredDocument, UploadStore } from './uploadStore';
