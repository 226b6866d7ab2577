/**
 * Set on <html> once the first page of the visit is live (rendered or hydrated, its controls
 * working). A server-rendered page is visible before that; QA's end-to-end suite waits for it.
 */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';
