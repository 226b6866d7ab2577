/**
 * A render process has no network: the API reads of a page it renders are made here, by the
 * site server, and only those a visitor's browser could make itself. A GET of the API's public
 * paths (under the API base, never `/internal`), answered within the render's time, at most so
 * many per render and so many bytes each. Whatever else a remote's server code asks for is
 * refused without a request being made.
 *
 * Each read counts twice: against the visiting client's own limits at the API (the visitor's
 * address goes with it as X-Forwarded-For: the API trusts the site server to name it), and
 * against its release's budget a minute here. A release past its budget gets 429 for its reads,
 * and its pages are served unrendered until its minute is over; another release's are not touched.
 */
import type { RemoteName } from '@ssb/contracts/node';
import { REQUEST_ID_HEADER } from '@ssb/contracts/node';
import { TRACEPARENT_HEADER } from '@ssb/server-kit/traceContext';
import { CONTENT_PREVIEW_HEADER } from '@ssb/server-kit/contentPreview';
import { RELAY_ORIGIN } from './protocol';
import { FetchRefusedError, readCapped } from '../net/boundedFetch';
import { createAddressWindow } from '../security/addressWindow';
import type { LimitWindows } from '../security/limitWindows';

interface RelayAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Relayed reads a release may make a minute, all its renders together (SSB_RELAY_READS_PER_MINUTE). */
export interface RelayBudget {
  perMinute: number;
}

const DEFAULT_RELAY_BUDGET: RelayBudget = { perMinute: 6_000 };

export interface ApiRelayOptions {
  /** Where this server reaches the API, e.g. http://127.0.0.1:8085 */
  apiUpstream: string;
  /** The API's base path as the browser sees it ('/api'). */
  apiBasePath?: string;
  maxBytes?: number;
  budget?: RelayBudget;
  /** Counts shared by every replica (PostgreSQL): a release's budget is then the whole site's. */
  shared?: LimitWindows;
  /** Told once a minute per release when it goes past its budget. */
  onOverBudget?: (release: RelayContext['release']) => void;
  fetchImpl?: typeof fetch;
}

/** An answer larger than this is no page's data. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export class RelayRefusedError extends Error {
  override readonly name = 'RelayRefusedError';
}

/**
 * Whose render a read is for, as the site server knows it (never as the render process says):
 * the page request's id and the render's `traceparent`, which the API logs.
 */
export interface RelayContext {
  requestId?: string;
  traceparent?: string;
  /** The visitor the page is for: its address, as the site server knows it. */
  client?: string;
  /** The release whose render asks: its budget is counted. */
  release?: { remote: RemoteName; id: string };
  /** The sealed content preview of the visitor's browser (preview/contentPreview.ts): the API shows it the change. */
  contentPreview?: string;
}

export interface ApiRelay {
  (url: string, signal: AbortSignal, context?: RelayContext): Promise<RelayAnswer>;
  /** Whether the release is past its budget this minute (its pages are then served unrendered). */
  overBudget(releaseId: string): boolean;
}

/** The answer a release past its budget gets for a read, without the API being asked. */
const OVER_BUDGET: RelayAnswer = { status: 429, contentType: 'application/json', body: '{"error":"too_many_requests"}' };

export function createApiRelay({
  apiUpstream,
  apiBasePath = '/api',
  maxBytes = MAX_ANSWER_BYTES,
  budget = DEFAULT_RELAY_BUDGET,
  onOverBudget,
  shared,
  fetchImpl = fetch,
}: ApiRelayOptions): ApiRelay {
  const base = `${apiBasePath.replace(/\/+$/, '')}/`;
  const reads = createAddressWindow({ perWindow: budget.perMinute, shared, name: 'relay-reads', keyOf: (releaseId) => releaseId });
  const relay = async (
    url: string,
    signal: AbortSignal,
    { requestId, traceparent, client, release, contentPreview }: RelayContext = {},
  ): Promise<RelayAnswer> => {
    // Parsed, so `..` and its encodings are already resolved before the path is judged.
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (!parsed || parsed.origin !== RELAY_ORIGIN || !parsed.pathname.startsWith(base) || parsed.username || parsed.password)
      throw new RelayRefusedError(`${url.slice(0, 200)} is not a read of the API`);
    if (release) {
      if (reads.full(release.id)) return OVER_BUDGET;
      // The first read past the budget is told; the minute's others are not worth a line each.
      reads.add(release.id);
      if (reads.full(release.id)) onOverBudget?.(release);
    }
    const res = await fetchImpl(new URL(`${parsed.pathname}${parsed.search}`, apiUpstream), {
      headers: {
        accept: 'application/json',
        ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
        ...(traceparent ? { [TRACEPARENT_HEADER]: traceparent } : {}),
        // The API trusts this server to name the visitor: the read counts against the visitor's limits.
        ...(client ? { 'x-forwarded-for': client } : {}),
        ...(contentPreview ? { [CONTENT_PREVIEW_HEADER]: contentPreview } : {}),
      },
      redirect: 'manual',
      signal,
    });
    try {
      const body = (await readCapped(res, maxBytes)).toString('utf8');
      return { status: res.status, contentType: res.headers.get('content-type') ?? 'application/octet-stream', body };
    } catch (error) {
      throw error instanceof FetchRefusedError ? new RelayRefusedError(`an answer of ${error.message}`) : error;
    }
  };
  return Object.assign(relay, { overBudget: (releaseId: string) => reads.full(releaseId) });
}
