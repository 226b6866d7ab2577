/**
 * The site server under load: autocannon, 50 connections for 15 s on each page, asking for
 * brotli as a browser does, against the site as `npm start` runs it (every core, the page cache
 * on), then against the same site with the cache off, which renders every request.
 */
import autocannon from 'autocannon';

export const SSR_PAGES = ['/', '/ru/Credit/1', '/en/about-bank'] as const;
export const SSR_CONNECTIONS = 50;
export const SSR_SECONDS = 15;

export const SSR_BUDGETS = {
  /** The home page with the cache. */
  cached: { rps: 2000, p99Ms: 50 },
  /** The home page rendered per request. */
  uncached: { rps: 400, p99Ms: 150 },
};

export interface PageLoad {
  page: string;
  cache: boolean;
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

/** The site's count of pages it served unrendered so far, every process and remote together. */
export async function unrenderedSoFar(site: string): Promise<number> {
  const text = await (await fetch(`${site}/metrics`)).text();
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

export async function loadPage(site: string, page: string, cache: boolean, seconds = SSR_SECONDS): Promise<PageLoad> {
  const url = `${site}${page}`;
  const rendered = await renderedOnServer(url);
  const unrenderedBefore = await unrenderedSoFar(site);
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
    rps: result.requests.average,
    p99: result.latency.p99,
    mean: result.latency.average,
    errors: result.errors + result.non2xx + result.timeouts,
    rendered,
    unrendered: (await unrenderedSoFar(site)) - unrenderedBefore,
  };
}

/** The budgets the home page's runs break. */
export function ssrFailures(runs: PageLoad[]): string[] {
  const failures: string[] = [];
  for (const run of runs.filter((r) => r.page === '/')) {
    const budget = run.cache ? SSR_BUDGETS.cached : SSR_BUDGETS.uncached;
    const name = `SSR ${run.page} ${run.cache ? 'with' : 'without'} the cache`;
    if (run.rps < budget.rps) failures.push(`${name}: ${Math.round(run.rps)} requests/s < ${budget.rps}`);
    if (run.p99 >= budget.p99Ms) failures.push(`${name}: p99 ${run.p99} ms ≥ ${budget.p99Ms}`);
  }
  for (const run of runs) {
    if (run.errors > 0) failures.push(`SSR ${run.page} ${run.cache ? 'with' : 'without'} the cache: ${run.errors} failed requests`);
    if (!run.rendered) failures.push(`SSR ${run.page}: not rendered on the server before the run`);
    if (run.unrendered > 0) failures.push(`SSR ${run.page} ${run.cache ? 'with' : 'without'} the cache: ${run.unrendered} pages served unrendered`);
  }
  return failures;
}

export function renderSsrTable(runs: PageLoad[]): string {
  return [
    `Server rendering under load: autocannon, ${SSR_CONNECTIONS} connections, ${SSR_SECONDS} s per page, Accept-Encoding br, loopback. Budgets for / : with the cache ≥ ${SSR_BUDGETS.cached.rps} requests/s and p99 < ${SSR_BUDGETS.cached.p99Ms} ms; without ≥ ${SSR_BUDGETS.uncached.rps} requests/s and p99 < ${SSR_BUDGETS.uncached.p99Ms} ms.`,
    '',
    '| page | cache | requests/s | p99 | mean | failed | unrendered |',
    '|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.page} | ${r.cache ? 'on' : 'off'} | ${Math.round(r.rps)} | ${r.p99} ms | ${r.mean.toFixed(1)} ms | ${r.errors} | ${r.unrendered} |`,
    ),
  ].join('\n');
}
