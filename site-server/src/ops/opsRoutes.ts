/**
 * GET /_ops: the operations page, behind a deploy token (see opsAuth.ts). `?lang=tj|ru|en`
 * (Tajik by default), `?hours=1..168` (24 by default).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG, LOCALES, type LangCode } from '@ssb/contracts/node';
import { TRACEPARENT_HEADER, traceparentFor } from '@ssb/federation-config/server/traceContext';
import type { DeployRegistry } from '../deploy/registry';
import type { TokenGuard } from '../deploy/authorize';
import { authorizeOps } from './opsAuth';
import { fetchVitalsSummary } from './vitalsSummary';
import { renderOpsPage } from './opsPage';

export interface OpsRoutesOptions {
  registry: Pick<DeployRegistry, 'state'>;
  guard: TokenGuard;
  apiUpstream: string;
  fetchImpl?: typeof fetch;
}

/** No script at all, and nothing from elsewhere: the page is tables and one inline style. */
const OPS_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const langOf = (raw: unknown): LangCode => LOCALES.find((locale) => locale.code === raw)?.code ?? DEFAULT_LANG;

function hoursOf(raw: unknown): number | null {
  if (raw === undefined) return 24;
  const hours = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  return hours >= 1 && hours <= 168 ? hours : null;
}

export async function opsRoutes(app: FastifyInstance, { registry, guard, apiUpstream, fetchImpl }: OpsRoutesOptions): Promise<void> {
  app.get<{ Querystring: Record<string, string | undefined> }>('/_ops', async (req, reply) => {
    if (!authorizeOps(guard, req, reply)) return reply;
    const hours = hoursOf(req.query.hours);
    if (hours === null)
      return reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('hours must be a whole number from 1 to 168\n');
    const summary = await fetchVitalsSummary(apiUpstream, hours, fetchImpl, { [TRACEPARENT_HEADER]: traceparentFor(req) });
    if (summary instanceof Error) req.log.error({ err: summary }, `operations page without vitals: ${summary.message}`);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', OPS_CSP)
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(renderOpsPage({ lang: langOf(req.query.lang), hours, summary, state: registry.state() }));
  });
}
