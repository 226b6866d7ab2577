/**
 * The render pool's turns, on real worker threads: a worker is given a few renders at once, the
 * others wait; one that waits past its budget is refused without touching the worker.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '@ssb/contracts/node';
import { createRenderPool, RenderBusyError, type RenderPool } from './renderPool';
import type { RenderJob } from './messages';

/**
 * A stand-in for the shell's server build. A render of /slow/<ms> takes that long (waiting, as a
 * render waits for the API). Each answer names the worker's own sequence number and how many
 * renders the worker was running at once at most.
 */
const FAKE_SHELL_BUILD = `
let rendered = 0;
let running = 0;
let most = 0;
exports.sharedModule = () => undefined;
exports.renderApp = async ({ url }) => {
  running += 1;
  most = Math.max(most, running);
  await new Promise((resolve) => setTimeout(resolve, Number(url.split('/')[2] ?? 0)));
  running -= 1;
  rendered += 1;
  return { html: JSON.stringify({ rendered, most }), styleTags: '', resources: {} };
};`;

const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.example',
  legalInternetBankingUrl: 'https://ib.example/legal',
  remotes: { mfe_products: '', mfe_calculators: '', mfe_applications: '', mfe_about: '' },
};
const job = (url: string): RenderJob => ({ url, config, apiOrigin: 'http://127.0.0.1:9', timeoutMs: 5_000, owner: null });
const answerOf = (html: string) => JSON.parse(html) as { rendered: number; most: number };

describe('render pool: turns', () => {
  let dir: string;
  let pool: RenderPool | undefined;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-pool-'));
    writeFileSync(path.join(dir, 'render.cjs'), FAKE_SHELL_BUILD);
  });
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives a worker at most its number of renders at once; the others wait their turn and all render', async () => {
    pool = createRenderPool({ shellBuildFile: path.join(dir, 'render.cjs'), maxInFlight: 2 });
    const results = await Promise.all(Array.from({ length: 6 }, () => pool!.render('shell', job('/slow/60'), null, 5_000)));
    const answers = results.map((r) => answerOf(r.html));
    expect(answers.map((a) => a.rendered).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Math.max(...answers.map((a) => a.most))).toBe(2);
  }, 20_000);

  it('refuses a render that waits past its budget, and the busy worker goes on with its work', async () => {
    pool = createRenderPool({ shellBuildFile: path.join(dir, 'render.cjs'), maxInFlight: 1 });
    // Start the worker first: its start-up is not what this is about.
    await pool.render('shell', job('/slow/0'), null, 5_000);
    const long = pool.render('shell', job('/slow/600'), null, 5_000);
    const refused = pool.render('shell', job('/slow/0'), null, 150);
    await expect(refused).rejects.toBeInstanceOf(RenderBusyError);
    // The long render was not interrupted, and the same worker (its count goes on) renders next.
    expect(answerOf((await long).html).rendered).toBe(2);
    expect(answerOf((await pool.render('shell', job('/slow/0'), null, 5_000)).html).rendered).toBe(3);
  }, 20_000);

  it('refuses the renders still waiting when it closes', async () => {
    pool = createRenderPool({ shellBuildFile: path.join(dir, 'render.cjs'), maxInFlight: 1 });
    const running = pool.render('shell', job('/slow/300'), null, 5_000);
    const waiting = pool.render('shell', job('/slow/0'), null, 5_000);
    await pool.close();
    pool = undefined;
    await expect(waiting).rejects.toThrow(/closing/);
    await expect(running).rejects.toThrow(/closing/);
  }, 20_000);
});
