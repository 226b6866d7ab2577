/** What the Network Information API tells (Chromium only; other browsers have none). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether this visitor should get only what the page cannot do without: they asked to save data
 * (`Save-Data`, or the `prefers-reduced-data` media query), or they are on a 2G or slow-2G
 * connection, as many of the bank's mobile visitors are. Prefetching and the web fonts stay off then.
 */
export function wantsLessData(connection: ConnectionInfo | undefined, prefersReducedData: boolean): boolean {
  if (prefersReducedData) return true;
  if (!connection) return false;
  if (connection.saveData) return true;
  return (connection.effectiveType ?? '').includes('2g');
}

/** The browser's own answers for wantsLessData. */
export function visitorWantsLessData(win: Window): boolean {
  const connection = (win.navigator as Navigator & { connection?: ConnectionInfo }).connection;
  const reduced = typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-data: reduce)').matches;
  return wantsLessData(connection, reduced);
}
