/**
 * Watches the API's content revision (GET /internal/content/revision: a string that changes with
 * the content it serves) and says when it changes, so that cached pages never outlive the content
 * they show by more than one poll. An API that cannot be asked, or does not answer 200, is not a
 * change: the cache keeps its short lifetime, and the failure is logged once until it is read
 * again. The revision is told to the site server's own request only (its service token).
 */
import type { FastifyBaseLogger } from 'fastify';
import { serviceHeaders } from '@ssb/server-kit/serviceToken';

export interface ContentWatch {
  stop(): void;
}

export interface ContentWatchOptions {
  apiUpstream: string;
  /** The site server's token for its own reads of the API (SSB_SERVICE_TOKEN). */
  serviceToken?: string | undefined;
  intervalMs: number;
  onChange: (revision: string) => void;
  log: FastifyBaseLogger;
  fetchImpl?: typeof fetch;
}

/** Where the API answers its content revision. */
export const CONTENT_REVISION_PATH = '/internal/content/revision';

/** The revision in the API's answer (`{ "revision": "…" }`), or null when it states none. */
function revisionOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const revision = (body as { revision?: unknown }).revision;
  return typeof revision === 'string' && revision.length > 0 ? revision : null;
}

export function watchContentRevision({ apiUpstream, serviceToken, intervalMs, onChange, log, fetchImpl = fetch }: ContentWatchOptions): ContentWatch {
  let known: string | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let failing = false;

  async function tick(): Promise<void> {
    try {
      const res = await fetchImpl(new URL(CONTENT_REVISION_PATH, apiUpstream), {
        headers: serviceHeaders(serviceToken),
        signal: AbortSignal.timeout(Math.min(intervalMs, 2_000)),
      });
      // A refused token or a failing database: unreadable, as an API that does not answer.
      if (!res.ok) throw new Error(`${CONTENT_REVISION_PATH} answered ${res.status}`);
      const revision = revisionOf(await res.json());
      if (failing) log.info('the API content revision can be read again');
      failing = false;
      if (revision === null) return;
      if (known !== null && revision !== known) {
        log.info({ content: { from: known, to: revision } }, 'the API content changed: cached pages dropped');
        onChange(revision);
      }
      known = revision;
    } catch (error) {
      if (!failing) log.warn({ err: error }, `the API content revision cannot be read: ${error instanceof Error ? error.message : String(error)}`);
      failing = true;
    }
  }

  function schedule(): void {
    timer = setTimeout(() => {
      void tick().finally(() => {
        if (!stopped) schedule();
      });
    }, intervalMs);
    timer.unref();
  }

  void tick().finally(() => {
    if (!stopped) schedule();
  });
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
