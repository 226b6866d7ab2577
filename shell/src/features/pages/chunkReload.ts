const KEY = 'ssb:chunk-reload-at';
const ONE_MINUTE = 60_000;

/** A chunk that fails after a deploy: reload the page, at most once a minute (a broken release must not loop). */
export function reloadAfterChunkError(error: unknown, now = Date.now(), reload = () => window.location.reload()): boolean {
  const name = (error as { name?: string } | null)?.name;
  if (name !== 'ChunkLoadError') return false;
  const last = Number(window.sessionStorage.getItem(KEY) ?? 0);
  if (now - last < ONE_MINUTE) return false;
  window.sessionStorage.setItem(KEY, String(now));
  reload();
  return true;
}
