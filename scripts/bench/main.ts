/**
 * `npm run bench`: builds the production site, starts it as `npm start` does (on its own
 * ports), and measures what a visitor on a mid-range phone gets: Lighthouse (mobile, simulated
 * throttling, median of 3) on the key pages, the home page and a product page again on a 2G-like
 * network (SLOW_2G: LCP, FCP and the bytes before the first paint), remoteEntry and exposed-module sizes, and the API
 * under autocannon (instances of its own on SQLite and PostgreSQL, 1× and 10× the seed:
 * api/scripts/bench/main.ts). Prints one table, writes var/bench/results.{json,md}, and exits non-zero
 * when a budget is broken.  Options: --no-build, --runs N, --skip-api, --monolith (also builds
 * the same pages as one app without federation and reports both side by side: the cost of
 * composition as a ratio), --skip-ssr (no SSR load run: scripts/bench/ssrLoad.ts), --only-ssr
 * (no Lighthouse run; with --skip-api, the SSR load runs alone), --skip-canary (no canary judge
 * simulation: scripts/bench/canaryJudge.ts). The "late paints" column counts runs in which Chromium presented
 * the first frame late (lighthouse#17148; see scripts/bench/lighthouse.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildAll } from '../build';
import { run } from '../lib/run';
import { createSiteServer } from '@ssb/site-server';
import { measurePage, SLOW_2G, type MeasureOptions, type PageMetrics } from './lighthouse';
import { remoteSizes, type RemoteSizes } from './sizes';
import { readSettings, repoRoot } from '../settings';
import { latestRelease } from '@ssb/federation-config/release/releases';
import { remotePackages } from '@ssb/federation-config/workspaces';
import type { ApiBench, EndpointLoad } from '@ssb/api/scripts/bench/main';
import { renderGoals, type Goal } from '@ssb/api/scripts/bench/goals';
import { SSR_PAGES, loadPage, renderSsrTable, ssrFailures, ssrGoals, type PageLoad } from './ssrLoad';
import { benchCanaryJudge, type CanaryJudgeBench } from './canaryJudge';

const PORTS = { site: 28080, api: 28085, metrics: 28086 };
// Each remote's origin 20000 above its declared local port (8081 is 28081).
const REMOTE_PORT_SETTINGS = Object.fromEntries(remotePackages().map((remote) => [remote.portSetting, String(remote.port + 20000)]));
const SITE = `http://127.0.0.1:${PORTS.site}`;
/** The site's /metrics, on the internal port a bank's Prometheus would scrape. */
const METRICS = `http://127.0.0.1:${PORTS.metrics}`;
const MONOLITH_PORT = 28090;
const MONOLITH = `http://127.0.0.1:${MONOLITH_PORT}`;
const MONOLITH_SETTINGS = { apiBaseUrl: '/api', internetBankingUrl: 'https://ib.ssb.tj/', legalInternetBankingUrl: 'https://ib.ssb.tj/business/' };
/**
 * The monolith's "remotes": every remote must have an address, or the shell shows its fallback
 * instead of its pages. Each names the remote's page data, which the monolith build writes
 * (the federated site's shell reads the same from the remote's manifest).
 */
const MONOLITH_REMOTES = {
  mfe_products: '/monolith/mfe_products.json',
  mfe_calculators: '/monolith/mfe_calculators.json',
  mfe_applications: '/monolith/mfe_applications.json',
  mfe_about: '/monolith/mfe_about.json',
};

// The budget each remote's build checks too (CompressedBudgetPlugin).
const { remoteEntryBrotliBytes } = createRequire(import.meta.url)('@ssb/federation-config/budgets') as { remoteEntryBrotliBytes: number };

export const BUDGETS = {
  score: 90,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.02,
  homeJsBytes: 200 * 1024,
  remoteEntryBytes: remoteEntryBrotliBytes,
  apiListRps: 5000,
  apiListP99Ms: 20,
  /** The home page's LCP on a 2G-like network (SLOW_2G). */
  slowLcpMs: 2500,
};

/**
 * The key pages' Lighthouse figures the performance goals keep: 100 on all six with LCP
 * 0.91–1.36 s when they were set; kept is a score within Lighthouse's run-to-run wobble of that
 * and LCP within 10 % of the slowest.
 */
const KEPT = { score: 98, lcpMs: 1500 };

