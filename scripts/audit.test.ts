/** npm run audit: an advisory in a production dependency fails the step; an unanswered audit is said as such. */
import { auditOutcome } from './audit';

describe('npm run audit', () => {
  it('fails on a moderate or worse advisory, naming it and its fix, and lets a low one pass', () => {
    const report = {
      vulnerabilities: {
        fastify: { severity: 'high', range: '<5.3.2', fixAvailable: { name: 'fastify', version: '5.3.2' } },
        'some-lib': { severity: 'moderate', range: '1.0.0 - 1.2.0', fixAvailable: false },
        debug: { severity: 'low', range: '<2.6.9', fixAvailable: true },
      },
    };
    expect(auditOutcome(JSON.stringify(report))).toEqual({
      kind: 'advisories',
      lines: ['high     fastify <5.3.2 (fixed by fastify@5.3.2)', 'moderate some-lib 1.0.0 - 1.2.0 (no fix yet)'],
    });
    expect(auditOutcome(JSON.stringify({ vulnerabilities: { debug: report.vulnerabilities.debug } }))).toEqual({ kind: 'clean' });
    expect(auditOutcome(JSON.stringify({ vulnerabilities: {} }))).toEqual({ kind: 'clean' });
  });

  it('tells an audit the registry did not answer from a clean one', () => {
    // What npm 11.19 prints here, where the advisory endpoint answers 405.
    const refused = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      method: 'POST',
      statusCode: 405,
      error: { summary: '', detail: '' },
    };
    expect(auditOutcome(JSON.stringify(refused))).toEqual({ kind: 'unreachable', why: refused.message });
    expect(auditOutcome(JSON.stringify({ error: { summary: 'audit endpoint returned an error' } }))).toEqual({
      kind: 'unreachable',
      why: 'audit endpoint returned an error',
    });
    expect(auditOutcome('')).toEqual({ kind: 'unreachable', why: 'npm audit answered no JSON' });
  });
});
