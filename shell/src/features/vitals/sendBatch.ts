/**
 * Sends a batch while the page is going away: a beacon, else a fetch that outlives the page.
 * Reporting must never trouble the visitor, so nothing here throws or logs.
 */
export function sendBatch(url: string, json: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // A beacon the browser refused: the fetch below tries.
  }
  try {
    void fetch(url, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: json }).catch(() => undefined);
  } catch {
    // No way to send: the batch is lost, as a beacon may be.
  }
}
