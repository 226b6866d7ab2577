import { describe, expect, it } from '@jest/globals';
import { canaryPanel } from './canaryPanel';
import { judge } from '../canary/judge/verdict';
import { DEFAULT_JUDGE } from '../canary/judge/rules';
import { emptyCohort } from '../canary/judge/fieldData';

describe('the canary panel', () => {
  it('shows a dash, not 0 ms, for a metric no page view reported yet (INP before any interaction)', () => {
    const cohort = { ...emptyCohort(), views: 12, metrics: { ...emptyCohort().metrics, LCP: { '/ phone': [900, 1_000, 1_100] } } };
    const verdict = judge(
      { data: { canary: cohort, control: cohort }, share: 0.05, startedAt: new Date(0), canaryViewsAtShare: 12, now: new Date(60_000) },
      DEFAULT_JUDGE,
    );
    const canary = {
      release: {
        manifestUrl: 'https://cdn.example/m.json',
        releaseId: '2.0.0-aa',
        contractsRange: '^2.3.0',
        at: '2026-11-27T00:00:00.000Z',
        by: 'ci',
      },
      share: 0.05,
      salt: 's',
      stepAt: '2026-11-27T00:00:00.000Z',
      controlReleaseId: '1.0.0-bb',
    };
    const html = canaryPanel([{ remote: 'mfe_about', canary, verdict }], 'en');
    expect(html).toContain(
      '<th scope="row">INP p75</th><td class="n">– <small>(n 0)</small></td><td class="n">– <small>(n 0)</small></td><td class="n">–</td>',
    );
    expect(html).toMatch(/<th scope="row">LCP p75<\/th><td class="n">1100 ms <small>\(n 3\)<\/small>/);
  });
});
