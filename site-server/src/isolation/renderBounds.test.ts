/**
 * What a hostile release can make the site server do, bounded: the answers it sends, its
 * channel, its CPU, the API reads it asks for, and the memory of the page cache. Each attack is a
 * real release deployed through the registry, whose server code does what the penetration test
 * did; each bound is then raised (a test-only option) to show that the attack works without it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { processCpuMs } from '../render/processCpu';
import { ADMIN, bearer, renderedOnServer, serverBuild, startHostileSite, type HostileSite } from '../testing/hostileSite';
import type { SiteServerOptions } from '../site-server';

const until = async (done: () => boolean | Promise<boolean>, what: string, limitMs = 10_000) => {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** The count of a release's bound in /metrics. */
const bounded = async (site: HostileSite, bound: string) => {
  const line = (await site.metrics())
    .split('\n')
    .find((l) => l.startsWith('ssb_render_bounded_total{') && l.includes(`remote="mfe_about"`) && l.includes(`bound="${bound}"`));
  return Number(line?.split(' ').pop() ?? 0);
};

const hostilePid = (site: HostileSite) => site.processes().find((p) => p.key.startsWith('live:mfe_about:'))?.pid;

/** The channel of the process (its socket on descriptor 3), as release code can find it. */
const CHANNEL = `process._getActiveHandles().find((h) => h._handle && h._handle.fd === 3)`;

async function withSite(
  options: Partial<SiteServerOptions>,
  run: (site: HostileSite) => Promise<void>,
  answer?: Parameters<typeof startHostileSite>[1],
) {
  const site = await startHostileSite(options, answer);
  try {
    await run(site);
  } finally {
    await site.close();
  }
}

describe('CPU', () => {
  const spinAfterAnswer = serverBuild(`setTimeout(() => { for (;;) {} }, 50); return 'answered';`);

  it('stops a process that computes after its render answered, and counts it against its release', async () => {
    await withSite({}, async (site) => {
      const res = await site.tryRelease(spinAfterAnswer);
      expect(res.body).toContain('answered');
      const pid = hostilePid(site);
      expect(pid).toBeDefined();
      await until(async () => (await bounded(site, 'cpu-idle')) === 1, 'the idle process stopped');
      await until(() => processCpuMs(pid ?? 0) === null, 'the idle process gone');
      expect(site.logs.join('')).toMatch(/ms of CPU in \d+ ms with no render to do/);
      await site.othersUnharmed();
    });
  }, 60_000);

  it('matters: with no idle bound, the spinning process keeps a core busy', async () => {
    await withSite({ render: { cpu: { idleMs: Number.POSITIVE_INFINITY } } }, async (site) => {
      await site.tryRelease(spinAfterAnswer);
      const pid = hostilePid(site) ?? 0;
      const before = processCpuMs(pid) ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      // Still there and computing (with the bound it is gone within a window): even a loaded
      // machine gives it more than its idle allowance.
      expect((processCpuMs(pid) ?? 0) - before).toBeGreaterThan(300);
      expect(await bounded(site, 'cpu-idle')).toBe(0);
    });
  }, 60_000);

  it('bounds the CPU of a render that computes inside its time limit', async () => {
    // 600 ms of its own CPU, however long a loaded machine takes to give it that.
    const busy = serverBuild(`const start = process.cpuUsage(); while (process.cpuUsage(start).user < 600_000) {} return 'computed';`);
    await withSite({ render: { timeoutMs: 10_000, cpu: { perRenderMs: 300 } } }, async (site) => {
      const res = await site.tryRelease(busy);
      expect(renderedOnServer(res)).toBe(false);
      expect(await bounded(site, 'cpu-render')).toBe(1);
      await site.othersUnharmed();
    });
    await withSite({ render: { timeoutMs: 30_000, cpu: { perRenderMs: 5_000 } } }, async (site) => {
      expect((await site.tryRelease(busy)).body).toContain('computed');
    });
  }, 60_000);
});

