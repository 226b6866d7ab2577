import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drawFrom, parseFieldDistributions } from './fieldDistributions';
import { DEFAULT_SIMULATION, simulate } from './simulate';
import { meetsTargets } from './targets';
import { DEFAULT_JUDGE } from '../judge/rules';

const SNAPSHOT = readFileSync(path.resolve(__dirname, '../../../../scripts/canary/field-metrics.prom'), 'utf8');

describe('the field distributions from /metrics', () => {
  const text = [
    'ssb_vitals_beacons_total{outcome="accepted"} 200',
    'ssb_vitals_beacons_total{outcome="refused"} 7',
    'ssb_remote_load_failures_total{remote="mfe_about",release="1.0.0-aa"} 2',
    'ssb_web_vital_inp_seconds_bucket{le="0.05",page="/"} 10',
    'ssb_web_vital_inp_seconds_bucket{le="0.1",page="/"} 30',
    'ssb_web_vital_inp_seconds_bucket{le="+Inf",page="/"} 40',
    'ssb_web_vital_release_inp_seconds_bucket{le="0.05",remote="mfe_about",release="x"} 99',
  ].join('\n');

  it("reads each page's histogram in ms, and the beacons and failures, ignoring other series", () => {
    const parsed = parseFieldDistributions(text);
    expect(parsed.beacons).toBe(200);
    expect(parsed.failures).toBe(2);
    expect(parsed.pages['/']?.INP).toEqual({ bounds: [50, 100, Infinity], counts: [10, 20, 10], total: 40 });
  });

  it('draws values inside the buckets, in proportion to their counts', () => {
    const histogram = parseFieldDistributions(text).pages['/']?.INP;
    if (!histogram) throw new Error('no histogram');
    let seed = 1;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const values = Array.from({ length: 4_000 }, () => drawFrom(histogram, random, true));
    const share = (low: number, high: number) => values.filter((v) => v > low && v <= high).length / values.length;
    expect(share(0, 50)).toBeCloseTo(0.25, 1);
    expect(share(50, 100)).toBeCloseTo(0.5, 1);
    // The open last bucket reaches twice its lower bound.
    expect(Math.max(...values)).toBeLessThanOrEqual(200);
  });
});

describe('the simulation', () => {
  const small = { ...DEFAULT_SIMULATION, releases: 3 };

  it('is the same for the same seed, and rolls back planted regressions without rolling back releases that changed nothing', () => {
    const distributions = parseFieldDistributions(SNAPSHOT);
    const first = simulate(distributions, DEFAULT_JUDGE, small);
    const again = simulate(distributions, DEFAULT_JUDGE, small);
    expect(again.releases).toEqual(first.releases);
    expect(first.releases.map((r) => r.planted)).toEqual(['INP', 'LCP', 'errors', null, null, null]);
    for (const release of first.releases.slice(0, 3)) expect(release.outcome).toBe('rolled back');
    expect(first.nullRolledBack).toBe(0);
    expect(first.line).toMatch(/^regressions rolled back [0-3]\/3, null releases rolled back 0\/3, null releases promoted [0-3]\/3$/);
  });

  it('holds the judge to the targets', () => {
    expect(meetsTargets({ regressionsRolledBack: 19, nullRolledBack: 1, nullPromoted: 19 })).toBe(true);
    expect(meetsTargets({ regressionsRolledBack: 18, nullRolledBack: 0, nullPromoted: 20 })).toBe(false);
    expect(meetsTargets({ regressionsRolledBack: 20, nullRolledBack: 2, nullPromoted: 20 })).toBe(false);
    expect(meetsTargets({ regressionsRolledBack: 20, nullRolledBack: 0, nullPromoted: 18 })).toBe(false);
  });
});
