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
  ['a deploy token shorter than 16 characters', { SSB_DEPLOY_TOKEN: 'ops:short' }, 'shorter than 16 characters'],
  ['a pinned remote that is not one', { SSB_DEV_REMOTES: 'mfe_nothing=http://127.0.0.1:1/mf-manifest.json' }, 'mfe_nothing'],
  ['a port that is no number', { SSB_SITE_PORT: 'eighty' }, 'SSB_SITE_PORT must be a port number'],
])(
  'refuses %s before it builds anything',
  async (_name, env, message) => {
    const run = await startWith({ SSB_VAR_DIR: varDir, ...env });
    expect(run.code).toBe(1);
    expect(run.err).toContain(message);
    expect(run.out).not.toContain('[build]');
    expect(existsSync(path.join(varDir, 'deploy', 'registry.json'))).toBe(false);
  },
  60_000,
);