/** The Lighthouse goals: the key pages kept, and the home page on a 2G-like network. */
function lighthouseGoals(measured: { page: string; m: PageMetrics }[], slow: { page: string; m: PageMetrics }[]): Goal[] {
  const goals: Goal[] = [];
  if (measured.length > 0) {
    const lowest = Math.min(...measured.map(({ m }) => m.score));
    const slowest = Math.max(...measured.map(({ m }) => m.lcp));
    goals.push({
      goal: `Lighthouse, ${measured.length} key pages: score ≥ ${KEPT.score} and LCP ≤ ${KEPT.lcpMs} ms on each`,
      now: `scores ${lowest}–${Math.max(...measured.map(({ m }) => m.score))}, LCP up to ${Math.round(slowest)} ms`,
      ratio: Math.min(lowest / KEPT.score, KEPT.lcpMs / slowest),
      reached: lowest >= KEPT.score && slowest <= KEPT.lcpMs,
    });
  }
  const home = slow.find((s) => s.page === '/')?.m;
  if (home)
    goals.push({
      goal: `/ on a 2G-like network: LCP ≤ ${BUDGETS.slowLcpMs} ms`,
      now: `${Math.round(home.lcp)} ms`,
      ratio: BUDGETS.slowLcpMs / home.lcp,
      reached: home.lcp <= BUDGETS.slowLcpMs,
    });
  return goals;
}

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops the site started by startSite() and waits until its ports are free. */
async function stopSite(site: ChildProcess): Promise<void> {
  if (site.exitCode !== null || site.signalCode !== null) return;
  const exited = new Promise((resolve) => site.once('exit', resolve));
  site.kill('SIGTERM');
  await exited;
}

function startSite(extraEnv: NodeJS.ProcessEnv = {}, { threads = false } = {}) {
  const varDir = 'var/bench/site';
  rmSync(path.join(repoRoot, varDir), { recursive: true, force: true });
  const args = ['--import', 'tsx', path.join(repoRoot, 'scripts/start.ts'), '--no-build', ...(threads ? ['--bench-thread-renders'] : [])];
  return spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      SSB_VAR_DIR: varDir,
      SSB_SITE_PORT: String(PORTS.site),
      SSB_API_PORT: String(PORTS.api),
      ...REMOTE_PORT_SETTINGS,
      SSB_METRICS_PORT: String(PORTS.metrics),
      // The load comes from one address: its render budget would serve most pages unrendered.
      SSB_RENDERS_PER_MINUTE: '100000000',
      // And from one release per page at hundreds of renders a second with the cache off: its
      // relayed API reads (6,000 a minute by default, all visitors together) ran out after about
      // 2,000 renders of /ru/Credit/1, and the rest of the run went out unrendered.
      SSB_RELAY_READS_PER_MINUTE: '100000000',
      SSB_RATE_LIMIT_MAX: '100000',
      SSB_READ_RATE_LIMIT_MAX: '1000000',
      SSB_SEARCH_RATE_LIMIT_MAX: '100000',
      // Each request is logged as in production, but only warnings reach the bench's terminal.
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
}

/** Credits on SQLite at the seed's size (what the budgets judge, as before), and the whole API bench. */
interface ApiResult {
  list: EndpointLoad;
  detail: EndpointLoad;
  matrix: ApiBench;
}

