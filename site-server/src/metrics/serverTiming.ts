/**
 * The Server-Timing header of an HTML answer: where its time went on the server (the page's
 * first API answer, the render, whether the page cache answered), so that a slow page can be
 * explained from the browser's network panel or a RUM tool without access to the server's log.
 */
export interface TimingEntry {
  name: string;
  /** Milliseconds. */
  dur?: number;
  desc?: string;
}

/** Names and descriptions are tokens and quoted strings of our own: nothing from the request. */
export function serverTimingHeader(entries: TimingEntry[]): string {
  return entries
    .map(({ name, dur, desc }) => [name, ...(desc ? [`desc="${desc}"`] : []), ...(dur !== undefined ? [`dur=${dur.toFixed(1)}`] : [])].join(';'))
    .join(', ');
}

/** Milliseconds since `start` (a performance.now() reading). */
export const since = (start: number): number => performance.now() - start;

/** Times a promise: its value and how long it took, in milliseconds. */
export async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work;
  return { value, ms: since(start) };
}
