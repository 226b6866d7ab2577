import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RETAIN_DAYS, liveReleaseIds, retainedReleaseIds, type RemoteListing } from './registryClient';

const NOW = Date.parse('2026-03-20T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 24 * 3600 * 1000).toISOString();
const entry = (releaseId: string, days: number, action: string) => ({ releaseId, at: daysAgo(days), action });

/** A remote's listing as GET /_deploy/remotes/:name answers it: live since 2 days, a canary running. */
const LISTING: RemoteListing = {
  live: { releaseId: 'r6', manifestUrl: 'http://127.0.0.1:9084/releases/r6/mf-manifest.json', by: 'ci', at: daysAgo(2) },
  rollbackTo: { releaseId: 'r5' },
  canary: { release: { releaseId: 'r7' } },
  etag: '"mfe_about-9"',
  history: [
    entry('r7', 1, 'canary'),
    entry('r6', 2, 'deploy'),
    // Aborted three days ago: its pages may still be open.
    entry('r4c', 3, 'canary-abort'),
    entry('r4c', 12, 'canary'),
    // Live from 20 days ago until r6 two days ago: live within the last 7 days.
    entry('r5', 20, 'deploy'),
    // Replaced 20 days ago: nothing of it is that recent.
    entry('r3', 30, 'deploy'),
    entry('r2', 40, 'rollback'),
    entry('r1', 50, 'deploy'),
  ],
};

describe('the releases a prune keeps', () => {
  it(`are the live one, the canary, a rollback's target and all live or in a canary in the last ${RETAIN_DAYS} days`, () => {
    expect(retainedReleaseIds(LISTING, NOW).sort()).toEqual(['r4c', 'r5', 'r6', 'r7']);
  });

  it('keep a release live until a switch within the days, and let it go once that switch is older', () => {
    const listing: RemoteListing = { live: null, rollbackTo: null, etag: '"x"', history: [entry('b', 6, 'deploy'), entry('a', 100, 'deploy')] };
    expect(retainedReleaseIds(listing, NOW).sort()).toEqual(['a', 'b']);
    expect(retainedReleaseIds(listing, NOW + 2 * 24 * 3600 * 1000)).toEqual([]);
  });

  it('are only the live one for a registry that lists no history or canary', () => {
    expect(retainedReleaseIds({ live: LISTING.live, rollbackTo: null, etag: '"x"' }, NOW)).toEqual(['r6']);
  });

  describe('asked of the registry over HTTP', () => {
    let server: Server;
    let site: string;
    beforeAll(async () => {
      server = createServer((req, res) => {
        res.setHeader('content-type', 'application/json');
        if (req.url === '/_deploy/remotes/mfe_about') res.end(JSON.stringify(LISTING));
        else {
          res.statusCode = 404;
          res.end('{}');
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => new Promise((resolve) => server.close(resolve)));

    it('reads the listing and keeps what it names', async () => {
      expect((await liveReleaseIds('mfe_about', { SSB_SITE_URL: site }, NOW)).sort()).toEqual(['r4c', 'r5', 'r6', 'r7']);
    });

    it('fails, removing nothing, when the registry cannot say', async () => {
      await expect(liveReleaseIds('mfe_products', { SSB_SITE_URL: site }, NOW)).rejects.toThrow(/cannot ask the registry/);
    });
  });
});
