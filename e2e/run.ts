/**
 * `npm run e2e`: `playwright test` with two things of the suite's own (docs/qa.md):
 * - `--preview <remote>=<manifest URL>` (repeatable) runs the suite with that release previewed
 *   (E2E_PREVIEW);
 * - a filtered run (`--grep @mfe-about`, `--project`, a spec file) runs only what it selects.
 *   Playwright would run the composition project's dependencies (every desktop and phone test)
 *   in full whatever the filter; here they are left out, and when the selection mixes delivery
 *   tests (which switch live releases) with others, it runs on one worker so they never overlap.
 * Every other argument goes to `playwright test` as it is.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')), 'cli.js');

const previews: string[] = [];
const args: string[] = [];
const given = process.argv.slice(2);
for (let i = 0; i < given.length; i += 1) {
  const arg = given[i] ?? '';
  if (arg === '--preview') previews.push(given[(i += 1)] ?? '');
  else if (arg.startsWith('--preview=')) previews.push(arg.slice('--preview='.length));
  else args.push(arg);
}
if (previews.some((p) => !p.includes('='))) {
  console.error('--preview needs <remote>=<manifest URL>, for example --preview mfe_about=https://cdn.example/releases/1.4.0-ab12/mf-manifest.json');
  process.exit(2);
}
const env = { ...process.env };
if (previews.length > 0) env.E2E_PREVIEW = [env.E2E_PREVIEW, ...previews].filter(Boolean).join(',');

/** Options that take a value (so that the value is not read as a spec file). */
const WITH_VALUE = new Set([
  '--grep',
  '-g',
  '--grep-invert',
  '--project',
  '--workers',
  '-j',
  '--repeat-each',
  '--retries',
  '--reporter',
  '--timeout',
  '--shard',
  '--config',
  '-c',
  '--output',
  '--max-failures',
  '--trace',
]);
const isFilter = (arg: string, i: number) =>
  /^(--grep|-g|--grep-invert|--project)(=|$)/.test(arg) || (!arg.startsWith('-') && !WITH_VALUE.has(args[i - 1] ?? ''));
const filtered = args.some(isFilter);

interface Listing {
  suites?: Suite[];
}
interface Suite {
  suites?: Suite[];
  specs?: { tests: { projectName: string }[] }[];
}

/** The projects the selection has tests in, from a listing of it. */
function projectsSelected(): Set<string> {
  const listed = spawnSync(process.execPath, [cli, 'test', ...args, '--no-deps', '--list', '--reporter=json'], {
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const projects = new Set<string>();
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests) projects.add(test.projectName);
    for (const child of suite.suites ?? []) walk(child);
  };
  try {
    for (const suite of (JSON.parse(listed.stdout) as Listing).suites ?? []) walk(suite);
  } catch {
    // Not listable (a bad option): the real run below says why.
  }
  return projects;
}

const extra: string[] = [];
if (filtered) {
  extra.push('--no-deps');
  const listOnly = args.includes('--list');
  const projects = listOnly ? new Set<string>() : projectsSelected();
  const mixed = projects.has('composition') && projects.size > 1;
  if (mixed && !args.some((a) => /^(--workers|-j)(=|$)/.test(a))) extra.push('--workers=1');
}

const child = spawn(process.execPath, [cli, 'test', ...args, ...extra], { stdio: 'inherit', env });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
