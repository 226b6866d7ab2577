/**
 * The canary judge's power and false-alarm rate, as `npm run canary:simulate` measures them, for the
 * bench's report: the same seeded simulation on the same field distributions, so the figures match.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_JUDGE, DEFAULT_SIMULATION, TARGETS, meetsTargets, parseFieldDistributions, simulate } from '@ssb/site-server/canary-simulator';
import { repoRoot } from '../settings';

export interface CanaryJudgeBench {
  line: string;
  met: boolean;
  table: string;
}

export function benchCanaryJudge(): CanaryJudgeBench {
  const distributions = parseFieldDistributions(readFileSync(path.join(repoRoot, 'scripts/canary/field-metrics.prom'), 'utf8'));
  const report = simulate(distributions, DEFAULT_JUDGE, DEFAULT_SIMULATION);
  const n = DEFAULT_SIMULATION.releases;
  const table = [
    '| canary judge (20 releases of each kind, seeded) | measured | target |',
    '|---|---|---|',
    `| regressions rolled back within 2,000 canary page views | ${report.regressionsRolledBack}/${n} | ≥ ${TARGETS.regressionsRolledBack}/${n} |`,
    `| null releases rolled back | ${report.nullRolledBack}/${n} | ≤ ${TARGETS.nullRolledBackAtMost}/${n} |`,
    `| null releases promoted within 3 days | ${report.nullPromoted}/${n} | ≥ ${TARGETS.nullPromoted}/${n} |`,
  ].join('\n');
  return { line: report.line, met: meetsTargets(report), table };
}
