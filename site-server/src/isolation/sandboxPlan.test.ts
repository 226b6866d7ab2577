/**
 * Where the sandbox cannot be made, remote code is not run on the server with weaker walls: its
 * pages are rendered in the browser, the log says why once, and /readyz says `degraded` with the
 * reason. Weaker walls are only ever chosen on purpose (SSB_RENDER_WALLS=permission-model, for a
 * development machine), and said just as plainly. The site's program has no switch that turns the
 * sandbox off: the bench's in-process renderer is injected through createSiteServer only.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_SETTINGS } from '../process/settings';
import { renderedOnServer, serverBuild, startHostileSite } from '../testing/hostileSite';

describe('a machine where the sandbox cannot be made', () => {
  it('renders no remote code on the server: pages go to the browser, the log says why once, and /readyz says degraded', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'ssb-no-tools-'));
    // No bwrap where the site looks for it: as on a machine without bubblewrap.
    const site = await startHostileSite(
      { render: { sandbox: { memoryMb: 1024, walls: 'sandbox', toolDirs: [empty] } } },
      { rendersRemoteCode: false },
    );
    try {
      const marker = `ran-${process.pid}`;
      const res = await site.tryRelease(serverBuild(`return '${marker}';`));
      expect(res.statusCode).toBe(200);
      expect(renderedOnServer(res)).toBe(false);
      expect(res.body).not.toContain(marker);
      expect(site.processes()).toEqual([]);
      const ready = (await site.page('/readyz')).json<{ status: string; sandbox?: string }>();
      expect(ready.status).toBe('degraded');
      expect(ready.sandbox).toMatch(/no sandbox for remote code: bubblewrap \(bwrap\) is not installed/);
      expect(site.logs.filter((line) => line.includes('render processes: none'))).toHaveLength(1);
    } finally {
      await site.close();
      rmSync(empty, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('weaker walls, chosen on purpose', () => {
  it('are said at start and in /readyz', async () => {
    const site = await startHostileSite({ render: { sandbox: { memoryMb: 1024, walls: 'permission-model' } } });
    try {
      expect(renderedOnServer(await site.page('/ru/Credit'))).toBe(true);
      const ready = (await site.page('/readyz')).json<{ status: string; sandbox?: string }>();
      expect(ready.status).toBe('degraded');
      expect(ready.sandbox).toMatch(/weaker walls: SSB_RENDER_WALLS=permission-model/);
      expect(site.logs.some((line) => line.includes('"level":40') && line.includes('SSB_RENDER_WALLS=permission-model'))).toBe(true);
    } finally {
      await site.close();
    }
  }, 60_000);
});

describe('the site’s program', () => {
  it('has no setting that takes a wall down or renders in threads; the walls setting knows only the sandbox and the development choice', () => {
    const names = Object.keys(SITE_SETTINGS.properties);
    expect(names.filter((name) => /BENCH|THREAD|UNSAFE|SANDBOX_OFF|NO_SANDBOX/.test(name))).toEqual([]);
    const walls = SITE_SETTINGS.properties.SSB_RENDER_WALLS as { anyOf?: { const: string }[]; default?: string };
    expect(walls.default).toBe('sandbox');
    expect((walls.anyOf ?? []).map((choice) => choice.const).sort()).toEqual(['permission-model', 'sandbox']);
  });
});
