/**
 * One release set per page view: the HTML's runtime config names the release of each remote (and
 * the visitor's canary cohorts) that the server render, the preloads and the hydration used, and
 * everything this document loads comes from that set. Before a client-side navigation, the site
 * is asked what set this visitor gets now; when it is another one, the navigation loads a new
 * document rather than mixing releases in this one.
 */
import { REMOTE_NAMES, type RuntimeConfig } from '@ssb/contracts';

/** What makes a release set: each remote's manifest, release id and pinned manifest, and the cohorts. */
export function releaseSetOf(config: Pick<RuntimeConfig, 'remotes' | 'releases' | 'cohorts'>): string {
  return JSON.stringify(
    REMOTE_NAMES.map((remote) => [
      remote,
      config.remotes[remote] ?? '',
      config.releases?.[remote]?.id ?? '',
      config.releases?.[remote]?.manifest ?? '',
      config.cohorts?.[remote] ?? '',
    ]),
  );
}

/** The answer is this long in coming at most; past it the navigation goes on in the page. */
const RELEASE_SET_CHECK_MS = 1_000;

export type ReleaseSetAnswer =
  | { kind: 'same' }
  /** No answer in time, or not a runtime config: the old set's files stay fetchable, so the page goes on with it. */
  | { kind: 'unknown' }
  | { kind: 'changed'; to: string };

export interface ReleaseSetCheckOptions {
  /** The site's answer for this visitor: `/runtime-config.json`. */
  url?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const hasRemotes = (value: unknown): value is Pick<RuntimeConfig, 'remotes' | 'releases' | 'cohorts'> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { remotes?: unknown }).remotes === 'object' &&
  (value as { remotes?: unknown }).remotes !== null &&
  REMOTE_NAMES.every((remote) => typeof (value as { remotes: Record<string, unknown> }).remotes[remote] === 'string');

/**
 * Asks the site for this visitor's release set now and compares it with the page's. At most one
 * request is in flight: a check asked for while one runs gets that one's answer.
 */
export function createReleaseSetCheck(config: RuntimeConfig, options: ReleaseSetCheckOptions = {}): () => Promise<ReleaseSetAnswer> {
  const { url = '/runtime-config.json', timeoutMs = RELEASE_SET_CHECK_MS } = options;
  const own = releaseSetOf(config);
  let inFlight: Promise<ReleaseSetAnswer> | null = null;

  async function ask(): Promise<ReleaseSetAnswer> {
    const fetchFn = options.fetch ?? globalThis.fetch;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      // no-store: the answer is per visitor and per moment, and no cache may stand in for it.
      const res = await fetchFn(url, { cache: 'no-store', credentials: 'same-origin', signal: abort.signal });
      if (!res.ok) return { kind: 'unknown' };
      const body: unknown = await res.json();
      if (!hasRemotes(body)) return { kind: 'unknown' };
      const now = releaseSetOf(body);
      return now === own ? { kind: 'same' } : { kind: 'changed', to: now };
    } catch {
      return { kind: 'unknown' };
    } finally {
      clearTimeout(timer);
    }
  }

  return () => {
    inFlight ??= ask().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
