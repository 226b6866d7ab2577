/** npm run doctor: what a newcomer's machine lacks, said with how to install it, and which step it stops. */
import { examine, report, TOOLS, type Tool } from './doctor';

const tool = (name: string, neededBy: Tool['neededBy'], version: string | null): Tool => ({
  name,
  neededBy,
  forWhat: `${name}'s job`,
  install: `apt-get install -y ${name}`,
  find: () => version,
});

describe('npm run doctor', () => {
  it('fails npm test for a tool it needs, not for one that only a later step needs, and says how to install each', () => {
    const findings = examine([tool('chromium', ['test'], '156.0'), tool('podman', ['test:cluster'], null), tool('promtool', ['test'], null)]);
    const forTest = report(findings, 'test');
    expect(forTest.ok).toBe(false);
    expect(forTest.lines).toEqual([
      "  ok       chromium (156.0): chromium's job [npm test]",
      "  missing  podman: podman's job [npm run test:cluster]",
      '           install: apt-get install -y podman',
      "  MISSING  promtool: promtool's job [npm test]",
      '           install: apt-get install -y promtool',
    ]);
    expect(report(findings.slice(0, 2), 'test').ok).toBe(true);
    expect(report(findings.slice(0, 2), 'test:cluster').ok).toBe(false);
    expect(report(findings, 'all').ok).toBe(false);
  });

  it('checks what the issue names, and every tool says what it is for and how to install it', () => {
    const names = TOOLS.map((t) => t.name);
    for (const needed of ['Node 24', 'npm 11', 'Chromium', 'pdftotext', 'kubectl', 'podman', 'PostgreSQL 15', 'promtool', 'bwrap', 'clamd'])
      expect(names).toContain(needed);
    for (const t of TOOLS) expect([t.name, t.forWhat.length > 10, t.install.length > 5]).toEqual([t.name, true, true]);
    // This machine runs the suite: Node itself is found by what runs this test.
    expect(TOOLS.find((t) => t.name === 'Node 24')?.find()).toBe(process.version);
  });
});
