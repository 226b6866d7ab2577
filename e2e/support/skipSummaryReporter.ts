import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Ends the run with how many tests were skipped and why, grouped by reason, so that QA pointing
 * the suite at a deployed site sees at once what it did not try (the mutating tests, for one).
 */
export default class SkipSummaryReporter implements Reporter {
  private readonly reasons = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') return;
    const reason = [...result.annotations, ...test.annotations].find((a) => a.type === 'skip')?.description ?? 'no reason given';
    this.reasons.set(reason, (this.reasons.get(reason) ?? 0) + 1);
  }

  onEnd(_result: FullResult): void {
    const total = [...this.reasons.values()].reduce((a, b) => a + b, 0);
    if (total === 0) return;
    console.log(`\n${total} skipped:`);
    for (const [reason, count] of this.reasons) console.log(`  ${count} × ${reason}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
