/** What the Network Information API tells (Chromium only; other browsers have none). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching on slow 2G (or 2G) connections, nor when the visitor saves data. */
export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

export const connectionOf = (nav: Navigator): ConnectionInfo | undefined => (nav as Navigator & { connection?: ConnectionInfo }).connection;