describe('the channel', () => {
  it('stops a process that sends a large message outside any render, before reading it', async () => {
    await withSite({}, async (site) => {
      const res = await site.tryRelease(
        serverBuild(`setTimeout(() => {
          const body = Buffer.from(JSON.stringify({ t: 'ready', contractsVersion: 'x'.repeat(8 * 1024 * 1024) }));
          const header = Buffer.alloc(4); header.writeUInt32BE(body.length, 0);
          for (let i = 0; i < 5; i += 1) ${CHANNEL}.write(Buffer.concat([header, body]));
        }, 20); return 'answered';`),
      );
      expect(res.body).toContain('answered');
      await until(() => site.logs.join('').includes('sent a message of'), 'the process stopped');
      expect(site.processes().some((p) => p.key.startsWith('live:mfe_about:'))).toBe(false);
      await site.othersUnharmed(500);
    });
  }, 60_000);

  /** A render that stops reading its channel, then asks for 40 large API answers: the site would queue them all. */
  const stopsReading = serverBuild(`${CHANNEL}.pause();
    // Alive, and reading nothing (a paused socket alone would let the process end).
    setInterval(() => undefined, 1_000);
    const reads = Array.from({ length: 40 }, (_, i) => fetch('http://api.render.invalid/api/big?i=' + i).catch(() => null));
    await Promise.all(reads);
    return 'read';`);
  const bigAnswers = {
    answer: (req: { url: string }) => (req.url.startsWith('/api/big') ? { body: JSON.stringify('x'.repeat(1024 * 1024)) } : undefined),
  };

  it('stops writing to a process that does not read: its render fails, its page is served unrendered, and little is queued', async () => {
    await withSite(
      { render: { timeoutMs: 3_000 } },
      async (site) => {
        const res = await site.tryRelease(stopsReading);
        expect(renderedOnServer(res)).toBe(false);
        expect(site.logs.join('')).toMatch(/does not read its channel/);
        await site.othersUnharmed();
      },
      bigAnswers,
    );
  }, 60_000);

  it('matters: with no bound, the site queues tens of megabytes for a process that reads none of them', async () => {
    await withSite(
      { render: { timeoutMs: 20_000, channelHighWater: Number.POSITIVE_INFINITY } },
      async (site) => {
        const page = site.tryRelease(stopsReading);
        // Four times the bound, and growing: the penetration test saw 65 MB.
        await until(
          () => (site.processes().find((p) => p.key.startsWith('live:mfe_about:'))?.queued ?? 0) > 16 * 1024 * 1024,
          'the queue grew',
          15_000,
        );
        // Done: its process is ended by hand (nothing here would), and its page goes to the browser.
        process.kill(hostilePid(site) ?? 0, 'SIGKILL');
        expect(renderedOnServer(await page)).toBe(false);
      },
      bigAnswers,
    );
  }, 60_000);
});

describe('relayed API reads', () => {
  const searches = serverBuild(`const out = [];
    const statuses = [];
    for (let i = 0; i < 50; i += 1) statuses.push(await fetch('http://api.render.invalid/api/search?q=' + i).then((r) => r.status, () => 'refused'));
    return 'statuses ' + statuses.join(',');`);

  it('count against the visitor, who is named to the API, and against the release’s budget: past it, 429 and its pages unrendered', async () => {
    await withSite({ render: { relayBudget: { perMinute: 120 }, timeoutMs: 3_000 }, rendersPerMinute: 1_000 }, async (site) => {
      await site.deploy('mfe_about', site.release('mfe_about', searches));
      const pages = [];
      for (let i = 0; i < 4; i += 1) pages.push(await site.page(`/en/news/render-${i}`, {}, '127.0.0.7'));
      const reads = site.apiRequests.filter((r) => r.url.startsWith('/api/search'));
      expect(reads.length).toBe(120);
      // Each read names the visitor: the API counts it against that address's own limits.
      expect(new Set(reads.map((r) => r.headers['x-forwarded-for']))).toEqual(new Set(['127.0.0.7']));
      expect(pages.slice(0, 2).every(renderedOnServer)).toBe(true);
      expect(pages.slice(2).some(renderedOnServer)).toBe(false);
      expect(await bounded(site, 'relay-budget')).toBe(1);
      await site.othersUnharmed();
    });
  }, 60_000);

  it('matters: with a budget of a million, 4 renders get 200 of 200 reads', async () => {
    await withSite({ render: { relayBudget: { perMinute: 1_000_000 }, timeoutMs: 3_000 }, rendersPerMinute: 1_000 }, async (site) => {
      await site.deploy('mfe_about', site.release('mfe_about', searches));
      for (let i = 0; i < 4; i += 1) await site.page(`/en/news/render-${i}`);
      expect(site.apiRequests.filter((r) => r.url.startsWith('/api/search')).length).toBe(200);
    });
  }, 60_000);
});

describe('answers and the page cache', () => {
  it('does not use an answer over its size limit: the page is served unrendered and counted against the release', async () => {
    await withSite({ render: { maxAnswerBytes: 256 * 1024 } }, async (site) => {
      const res = await site.tryRelease(serverBuild(`return 'x'.repeat(300 * 1024);`));
      expect(res.statusCode).toBe(200);
      expect(renderedOnServer(res)).toBe(false);
      expect(await bounded(site, 'too-large')).toBe(1);
      await site.othersUnharmed();
    });
  }, 60_000);

  /** Twelve pages of about 1.4 MB, each at an address of its own. */
  const bigPages = serverBuild(`return '<p>' + url + '</p>' + 'y'.repeat(1_400_000);`);
  const fillCache = async (site: HostileSite) => {
    await site.deploy('mfe_about', site.release('mfe_about', bigPages));
    for (let i = 0; i < 12; i += 1) expect((await site.page(`/en/news/item-${i}`)).statusCode).toBe(200);
    const bytes = async () =>
      Number(
        (await site.metrics())
          .split('\n')
          .find((l) => l.startsWith('ssb_page_cache_bytes '))
          ?.split(' ')[1],
      );
    // Pages are compressed and stored after their answer: what is held once that is done.
    let held = -1;
    for (let tries = 0; tries < 40 && held !== (held = await bytes()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 250));
    return held;
  };

  it('keeps the page cache within its bytes: a page over the page limit is not stored', async () => {
    await withSite({ rendersPerMinute: 1_000, pageCacheBytes: { max: 8 * 1024 * 1024, perPage: 1024 * 1024 } }, async (site) => {
      expect(await fillCache(site)).toBeLessThan(1024 * 1024);
      await site.othersUnharmed();
    });
  }, 60_000);

  it('matters: with no bound, twelve large pages hold tens of megabytes', async () => {
    await withSite({ rendersPerMinute: 1_000, pageCacheBytes: { max: 1024 ** 3, perPage: 1024 ** 3 } }, async (site) => {
      expect(await fillCache(site)).toBeGreaterThan(12 * 1_400_000);
    });
  }, 60_000);
});

