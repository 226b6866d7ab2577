/**
 * The render pool on real sandboxed processes: turns (a process is given a few renders at once,
 * the others wait; one that waits past its budget is refused without touching the process), the
 * API reads a render may have relayed and no others, and a process that sends what it must not
 * is stopped.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '@ssb/contracts/node';
import { createRenderPool, RenderBusyError, RenderCrashError, type RenderPool } from './renderPool';
import { RELAY_ORIGIN, type RenderJob } from './protocol';
import type { ApiRelay } from './apiRelay';

/**
 * A stand-in for the shell's server build. A render of /slow/<ms> takes that long (waiting, as a
 * render waits for the API); /read/<path> reads the API through the relay; /flood sends a message
 * past the limit on the process's channel; /garbage sends bytes that are no message.
 */
const FAKE_SHELL_BUILD = `
let rendered = 0;
let running = 0;
let most = 0;
exports.sharedModule = () => undefined;
exports.renderApp = async ({ url, apiOrigin }) => {
  if (url.startsWith('/read/')) {
    const answers = [];
    for (const target of decodeURIComponent(url.slice(6)).split('|')) {
      try {
        const res = await fetch(target.startsWith('/') ? apiOrigin + target : target, target.startsWith('POST') ? { method: 'POST' } : undefined);
        answers.push(res.status + ' ' + (await res.text()));
      } catch (error) {
        answers.push('refused: ' + error.message);
      }
    }
    return { html: JSON.stringify(answers), styleTags: '', resources: {} };
  }
  if (url === '/flood' || url === '/garbage') {
    // The channel is the host's socket on fd 3; code in the process can find it among its handles.
    const channel = process._getActiveHandles().find((h) => h._handle && h._handle.fd === 3);
    const header = Buffer.alloc(4);
    header.writeUInt32BE(url === '/flood' ? 64 * 1024 * 1024 : 5, 0);
    channel.write(Buffer.concat([header, Buffer.from(url === '/flood' ? 'x'.repeat(1024) : '{"t":')]));
    if (url === '/garbage') channel.write(Buffer.from([0, 0, 0, 2, 0x7b, 0x7d]));
    return new Promise(() => undefined);
  }
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
const job = (url: string): RenderJob => ({ url, config, apiOrigin: RELAY_ORIGIN, timeoutMs: 5_000, owner: null });
const answerOf = (html: string) => JSON.parse(html) as { rendered: number; most: number };
const SHELL = { key: 'shell', releaseId: null, release: null };

describe('render pool', () => {
  let dir: string;
  let pool: RenderPool | undefined;
  const relayed: string[] = [];
  const relay: ApiRelay = Object.assign(
    async (url: string) => {
      relayed.push(url);
      return { status: 200, contentType: 'application/json', body: '{"ok":true}' };
    },
    { overBudget: () => false },
  );
  const make = (maxInFlight: number, relayImpl: ApiRelay = relay) =>
    createRenderPool({ shellBuildFile: path.join(dir, 'render.cjs'), maxInFlight, relay: relayImpl });

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-pool-'));
    writeFileSync(path.join(dir, 'render.cjs'), FAKE_SHELL_BUILD);
  });
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives a process at most its number of renders at once; the others wait their turn and all render', async () => {
    pool = make(2);
    const results = await Promise.all(Array.from({ length: 6 }, () => pool!.render(SHELL, job('/slow/60'), 5_000)));
    const answers = results.map((r) => answerOf(r.html));
    expect(answers.map((a) => a.rendered).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Math.max(...answers.map((a) => a.most))).toBe(2);
  }, 20_000);

  it('refuses a render that waits past its budget, and the busy process goes on with its work', async () => {
    pool = make(1);
    // Start the process first: its start-up is not what this is about.
    await pool.render(SHELL, job('/slow/0'), 5_000);
    const long = pool.render(SHELL, job('/slow/600'), 5_000);
    const refused = pool.render(SHELL, job('/slow/0'), 150);
    await expect(refused).rejects.toBeInstanceOf(RenderBusyError);
    // The long render was not interrupted, and the same process (its count goes on) renders next.
    expect(answerOf((await long).html).rendered).toBe(2);
    expect(answerOf((await pool.render(SHELL, job('/slow/0'), 5_000)).html).rendered).toBe(3);
  }, 20_000);

  it('refuses the renders still waiting when it closes', async () => {
    pool = make(1);
    const running = pool.render(SHELL, job('/slow/300'), 5_000);
    const waiting = pool.render(SHELL, job('/slow/0'), 5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await pool.close();
    pool = undefined;
    await expect(waiting).rejects.toThrow(/closing/);
    await expect(running).rejects.toThrow(/closing/);
  }, 20_000);

  it('relays a render’s reads of the API through the site server, and nothing but reads', async () => {
    relayed.length = 0;
    pool = make(2);
    const reads = ['/api/Credit/?language_id=2', 'POST /api/message/', 'http://127.0.0.1:9/api/Credit/'].join('|');
    const answers = JSON.parse((await pool.render(SHELL, job(`/read/${encodeURIComponent(reads)}`), 5_000)).html) as string[];
    expect(answers[0]).toBe('200 {"ok":true}');
    expect(answers[1]).toMatch(/^refused/);
    // Another address is handed to the site server too, which refuses what is not the API (apiRelay.test.ts).
    expect(relayed).toEqual([`${RELAY_ORIGIN}/api/Credit/?language_id=2`, 'http://127.0.0.1:9/api/Credit/']);
  }, 20_000);

  it.each([
    ['a message past the limit', '/flood', /sent a message of \d+ bytes, more than/],
    ['bytes that are no message', '/garbage', /sent a message the site does not accept|sent .*JSON/],
  ])(
    'stops a process that sends %s; the next one starts after its delay',
    async (_case, url, reason) => {
      pool = make(2);
      await pool.render(SHELL, job('/slow/0'), 5_000);
      const [before] = pool.pids();
      const refused = pool.render(SHELL, job(url), 5_000);
      await expect(refused).rejects.toBeInstanceOf(RenderCrashError);
      await expect(refused).rejects.toThrow(reason);
      expect(pool.running('shell')).toBe(false);
      await expect(pool.render(SHELL, job('/slow/0'), 5_000)).rejects.toThrow(/restarts in 1 s/);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(answerOf((await pool.render(SHELL, job('/slow/0'), 5_000)).html).rendered).toBe(1);
      expect(pool.pids()[0]?.pid).not.toBe(before?.pid);
    },
    20_000,
  );
});
