/**
 * GET /_ops: the operations page, behind a deploy token (see auth/opsAuth.ts). `?lang=tj|ru|en`
 * (Tajik by default), `?hours=1..168` (24 by default). Each running canary is judged afresh for
 * it, from the same data the judge reads.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG, LOCALES, REMOTE_NAMES, type LangCode, type RemoteName } from '@ssb/contracts/node';
import { TRACEPARENT_HEADER, traceparentFor } from '@ssb/server-kit/traceContext';
import { serviceHeaders } from '@ssb/server-kit/serviceToken';
import type { DeployRegistry } from '../deploy/registry';
import type { TokenGuard } from '../auth/tokenGuard';
import { authorizeOps } from '../auth/opsAuth';
import { judgeCanary } from '../canary/runner/judgeRunner';
import type { JudgeSettings } from '../canary/judge/rules';
import type { CanaryView } from './canaryPanel';
import type { ReleaseRenderFigures } from '../metrics/siteMetrics';
import { fetchVitalsSummary } from './vitalsSummary';
import { renderOpsPage } from './opsPage';

export interface OpsRoutesOptions {
  registry: Pick<DeployRegistry, 'state'>;
  guard: TokenGuard;
  apiUpstream: string;
  /** The site server's token for its own reads of the API (SSB_SERVICE_TOKEN). */
  serviceToken?: string | undefined;
  /** What the canary judge holds canaries to: the page shows what it would decide now. */
  judge: JudgeSettings;
  /** The site server's own render figures of a release (this process's), shown beside the field data. */
  serverFigures?: (remote: string, release: string) => Promise<ReleaseRenderFigures>;
  fetchImpl?: typeof fetch;
}

/** Each running canary with the judge's verdict on it now (or why there is none). */
async function canaryViews(options: OpsRoutesOptions): Promise<CanaryView[]> {
  const state = options.registry.state();
  const running = REMOTE_NAMES.flatMap((remote) => {
    const canary = state.remotes[remote].canary;
    return canary ? [{ remote, canary }] : [];
  });
  return Promise.all(
    running.map(async ({ remote, canary }) => ({
      remote,
      canary,
      verdict: await judgeCanary(options.apiUpstream, remote, canary, options.judge, new Date(), options.serviceToken).catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      ),
      server: options.serverFigures && {
        canary: await options.serverFigures(remote, canary.release.releaseId),
        control: canary.controlReleaseId ? await options.serverFigures(remote, canary.controlReleaseId) : null,
      },
    })),
  );
}

/** This process's render figures of each live release. */
async function liveReleaseFigures(options: OpsRoutesOptions): Promise<Partial<Record<RemoteName, ReleaseRenderFigures>>> {
  const { serverFigures } = options;
  if (!serverFigures) return {};
  const state = options.registry.state();
  const entries = await Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      const live = state.remotes[remote].live;
      return live ? ([remote, await serverFigures(remote, live.releaseId)] as const) : null;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

/** No script at all, and nothing from elsewhere: the page is tables and one inline style. */
const OPS_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const langOf = (raw: unknown): LangCode => LOCALES.find((locale) => locale.code === raw)?.code ?? DEFAULT_LANG;

function hoursOf(raw: unknown): number | null {
  if (raw === undefined) return 24;
  const hours = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  return hours >= 1 && hours <= 168 ? hours : null;
}

export async function opsRoutes(app: FastifyInstance, options: OpsRoutesOptions): Promise<void> {
  const { registry, guard, apiUpstream, fetchImpl, serviceToken } = options;
  app.get<{ Querystring: Record<string, string | undefined> }>('/_ops', async (req, reply) => {
    if (!authorizeOps(guard, req, reply)) return reply;
    const hours = hoursOf(req.query.hours);
    if (hours === null)
      return reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('hours must be a whole number from 1 to 168\n');
    const [summary, canaries, liveFigures] = await Promise.all([
      fetchVitalsSummary(apiUpstream, hours, fetchImpl, { ...serviceHeaders(serviceToken), [TRACEPARENT_HEADER]: traceparentFor(req) }),
      canaryViews(options),
      liveReleaseFigures(options),
    ]);
    if (summary instanceof Error) req.log.error({ err: summary }, `operations page without vitals: ${summary.message}`);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', OPS_CSP)
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(renderOpsPage({ lang: langOf(req.query.lang), hours, summary, state: registry.state(), canaries, liveFigures }));
  });
}
