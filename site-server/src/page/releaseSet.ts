/**
 * Step 2 of a page request: the releases it gets, which its render, HTML, preloads, page data and
 * /runtime-config.json all use: the live ones (the registry's pins, or a fixed config), the ones
 * its session previews (then it is in no cohort), or, while canaries run, its cohorts' releases. A
 * visitor without a cohort cookie gets one on this answer, and this page view is already in its
 * cohorts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@ssb/contracts/node';
import type { DeployRegistry } from '../deploy/registry';
import { withPreview, type Preview } from '../preview/previewSession';
import type { PreviewReader } from '../preview/previewRoutes';
import type { ContentPreview } from '@ssb/server-kit/contentPreview';
import type { ContentPreviewReader } from '../preview/contentPreview';
import { visitorCohorts } from '../canary/cohorts/visitorCohorts';
import { giveCohortCookie } from '../canary/cohorts/cohortCookie';
import { withCanaries, type Cohorts } from '../canary/cohorts/withCanaries';

export interface ReleaseSet {
  config: RuntimeConfig;
  preview: Preview | null;
  cohorts: Cohorts;
  /** The answer is this visitor's own: it previews, gives a cohort cookie or names cohorts. */
  personal: boolean;
  /** The studio change this browser previews (its content, not its code), with its sealed value to hand to the API. */
  contentPreview?: { preview: ContentPreview; sealed: string } | null;
}

export interface ReleaseSetOptions {
  /** The live releases, asked on every request. */
  runtimeConfig: () => RuntimeConfig;
  /** The hosted registry, whose canaries make cohorts; none where the site hosts no registry. */
  registry?: Pick<DeployRegistry, 'state'>;
  previewOf: PreviewReader;
  /** The content preview a request's cookie holds (preview/contentPreview.ts); none where the site has no service token. */
  contentPreviewOf?: ContentPreviewReader;
  /** Cohort cookies are `Secure` on an https site. */
  secureCookies: boolean;
}

export type ReleaseSetOf = (req: FastifyRequest, reply: FastifyReply) => Promise<ReleaseSet>;

export function createReleaseSetOf({ runtimeConfig, registry, previewOf, contentPreviewOf, secureCookies }: ReleaseSetOptions): ReleaseSetOf {
  return async (req, reply) => {
    const preview = await previewOf(req);
    const contentPreview = contentPreviewOf?.(req) ?? null;
    const live = runtimeConfig();
    // A content preview sees the live releases: what is previewed is the change, not code in a cohort.
    if (preview || contentPreview || !registry)
      return { config: withPreview(live, preview), preview, cohorts: {}, personal: preview !== null || contentPreview !== null, contentPreview };
    const state = registry.state();
    const visitor = visitorCohorts(req.headers.cookie, state);
    if (visitor.give) giveCohortCookie(reply, visitor.give, secureCookies);
    const config = withCanaries(live, state, visitor.cohorts);
    return { config, preview, cohorts: config.cohorts ?? {}, personal: visitor.give !== null || config.cohorts !== undefined };
  };
}