describe('the page around a release’s markup', () => {
  let site: HostileSite;
  beforeAll(async () => {
    site = await startHostileSite({ rendersPerMinute: 1_000 });
  }, 60_000);
  afterAll(() => site.close());

  const siteScriptsBeforeMarkup = (html: string) => {
    const root = html.indexOf('<div id="root"');
    const after = html.slice(root);
    return (
      root > 0 &&
      !/<script nonce|<template id="ssb-app-preloads"|__SSB_RESOURCES__|__SSB_RUNTIME_CONFIG__/.test(
        after.replace(/^[\s\S]*?data-server-rendered>/, ''),
      )
    );
  };

  it('answers quickly a page of `</body>` and 24,000 `<script `, and keeps the site’s scripts out of its reach', async () => {
    const started = Date.now();
    const res = await site.tryRelease(serverBuild(`return '</body>' + '<script '.repeat(24_000);`));
    expect(res.statusCode).toBe(200);
    expect(renderedOnServer(res)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(siteScriptsBeforeMarkup(res.body)).toBe(true);
    // The cached page too, and the probes answer at once meanwhile.
    const probeStarted = Date.now();
    expect((await site.page('/healthz')).statusCode).toBe(200);
    expect(Date.now() - probeStarted).toBeLessThan(100);
    expect(siteScriptsBeforeMarkup((await site.page('/en/about')).body)).toBe(true);
  }, 30_000);

  it('never allows a release’s own inline script on a cached page: the policy names the site’s scripts only', async () => {
    const res = await site.tryRelease(serverBuild(`return '<h2>hi</h2><script>window.pwned = 1</script>';`));
    const cached = await site.page('/en/about');
    expect(cached.headers['server-timing']).toMatch(/cache;desc="hit"/);
    const { createHash } = await import('node:crypto');
    const hash = `sha256-${createHash('sha256').update('window.pwned = 1').digest('base64')}`;
    const policy = String(cached.headers['content-security-policy']);
    expect(policy).toMatch(/'sha256-/);
    expect(policy).not.toContain(hash);
    expect(res.body).toContain('<script>window.pwned = 1</script>');
  }, 30_000);

  it('never writes its nonce after a release’s markup, so an unclosed tag cannot take it', async () => {
    // Previewed, as it was found: a preview's page is never cached, so it carries a nonce.
    const cookie = await site.preview(
      'mfe_about',
      site.release('mfe_about', serverBuild(`return '<p>x</p><script src=https://evil.example/x.js data-x=';`)),
    );
    const res = await site.page('/en/about', { cookie });
    expect(res.statusCode).toBe(200);
    expect(renderedOnServer(res)).toBe(true);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    const markupAt = res.body.indexOf('data-x=');
    expect(markupAt).toBeGreaterThan(0);
    expect(res.body.slice(markupAt)).not.toContain(nonce);
    expect(res.body.slice(markupAt)).toBe('data-x=</div></body></html>');
  }, 30_000);
});

describe('one build, one release id', () => {
  it('refuses a second build under a release id the registry knows, at deploy, preview and canary, naming the id', async () => {
    await withSite({}, async (site) => {
      const first = site.release('mfe_about', serverBuild(`return 'first';`));
      expect((await site.deploy('mfe_about', first)).statusCode).toBe(200);
      const second = site.sameIdOtherBuild(first, serverBuild(`return 'second';`));
      const id = new URL(first).pathname.split('/')[2] ?? '';
      const asked = [
        await site.deploy('mfe_about', second),
        await site.site.inject({
          method: 'POST',
          url: '/_deploy/preview',
          headers: { ...bearer(ADMIN), 'content-type': 'application/json' },
          payload: { remote: 'mfe_about', manifestUrl: second },
        }),
        await site.site.inject({
          method: 'POST',
          url: '/_deploy/remotes/mfe_about/canary',
          headers: { ...bearer(ADMIN), 'content-type': 'application/json' },
          payload: { manifestUrl: second, share: 0.05 },
        }),
      ];
      for (const res of asked) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ error: 'release-id-reused', releaseId: id });
      }
      expect((await site.page('/en/about')).body).toContain('first');
    });
  }, 60_000);
});
