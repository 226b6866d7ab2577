/** The applications inbox as officers read it: lists, filters and one application whole. */
export { applicationDetail, isViewable } from './applicationDetail';
export { BadCursor, listApplications, type InboxFilter } from './listApplications';
