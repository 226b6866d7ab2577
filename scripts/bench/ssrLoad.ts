/**
 * The site server under load: autocannon, 50 connections for 15 s on each page, asking for
 * brotli as a browser does, against the site as `npm start` runs it (every core, the page cache
 * on), then against the same site with the cache off, which renders every request.
 */
import autocannon from 'autocannon';
import type { Goal } from '@ssb/api/scripts/bench/goals';

export const SSR_PAGES = ['/', '/ru/Credit/1', '/en/about-bank'] as const;
const SSR_CONNECTIONS = 50;
const SSR_SECONDS = 15;

/** Failing budgets: what has been reached (today's figures, less 10 %, as docs/performance.md records them). */
const SSR_BUDGETS = {
  /** The home page with the cache. */
  cached: { rps: 2000, p99Ms: 50 },
  /**
   * What the sandbox may cost: the home page's requests per second with render processes, at
   * least this share of the same site's with render threads, measured in the same run.
   */
  isolationShare: 0.9,
  /** The home page rendered per request: 195 requests/s measured on 2026-12-01 (docs/performance.md), less 10 %. */
  uncachedRps: 175,
};

/** Goals not reached yet: printed beside the figures with their ratio; they do not fail the run. */
const SSR_GOALS = {
  /** The home page rendered per request: 250 a core on this 2-core machine. */
  uncached: { rps: 500, p99Ms: 150 },
};

export interface PageLoad {
  page: string;
  cache: boolean;
  /** Where pages were rendered: sandboxed processes (the site), or threads (the bench's reference). */
  isolation: 'process' | 'thread';
  rps: number;
  p99: number;
  mean: number;
  /** Answers other than 200, connection errors and timeouts. */
  errors: number;
  /** Of the answers sampled before the run, how many the server rendered (Server-Timing). */
  rendered: boolean;
  /**
   * Pages served unrendered during the run (the site's `ssb_ssr_renders_total` fallbacks): an
   * unrendered page costs the server almost nothing, so a run that had them measured less.
   */
  unrendered: number;
}

/** The site's count of pages it served unrendered so far, every process and remote together (its internal metrics port). */
async function unrenderedSoFar(metrics: string): Promise<number> {
  const text = await (await fetch(`${metrics}/metrics`)).text();
  let sum = 0;
  for (const [, value] of text.matchAll(/^ssb_ssr_renders_total\{[^}]*outcome="fallback"[^}]*\} (\d+)/gm)) sum += Number(value);
  return sum;
}

/**
 * Requests first until the page answers 200 rendered on the server (a cold render worker may
 * miss its first budget), or the run would measure something else.
 */
async function renderedOnServer(url: string): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    await res.arrayBuffer();
    if (res.status === 200 && !/render;desc="browser"/.test(res.headers.get('server-timing') ?? '')) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

