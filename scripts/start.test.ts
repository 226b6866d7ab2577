/**
 * `npm start` checks every setting before it builds or serves anything: a wrong one costs a
 * second and changes nothing (it cost a whole build, and a written registry).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const start = path.join(__dirname, 'start.ts');

function startWith(env: Record<string, string>): Promise<{ code: number; out: string; err: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', start],
      { cwd: path.dirname(__dirname), env: { ...process.env, SSB_SITE_PORT: '1', SSB_API_PORT: '2', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout, err: stderr, ms: Date.now() - started }),
    );
  });
}

let varDir: string;
beforeEach(() => {
  varDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-start-'));
});
afterEach(() => rmSync(varDir, { recursive: true, force: true }));

it.each([
  ['a deploy token shorter than 16 characters', { SSB_DEPLOY_TOKEN: 'ops:short' }, 'SSB_DEPLOY_TOKEN=(its value, not shown) is not allowed'],
  [
    'a token of 16 characters with a short secret',
    { SSB_DEPLOY_TOKEN: 'operations:short' },
    'SSB_DEPLOY_TOKEN: deploy token "operations" is shorter',
  ],
  ['a pinned remote that is not one', { SSB_DEV_REMOTES: 'mfe_nothing=http://127.0.0.1:1/mf-manifest.json' }, 'mfe_nothing'],
  ['a port that is no number', { SSB_SITE_PORT: 'eighty' }, 'SSB_SITE_PORT="eighty" is not allowed: it must be a whole number from 1 to 65535'],
  // It was NaN, and then every application got through.
  ['a rate limit that is no number', { SSB_RATE_LIMIT_MAX: 'abc' }, 'SSB_RATE_LIMIT_MAX="abc" is not allowed: it must be a whole number from 1 up'],
  ['a remote origin’s port out of range', { SSB_ABOUT_PORT: '70000' }, 'SSB_ABOUT_PORT="70000" is not allowed'],
  ['a database URL that is not PostgreSQL’s', { DATABASE_URL: 'mysql://root:hunter2@db/ssb' }, 'DATABASE_URL=(its value, not shown)'],
])(
  'refuses %s with one line, before it builds or writes anything',
  async (_name, env, message) => {
    const run = await startWith({ SSB_VAR_DIR: path.join(varDir, 'var'), ...env });
    expect(run.code).toBe(1);
    const lines = run.err.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(message);
    expect(run.err).not.toContain('hunter2');
    expect(run.out).not.toContain('[build]');
    expect(existsSync(path.join(varDir, 'var'))).toBe(false);
  },
  60_000,
);

it('warns of an SSB_ variable no process declares (a typo), naming it', async () => {
  const run = await startWith({ SSB_VAR_DIR: path.join(varDir, 'var'), SSB_RATE_LIMT_MAX: '5', SSB_SITE_PORT: 'eighty' });
  expect(run.err).toContain('warning: SSB_RATE_LIMT_MAX is not a setting of any process');
  expect(run.err).not.toContain('SSB_SITE_URL');
}, 60_000);
