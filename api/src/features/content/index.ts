/**
 * Content: the public content routes over the seed and what staff published over it, the one
 * store of publications (items and exchange rates), the answer cache and its watch, the seed's
 * loading, and the content revision the site server polls.
 */
export { contentRoutes, contentStore } from './routes';
export { creditSchema, SCHEMAS } from './schemas';
export { publishedFileRoutes, publishedFileUrl } from './publishedFiles';
export { watchContent } from './contentWatch';
export { contentPreviewHook } from './contentPreviewHook';
export { isPreviewable, overlayOf, previewOverlays, type PreviewOverlay } from './changes/previewOverlay';
export { contentRevision, contentRevisionRoute } from './revision';
export { seedIfEmpty } from './seed/loadSeed';
export {
  APPROVABLE,
  approveChange,
  bodyOfDocs,
  CHANGE_KINDS,
  changeForms,
  changeStore,
  checkChange,
  currentBody,
  currentItems,
  docsByKey,
  EDITABLE,
  effectiveAtOf,
  isAuthor,
  isRefusal,
  isTreasuryKind,
  PUBLISHABLE_ALONE,
  ratesBody,
  readBody,
  stateAfterEdit,
  SUBMITTABLE,
  titlesOf,
  type ChangeAction,
  type ChangeState,
  type ContentChange,
  type Refusal,
} from './changes';
export {
  indexDue,
  indexPublishedItem,
  itemPublications,
  itemPublishing,
  PUBLISHABLE,
  shownAtOf,
  PUBLISHABLE_NAMES,
  publications,
  RATE_SELECTORS,
  ratePublications,
  readRates,
  utc,
  type ItemPublication,
  type ItemPublications,
  type PublishableKind,
  type RatePublications,
  type RateSelector,
} from './publications';