async function main() {
  const options = { runs: Number(arg('--runs') ?? 3) };
  const { runs } = options;
  if (!process.argv.includes('--no-build')) await buildAll();
  let site = startSite();
  const failures: string[] = [];
  const ssr: PageLoad[] = [];
  try {
    await waitFor(`${SITE}/readyz`, 60_000);
    const credits = (await (await fetch(`${SITE}/api/Credit/?language_id=2`)).json()) as { results: { id: number }[] };
    const firstCredit = credits.results[0]?.id ?? 1;
    const pages = ['/', `/ru/Credit/${firstCredit}`, '/en/Deposit/6', '/ru/Rates', '/addresses', '/ru/news'];

    const measured: { page: string; m: PageMetrics }[] = [];
    // --only-ssr: the server's load runs alone (a few minutes instead of half an hour).
    const lighthousePages = process.argv.includes('--only-ssr') ? [] : pages;
    for (const page of lighthousePages) {
      const m = await measurePage(`${SITE}${page}`, options);
      measured.push({ page, m });
      console.log(`[bench] ${page}: score ${m.score}, LCP ${Math.round(m.lcp)} ms, late paints ${m.latePaints}/${runs}`);
      if (m.score < BUDGETS.score) failures.push(`${page}: performance ${m.score} < ${BUDGETS.score}`);
      if (m.lcp > BUDGETS.lcpMs) failures.push(`${page}: LCP ${Math.round(m.lcp)} ms > ${BUDGETS.lcpMs}`);
      if (m.tbt > BUDGETS.tbtMs) failures.push(`${page}: TBT ${Math.round(m.tbt)} ms > ${BUDGETS.tbtMs}`);
      if (m.cls > BUDGETS.cls) failures.push(`${page}: CLS ${m.cls.toFixed(3)} > ${BUDGETS.cls}`);
      if (m.heavyLibs) failures.push(`${page}: jspdf or html2canvas loaded before a download`);
    }
    // The home page and a product page on a 2G-like network: what many of the bank's visitors get.
    const slow: { page: string; m: PageMetrics }[] = [];
    for (const page of lighthousePages.slice(0, 2)) {
      const m = await measurePage(`${SITE}${page}`, { ...options, throttling: SLOW_2G });
      slow.push({ page, m });
      console.log(
        `[bench] ${page} on 2G: LCP ${Math.round(m.lcp)} ms, FCP ${Math.round(m.fcp)} ms, ${kb(m.bytesBeforePaint)} before the first paint`,
      );
    }
    const slowHome = slow[0]?.m;
    if (slowHome && slowHome.lcp > BUDGETS.slowLcpMs) failures.push(`/ on 2G: LCP ${Math.round(slowHome.lcp)} ms > ${BUDGETS.slowLcpMs}`);
    let monolith: { page: string; m: PageMetrics }[] | undefined;
    if (process.argv.includes('--monolith')) monolith = await measureMonolith(pages, options);

    const home = measured[0]?.m;
    if (home && home.jsBytes > BUDGETS.homeJsBytes)
      failures.push(`home JavaScript ${(home.jsBytes / 1024).toFixed(1)} KB > ${BUDGETS.homeJsBytes / 1024} KB`);

    // Each remote's newest release: the one npm start (and so this bench) made live.
    const sizes: RemoteSizes[] = readSettings().remotes.map((r) => {
      const latest = latestRelease(path.join(repoRoot, r.dir, 'dist'));
      if (!latest) throw new Error(`${r.dir} has no release`);
      return remoteSizes(latest.dir, r.name);
    });
    for (const s of sizes)
      if (s.remoteEntry > BUDGETS.remoteEntryBytes)
        failures.push(`${s.remote} remoteEntry ${(s.remoteEntry / 1024).toFixed(1)} KB > ${BUDGETS.remoteEntryBytes / 1024} KB`);

    if (!process.argv.includes('--skip-ssr')) {
      // As npm start runs it (cache on), then with the cache off: every request rendered. Then the
      // same with render threads instead of sandboxed processes: what the sandbox costs, same run.
      for (const isolation of ['process', 'thread'] as const)
        for (const cache of [true, false]) {
          if (isolation !== 'process' || !cache) {
            await stopSite(site);
            site = startSite({ SSB_PAGE_CACHE_MS: cache ? '10000' : '0' }, { threads: isolation === 'thread' });
            await waitFor(`${SITE}/readyz`, 60_000);
          }
          for (const page of SSR_PAGES) ssr.push(await loadPage(SITE, METRICS, page, cache, isolation));
        }
      for (const run of ssr)
        console.log(
          `[bench] SSR ${run.page} cache ${run.cache ? 'on' : 'off'} ${run.isolation}: ${Math.round(run.rps)} requests/s, p99 ${run.p99} ms`,
        );
      failures.push(...ssrFailures(ssr));
    }

    let api: ApiResult | undefined;
    let apiTable: string | undefined;
    const goals: Goal[] = [...ssrGoals(ssr), ...lighthouseGoals(measured, slow)];
    if (!process.argv.includes('--skip-api')) {
      // API instances of its own (SQLite and PostgreSQL, 1× and 10× the seed), not the site's API.
      const { apiFailures, apiGoals, benchApiMatrix, headline, renderApiBench } = await import('@ssb/api/scripts/bench/main');
      const matrix = await benchApiMatrix();
      goals.push(...apiGoals(matrix));
      failures.push(...apiFailures(matrix));
      const credits = headline(matrix);
      if (!credits) throw new Error('the API bench measured no credits on SQLite');
      api = { ...credits, matrix };
      apiTable = renderApiBench(matrix);
      if (api.list.rps < BUDGETS.apiListRps) failures.push(`API list ${Math.round(api.list.rps)} req/s < ${BUDGETS.apiListRps}`);
      if (api.list.p99 >= BUDGETS.apiListP99Ms) failures.push(`API list p99 ${api.list.p99} ms ≥ ${BUDGETS.apiListP99Ms}`);
    }

    // The canary judge's power and false alarms: the same figures as npm run canary:simulate.
    let canary: CanaryJudgeBench | undefined;
    if (!process.argv.includes('--skip-canary')) {
      canary = benchCanaryJudge();
      console.log(`[bench] canary judge: ${canary.line}`);
      if (!canary.met) failures.push(`canary judge below its targets: ${canary.line}`);
    }

    const report =
      renderMarkdown(measured, sizes, apiTable, failures) +
      (slow.length ? `\n\n${renderSlowTable(slow)}` : '') +
      (ssr.length ? `\n\n${renderSsrTable(ssr)}` : '') +
      (canary ? `\n\n${canary.table}\n\n${canary.line}` : '') +
      (monolith ? `\n\n${renderComparison(measured, monolith)}` : '') +
      (goals.length ? `\n\nThe performance goals (printed, never failing the run; the budgets above do):\n\n${renderGoals(goals)}` : '');
    console.log(`\n${report}`);
    const out = path.join(repoRoot, 'var/bench');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, 'results.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          runs,
          budgets: BUDGETS,
          pages: measured,
          slow,
          monolith,
          sizes,
          ssr,
          api,
          canary: canary?.line,
          goals,
          failures,
        },
        null,
        2,
      ),
    );
    writeFileSync(path.join(out, 'results.md'), report);
    console.log('written: var/bench/results.json, var/bench/results.md');
  } finally {
    await stopSite(site);
  }
  if (failures.length) {
    console.error(`\n${failures.length} budget(s) broken`);
    process.exit(1);
  }
}

