/** Applications: the visitors' forms and documents, their status, and what other features read of them. */
export { applicationRoutes, type ApplicationOptions } from './routes';
export { applicationStatusRoutes, applicationStatusSchema } from './statusRoutes';
export {
  AmbiguousReferenceError,
  APPLICATION_STATUSES,
  isApplicationStatus,
  isRejectionReason,
  REJECTION_REASONS,
  setApplicationStatus,
  type ApplicationStatus,
  type RejectionReason,
} from './applicationStatus';
export { emailOk, KINDS, type ApplicationKind } from './fields';
export { referenceOf } from './store';
export { testRunOf } from './testRuns';
export { createInspectionPool, DEFAULT_INSPECTION, type InspectionPool, type InspectionSettings } from './documents/inspectionPool';
