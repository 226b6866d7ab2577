/**
 * The site server's layers (site-server/importLayers.cjs) refuse what they should: dependency-cruiser
 * itself, with those rules, over a small tree of probes shaped as site-server/src (in a temporary
 * folder, so the real tree is never touched). Each probe is one import; an arrow back up, into a
 * neighbour of the same layer, past page/index.ts or from a folder without a layer is refused, and
 * the arrows the site server is made of are not.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.dirname(__dirname);
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

type Probe = { from: string; to: string; refusedBy: string[] };

const PROBES: Probe[] = [
  { from: 'deploy/probe1.ts', to: 'preview/previewSession.ts', refusedBy: ['site-server-deploy-imports-up'] },
  { from: 'deploy/probe2.ts', to: 'canary/cohorts/withCanaries.ts', refusedBy: ['site-server-deploy-imports-up'] },
  { from: 'auth/probe.ts', to: 'deploy/registry.ts', refusedBy: ['site-server-auth-imports-up'] },
  { from: 'render/probe.ts', to: 'deploy/registry.ts', refusedBy: ['site-server-render-imports-up'] },
  { from: 'preview/probe.ts', to: 'canary/cohorts/cohortCookie.ts', refusedBy: ['site-server-preview-imports-up'] },
  { from: 'health/probe.ts', to: 'page/resolvePage.ts', refusedBy: ['site-server-health-imports-up', 'site-server-page-internals'] },
  { from: 'site-server.ts', to: 'page/render/serverRender.ts', refusedBy: ['site-server-page-internals'] },
  { from: 'page/probe.ts', to: 'testing/helper.ts', refusedBy: ['site-server-page-imports-up'] },
  { from: 'novel/probe.ts', to: 'net/boundedFetch.ts', refusedBy: ['site-server-unplaced-imports'] },
  { from: 'page/probe2.ts', to: 'novel/thing.ts', refusedBy: ['site-server-imports-unplaced'] },
  // What the site server is made of.
  { from: 'index.ts', to: 'page/index.ts', refusedBy: [] },
  { from: 'page/probe3.ts', to: 'page/render/serverRender.ts', refusedBy: [] },
  { from: 'page/probe4.ts', to: 'canary/cohorts/withCanaries.ts', refusedBy: [] },
  { from: 'preview/probe2.ts', to: 'deploy/registry.ts', refusedBy: [] },
  { from: 'deploy/probe3.ts', to: 'auth/tokens.ts', refusedBy: [] },
  { from: 'deploy/probe4.ts', to: 'net/boundedFetch.ts', refusedBy: [] },
  { from: 'preview/probe.test.ts', to: 'testing/helper.ts', refusedBy: [] },
];

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** The rules each probe's import broke, by dependency-cruiser over the probes' tree. */
function refusals(probes: Probe[]): string[][] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-layers-'));
  try {
    const src = path.join(dir, 'site-server/src');
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
      writeFileSync(path.join(src, file), text);
    };
    for (const { to } of probes) write(to, 'export const probe = 1;\n');
    for (const { from, to } of probes) {
      const relative = path.relative(path.dirname(path.join(src, from)), path.join(src, to)).replace(/\.ts$/, '');
      write(from, `export { probe } from '${relative.startsWith('.') ? relative : `./${relative}`}';\n`);
    }
    writeFileSync(
      path.join(dir, 'cruise.cjs'),
      `module.exports = { forbidden: require(${JSON.stringify(path.join(root, 'site-server/importLayers.cjs'))}).rules, options: { tsPreCompilationDeps: true, enhancedResolveOptions: { extensions: ['.ts'] } } };\n`,
    );
    const run = spawnSync(process.execPath, [cli, '--config', 'cruise.cjs', '--output-type', 'json', 'site-server'], { cwd: dir, encoding: 'utf8' });
    const { summary } = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
    return probes.map(({ from, to }) =>
      summary.violations
        .filter((v) => v.from === `site-server/src/${from}` && v.to === `site-server/src/${to}`)
        .map((v) => v.rule.name)
        .sort(),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the site server’s layers', () => {
  it('refuse an arrow back up, past page/index.ts or from a folder without a layer, and nothing the server is made of', () => {
    expect(refusals(PROBES)).toEqual(PROBES.map((probe) => [...probe.refusedBy].sort()));
  }, 60_000);
});