/** Builds the monolith (scripts/bench/monolith) and measures it, served as the site is, same API. */
async function measureMonolith(pages: string[], options: MeasureOptions) {
  const config = path.join(repoRoot, 'scripts/bench/monolith/webpack.config.cjs');
  const code = await run(process.execPath, [path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--config', config], {
    cwd: path.join(repoRoot, 'shell'),
  });
  if (code !== 0) throw new Error('the monolith build failed');
  const server = await createSiteServer({
    distDir: path.join(repoRoot, 'var/bench/monolith/dist'),
    // Rendered on the server as the site is (same renderer, same workers), its pages compiled in.
    serverBuildFile: path.join(repoRoot, 'var/bench/monolith/dist-server/render.cjs'),
    remotesCompiledIn: true,
    // Served as npm start serves the site: the same page cache (the federated site has it too).
    pageCacheMs: readSettings().pageCacheMs,
    // The monolith loads no remote: the API base, the links and the remotes' page data matter.
    runtimeConfig: () => ({ ...MONOLITH_SETTINGS, remotes: MONOLITH_REMOTES }),
    apiUpstream: `http://127.0.0.1:${PORTS.api}`,
    publicOrigin: `http://localhost:${PORTS.site}`,
    preloadRemotes: false,
  });
  await server.listen({ host: '127.0.0.1', port: MONOLITH_PORT });
  try {
    const measured: { page: string; m: PageMetrics }[] = [];
    // --only-ssr: the server's load runs alone (a few minutes instead of half an hour).
    const lighthousePages = process.argv.includes('--only-ssr') ? [] : pages;
    for (const page of lighthousePages) {
      const m = await measurePage(`${MONOLITH}${page}`, options);
      measured.push({ page, m });
      console.log(`[bench] monolith ${page}: score ${m.score}, LCP ${Math.round(m.lcp)} ms`);
    }
    return measured;
  } finally {
    await server.close();
  }
}

/** The composition's JavaScript over the monolith's, at most, that the team aims for (not reached: docs/performance.md). */
const FEDERATION_JS_GOAL = 1.1;