export async function loadPage(
  site: string,
  metrics: string,
  page: string,
  cache: boolean,
  isolation: PageLoad['isolation'] = 'process',
  seconds = SSR_SECONDS,
): Promise<PageLoad> {
  const url = `${site}${page}`;
  const rendered = await renderedOnServer(url);
  const unrenderedBefore = await unrenderedSoFar(metrics);
  const result = await autocannon({
    url,
    connections: SSR_CONNECTIONS,
    duration: seconds,
    // autocannon in a worker thread, so its own work does not queue behind its bookkeeping.
    workers: 1,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    page,
    cache,
    isolation,
    rps: result.requests.average,
    p99: result.latency.p99,
    mean: result.latency.average,
    errors: result.errors + result.non2xx + result.timeouts,
    rendered,
    unrendered: (await unrenderedSoFar(metrics)) - unrenderedBefore,
  };
}

const nameOf = (run: PageLoad) => `SSR ${run.page} ${run.cache ? 'with' : 'without'} the cache${run.isolation === 'thread' ? ' (threads)' : ''}`;
const homeRun = (runs: PageLoad[], cache: boolean, isolation: PageLoad['isolation']) =>
  runs.find((r) => r.page === '/' && r.cache === cache && r.isolation === isolation);

/** The sandbox's share of the threads' requests per second, for the home page with and without the cache. */
function isolationShares(runs: PageLoad[]): { cache: boolean; share: number }[] {
  return [true, false].flatMap((cache) => {
    const sandboxed = homeRun(runs, cache, 'process');
    const threads = homeRun(runs, cache, 'thread');
    return sandboxed && threads && threads.rps > 0 ? [{ cache, share: sandboxed.rps / threads.rps }] : [];
  });
}

/** The budgets the runs break (goals not reached are not among them). */
export function ssrFailures(runs: PageLoad[]): string[] {
  const failures: string[] = [];
  const cached = homeRun(runs, true, 'process');
  if (cached && cached.rps < SSR_BUDGETS.cached.rps)
    failures.push(`${nameOf(cached)}: ${Math.round(cached.rps)} requests/s < ${SSR_BUDGETS.cached.rps}`);
  if (cached && cached.p99 >= SSR_BUDGETS.cached.p99Ms) failures.push(`${nameOf(cached)}: p99 ${cached.p99} ms ≥ ${SSR_BUDGETS.cached.p99Ms}`);
  const uncached = homeRun(runs, false, 'process');
  if (uncached && uncached.rps < SSR_BUDGETS.uncachedRps)
    failures.push(`${nameOf(uncached)}: ${Math.round(uncached.rps)} requests/s < ${SSR_BUDGETS.uncachedRps}`);
  for (const { cache, share } of isolationShares(runs))
    if (share < SSR_BUDGETS.isolationShare)
      failures.push(
        `SSR / ${cache ? 'with' : 'without'} the cache: render processes give ${(share * 100).toFixed(0)} % of threads' requests/s < ${SSR_BUDGETS.isolationShare * 100} %`,
      );
  for (const run of runs) {
    if (run.errors > 0) failures.push(`${nameOf(run)}: ${run.errors} failed requests`);
    if (!run.rendered) failures.push(`${nameOf(run)}: not rendered on the server before the run`);
    if (run.unrendered > 0) failures.push(`${nameOf(run)}: ${run.unrendered} pages served unrendered`);
  }
  return failures;
}

/** The home page rendered per request in the sandboxed processes, against its goal (requests/s and p99). */
export function ssrGoals(runs: PageLoad[]): Goal[] {
  const uncached = homeRun(runs, false, 'process');
  if (!uncached) return [];
  const { rps, p99Ms } = SSR_GOALS.uncached;
  return [
    {
      goal: `/ without the cache, rendered in processes: ≥ ${rps} requests/s`,
      now: `${Math.round(uncached.rps)} requests/s`,
      ratio: uncached.rps / rps,
      reached: uncached.rps >= rps,
    },
    {
      goal: `/ without the cache, rendered in processes: p99 ≤ ${p99Ms} ms at ${SSR_CONNECTIONS} connections`,
      now: `${uncached.p99} ms`,
      ratio: p99Ms / Math.max(uncached.p99, 1),
      reached: uncached.p99 <= p99Ms,
    },
  ];
}

export function renderSsrTable(runs: PageLoad[]): string {
  const shares = isolationShares(runs)
    .map(({ cache, share }) => `/ ${cache ? 'with' : 'without'} the cache: processes give ${(share * 100).toFixed(0)} % of threads' requests/s`)
    .join('; ');
  return [
    `Server rendering under load: autocannon, ${SSR_CONNECTIONS} connections, ${SSR_SECONDS} s per page, Accept-Encoding br, loopback. Budgets for / : with the cache ≥ ${SSR_BUDGETS.cached.rps} requests/s and p99 < ${SSR_BUDGETS.cached.p99Ms} ms; without it ≥ ${SSR_BUDGETS.uncachedRps}; render processes at least ${SSR_BUDGETS.isolationShare * 100} % of render threads' requests/s, with and without the cache, in the same run.`,
    '',
    '| page | cache | rendered in | requests/s | p99 | mean | failed | unrendered |',
    '|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.page} | ${r.cache ? 'on' : 'off'} | ${r.isolation === 'thread' ? 'threads (reference)' : 'processes'} | ${Math.round(r.rps)} | ${r.p99} ms | ${r.mean.toFixed(1)} ms | ${r.errors} | ${r.unrendered} |`,
    ),
    '',
    ...(shares ? [`The sandbox's cost: ${shares}.`] : []),
  ].join('\n');
}
