/**
 * `npm test`: the tools it needs (npm run doctor), typecheck, lint, unit/component/API tests
 * (Jest), production build, a remote worked on from a repository of its own (npm run
 * test:team-repo), then the Playwright suite against the composed site started as `npm start` starts it.
 * Stops at the first failing step; ends with one plain "N passed, N failed" line.
 */
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build';
import { typecheckAll } from './typecheck';
import { examine, report } from './doctor';
import { run, seconds } from './lib/run';
import { repoRoot } from './lib/repoRoot';

const resultsDir = path.join(repoRoot, 'var/test-results');
const jestJson = path.join(resultsDir, 'jest.json');
const e2eJson = path.join(resultsDir, 'e2e.json');

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function jestCounts(): Counts {
  if (!existsSync(jestJson)) return { passed: 0, failed: 0, skipped: 0 };
  const r = JSON.parse(readFileSync(jestJson, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests };
}

function e2eCounts(): Counts {
  if (!existsSync(e2eJson)) return { passed: 0, failed: 0, skipped: 0 };
  const r = JSON.parse(readFileSync(e2eJson, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
}

const node = (args: string[], env: NodeJS.ProcessEnv = {}) => run(process.execPath, args, { env: { ...process.env, ...env } });

const STEPS: { name: string; run: () => Promise<boolean> }[] = [
  {
    // A missing tool is said here, with how to install it, not as a test failing later.
    name: 'tools (npm run doctor)',
    run: async () => {
      const { lines, ok } = report(examine(), 'test');
      for (const line of lines) console.log(line);
      return ok;
    },
  },
  { name: 'typecheck', run: typecheckAll },
  {
    name: 'lint and format',
    run: async () =>
      (await node(['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0'])) === 0 &&
      (await node(['node_modules/prettier/bin/prettier.cjs', '--check', '.'])) === 0 &&
      (await node(['scripts/importGraph.cjs'])) === 0,
  },
  {
    name: 'unit, component and API tests',
    run: async () => (await node(['node_modules/jest/bin/jest.js', '--json', `--outputFile=${jestJson}`])) === 0,
  },
  {
    name: 'build',
    run: () =>
      buildAll().then(
        () => true,
        () => false,
      ),
  },
  {
    // A remote taken out into a repository of its own, installed from the embedded registry, built
    // and deployed to the site (scripts/teamRepo/main.ts): what a remote team gets is what works.
    name: 'a remote from its own repository (npm run test:team-repo)',
    run: async () => (await node(['node_modules/tsx/dist/cli.mjs', 'scripts/teamRepo/main.ts'])) === 0,
  },
  {
    name: 'end-to-end tests',
    run: async () =>
      (await run(process.execPath, [path.join(repoRoot, 'node_modules/@playwright/test/cli.js'), 'test'], {
        cwd: path.join(repoRoot, 'e2e'),
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson, PLAYWRIGHT_HTML_OPEN: 'never' },
      })) === 0,
  },
];

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  // Counts from an earlier run must not be reported as this one's.
  for (const file of [jestJson, e2eJson]) rmSync(file, { force: true });
  const started = Date.now();
  const timings: string[] = [];
  let ok = true;
  for (const step of STEPS) {
    const t = Date.now();
    console.log(`\n=== ${step.name} ===`);
    ok = await step.run();
    timings.push(`${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(t)}`);
    if (!ok) break;
  }
  const jest = jestCounts();
  const e2e = e2eCounts();
  console.log('\n=== summary ===');
  for (const line of timings) console.log(line);
  console.log(`jest: ${jest.passed} passed, ${jest.failed} failed, ${jest.skipped} skipped`);
  console.log(`e2e: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`);
  console.log(`total time ${seconds(started)}`);
  const failed = jest.failed + e2e.failed + (ok ? 0 : 1);
  console.log(`${jest.passed + e2e.passed} passed, ${failed} failed`);
  process.exit(ok ? 0 : 1);
}

void main();
