/**
 * Step 4 of a page request: what the page is made of, asked for at once: the owner's release (its
 * preloads and the page's declared first API requests: document/remotePreloads.ts) and those
 * requests' answers (pageDataSeed.ts). The first answer is the page's record: its title and
 * description, and for a detail page whether it exists at all.
 */
import type { FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER, localeOf, type RuntimeConfig } from '@ssb/contracts/node';
import { TRACEPARENT_HEADER, traceparentFor } from '@ssb/server-kit/traceContext';
import { CONTENT_PREVIEW_HEADER } from '@ssb/server-kit/contentPreview';
import type { ReleaseOf } from '../deploy/releaseReader';
import { timed } from '../metrics/serverTiming';
import { createRemotePreloads, type RemotePreloads } from './document/remotePreloads';
import { createPageData, type PageAnswer, type PageData } from './pageDataSeed';
import type { ResolvedPage } from './resolvePage';

export interface GatheredData {
  preloads: Promise<RemotePreloads>;
  pageData: Promise<PageData>;
  /** The page's record and how long it took; null without a route, or for a detail that cannot exist. */
  record: Promise<{ value: PageAnswer | null; ms: number }>;
}

export interface GatherOptions {
  releaseOf: ReleaseOf;
  /** Where this server reaches the API. */
  apiUpstream: string;
  /** Preload the owning remote's entry and chunks (off for the bench's monolith). */
  preloadRemotes?: boolean;
}

const NO_PRELOADS: RemotePreloads = { connect: '', tags: '', pageData: [] };

export function createDataGatherer({ releaseOf, apiUpstream, preloadRemotes }: GatherOptions) {
  const remotePreloads = createRemotePreloads(releaseOf);
  const pageDataOf = createPageData();
  /** `contentPreview`: the browser's sealed content preview, carried with the page's reads. */
  return function gatherData(req: FastifyRequest, page: ResolvedPage, config: RuntimeConfig, contentPreview?: string): GatheredData {
    const { match } = page;
    const preloads =
      preloadRemotes === false ? Promise.resolve(NO_PRELOADS) : remotePreloads(config, match?.route.owner, page.lang, match?.route.pattern);
    const pageData = preloads.then((remote) =>
      pageDataOf({
        templates: remote.pageData,
        params: match?.params ?? {},
        languageId: localeOf(page.lang).languageId,
        apiBaseUrl: config.apiBaseUrl,
        apiUpstream,
        headers: {
          [REQUEST_ID_HEADER]: req.id,
          [TRACEPARENT_HEADER]: traceparentFor(req),
          ...(contentPreview ? { [CONTENT_PREVIEW_HEADER]: contentPreview } : {}),
        },
        visitor: req.ip,
      }),
    );
    // The record comes before the page's rendering: a detail without one is the 404 page.
    const record = timed(match && !page.impossible ? pageData.then((data) => data.first()) : Promise.resolve(null));
    return { preloads, pageData, record };
  };
}