/** The goal not reached yet, with where it stands: printed, never failing the run. */
function federationGoal(composed: { page: string; m: PageMetrics }[], monolith: { page: string; m: PageMetrics }[]): string {
  const ratios = composed.flatMap(({ page, m }) => {
    const mono = monolith.find((x) => x.page === page)?.m;
    return mono && mono.jsBytes > 0 ? [m.jsBytes / mono.jsBytes] : [];
  });
  if (ratios.length === 0) return '';
  const worst = Math.max(...ratios);
  return `Goal not reached yet (does not fail the run): at most ${FEDERATION_JS_GOAL.toFixed(2)}× the monolith's JavaScript on each page; now up to ${worst.toFixed(2)}× (${(((worst - 1) / (FEDERATION_JS_GOAL - 1)) * 100).toFixed(0)} % of the allowance used).`;
}

/** Per page, federated / monolith: JS (brotli, as served), requests, LCP, TBT, and the ratios of JS and LCP. */
function renderComparison(composed: { page: string; m: PageMetrics }[], monolith: { page: string; m: PageMetrics }[]) {
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
  const ms = (value: number) => `${Math.round(value)}`;
  return [
    '| page | JS federated / monolith | JS ratio | requests | LCP federated / monolith | LCP ratio | TBT federated / monolith |',
    '|---|---|---|---|---|---|---|',
    ...composed.map(({ page, m }) => {
      const mono = monolith.find((x) => x.page === page)?.m;
      if (!mono) return `| ${page} | – | – | – | – | – | – |`;
      return `| ${page} | ${kb(m.jsBytes)} / ${kb(mono.jsBytes)} | ${ratio(m.jsBytes, mono.jsBytes)} | ${m.requests} / ${mono.requests} | ${ms(m.lcp)} / ${ms(mono.lcp)} ms | ${ratio(m.lcp, mono.lcp)} | ${ms(m.tbt)} / ${ms(mono.tbt)} ms |`;
    }),
    '',
    federationGoal(composed, monolith),
  ].join('\n');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function renderSlowTable(pages: { page: string; m: PageMetrics }[]) {
  return [
    `On a 2G-like network (Lighthouse simulated: ${SLOW_2G.throughputKbps} kbit/s, ${SLOW_2G.rttMs} ms RTT, ${SLOW_2G.cpuSlowdownMultiplier}× CPU; LCP goal on / ≤ ${BUDGETS.slowLcpMs} ms):`,
    '',
    '| page | FCP | LCP | bytes before the first paint (observed) | JS (compressed) | score |',
    '|---|---|---|---|---|---|',
    ...pages.map(
      ({ page, m }) => `| ${page} | ${Math.round(m.fcp)} ms | ${Math.round(m.lcp)} ms | ${kb(m.bytesBeforePaint)} | ${kb(m.jsBytes)} | ${m.score} |`,
    ),
  ].join('\n');
}

function renderMarkdown(pages: { page: string; m: PageMetrics }[], sizes: RemoteSizes[], apiTable: string | undefined, failures: string[]) {
  const lines = [
    '| page | score | FCP | LCP | TBT (runs) | CLS | Speed Index | JS (compressed) | requests | late paints | CPU index (lowest) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...pages.map(
      ({ page, m }) =>
        `| ${page} | ${m.score} | ${Math.round(m.fcp)} ms | ${Math.round(m.lcp)} ms | ${Math.round(m.tbt)} ms (${m.tbtRuns.map(Math.round).join(', ')}) | ${m.cls.toFixed(3)} | ${Math.round(m.si)} ms | ${kb(m.jsBytes)} | ${m.requests} | ${m.latePaints} | ${Math.round(m.cpuIndex)} |`,
    ),
    '',
    '| remote | remoteEntry (brotli, as served) | remoteEntry (gzip) | exposed modules (brotli) |',
    '|---|---|---|---|',
    ...sizes.map(
      (s) => `| ${s.remote} | ${kb(s.remoteEntry)} | ${kb(s.remoteEntryGzip)} | ${s.exposes.map((e) => `${e.name} ${kb(e.bytes)}`).join(', ')} |`,
    ),
  ];
  // The budgets judge its list GET /api/Credit/ row on SQLite at 1×.
  if (apiTable) lines.push('', apiTable);
  lines.push('', failures.length ? `Budgets broken:\n${failures.map((f) => `- ${f}`).join('\n')}` : 'All budgets hold.');
  return lines.join('\n');
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
