/**
 * npm run canary:simulate [-- --metrics <file or URL of /metrics>] [--seed N]
 *
 * Runs the canary judge on simulated releases (site-server/src/canary/simulator): 20 with a planted
 * regression, 20 without, page views drawn from today's field distributions (by default the
 * snapshot scripts/canary/field-metrics.prom; `--metrics` reads a running API's /metrics). The last
 * line is for scripts: `regressions rolled back R/20, null releases rolled back F/20, null releases
 * promoted P/20`. Exits 1 when a target is missed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_JUDGE,
  DEFAULT_SIMULATION,
  meetsTargets,
  parseFieldDistributions,
  simulate,
  type ReleaseOutcome,
} from '@ssb/site-server/canary-simulator';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};

async function readMetrics(source: string): Promise<string> {
  if (/^https?:\/\//.test(source)) {
    const res = await fetch(source, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`${source} answered ${res.status}`);
    return res.text();
  }
  return readFileSync(source, 'utf8');
}

const describe = (r: ReleaseOutcome) =>
  `${(r.planted ?? 'none').padEnd(6)} ${r.outcome.padEnd(12)} after ${String(r.canaryViews).padStart(5)} canary page views, ${r.hours.toFixed(0).padStart(3)} h`;

const source = flag('--metrics') ?? path.join(import.meta.dirname, 'field-metrics.prom');
const seed = Number(flag('--seed') ?? DEFAULT_SIMULATION.seed);
const distributions = parseFieldDistributions(await readMetrics(source));
const started = performance.now();
const report = simulate(distributions, DEFAULT_JUDGE, { ...DEFAULT_SIMULATION, seed });
for (const release of report.releases) console.log(describe(release));
console.log(
  `[canary:simulate] ${Object.keys(distributions.pages).length} pages from ${path.basename(source)}, seed ${seed}, ${Math.round(performance.now() - started)} ms`,
);
console.log(report.line);
process.exitCode = meetsTargets(report) ? 0 : 1;
