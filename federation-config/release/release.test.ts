import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isReleaseManifest, type ReleaseManifest } from '@ssb/contracts/node';
import { finalizeRelease, releasesDir } from './finalizeRelease';
import { latestRelease, listReleases, pruneReleases } from './releases';
import { sriOf } from '@ssb/contracts/node';
import { createRemoteServer } from './remoteServer';
import { writeFakeBuild } from './test/fakeBuild';

let dist: string;
let builds = 0;

/** A build of the given text, finalized as `ssb-remote build` does. */
function release(text: string, at = new Date(Date.UTC(2026, 10, 25, 8, builds))) {
  const staging = path.join(dist, `.staging-${(builds += 1)}`);
  writeFakeBuild(staging, { text });
  return finalizeRelease({
    stagingDir: staging,
    distDir: dist,
    version: '1.4.0',
    contractsVersion: '1.2.0',
    serverEntry: 'server/routes.cjs',
    now: at,
  });
}

const manifestOf = (id: string): ReleaseManifest => {
  const parsed: unknown = JSON.parse(readFileSync(path.join(releasesDir(dist), id, 'mf-manifest.json'), 'utf8'));
  if (!isReleaseManifest(parsed)) throw new Error('not a release manifest');
  return parsed;
};

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'ssb-release-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('finalizeRelease', () => {
  it('moves the build into releases/<version>-<hash> and states the release in its manifest', () => {
    const made = release('one');
    expect(made.created).toBe(true);
    expect(made.id).toMatch(/^1\.4\.0-[0-9a-f]{12}$/);
    expect(made.dir).toBe(path.join(dist, 'releases', made.id));
    const { release: info } = manifestOf(made.id).metaData;
    expect(info).toMatchObject({ id: made.id, remote: 'mfe_about', contractsRange: '^1.2.0', serverEntry: 'server/routes.cjs' });
    // Every script with the integrity of its bytes, the server build included.
    expect(Object.keys(info.integrity).sort()).toEqual(['remoteEntry.js', 'routes.0123456789.js', 'server/routes.cjs']);
    for (const [file, sri] of Object.entries(info.integrity)) expect(sri).toBe(sriOf(readFileSync(path.join(made.dir, file))));
    expect(JSON.parse(readFileSync(path.join(dist, 'latest.json'), 'utf8'))).toEqual({
      id: made.id,
      manifest: `releases/${made.id}/mf-manifest.json`,
    });
  });

  it('keeps the precompressed manifest equal to the manifest', () => {
    const { dir } = release('one');
    const text = readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8');
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'mf-manifest.json.br'))).toString()).toBe(text);
    expect(gunzipSync(readFileSync(path.join(dir, 'mf-manifest.json.gz'))).toString()).toBe(text);
  });

  it('never overwrites: the same files are the same release, other files another one', () => {
    const first = release('one');
    const before = readFileSync(path.join(first.dir, 'mf-manifest.json'), 'utf8');
    const again = release('one');
    expect(again).toMatchObject({ id: first.id, created: false });
    expect(readFileSync(path.join(first.dir, 'mf-manifest.json'), 'utf8')).toBe(before);
    const other = release('two');
    expect(other.id).not.toBe(first.id);
    expect(listReleases(dist).map((r) => r.id)).toEqual([other.id, first.id]);
    // No staging folder is left behind.
    expect(readFileSync(path.join(dist, 'latest.json'), 'utf8')).toContain(other.id);
    expect(existsSync(path.join(dist, '.staging-1'))).toBe(false);
    // A change reverted: the build is the first release again, and that one is the latest.
    expect(release('one')).toMatchObject({ id: first.id, created: false });
    expect(JSON.parse(readFileSync(path.join(dist, 'latest.json'), 'utf8'))).toMatchObject({ id: first.id });
  });

  it('refuses a build without a server build', () => {
    const staging = path.join(dist, '.staging-x');
    writeFakeBuild(staging);
    rmSync(path.join(staging, 'server'), { recursive: true });
    expect(() =>
      finalizeRelease({ stagingDir: staging, distDir: dist, version: '1.0.0', contractsVersion: '1.2.0', serverEntry: 'server/routes.cjs' }),
    ).toThrow(/no server build/);
  });
});

describe('pruneReleases', () => {
  it('keeps the newest N and the live one, removes the rest', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'].map((text) => release(text).id);
    const live = ids[0] as string; // the oldest is live (rolled back to)
    const result = pruneReleases(dist, 2, { deployed: [live], previewed: [] });
    expect(result.kept.sort()).toEqual([ids[4], ids[3], live].sort());
    expect(result.removed.sort()).toEqual([ids[1], ids[2]].sort());
    expect(
      listReleases(dist)
        .map((r) => r.id)
        .sort(),
    ).toEqual(result.kept.sort());
    expect(latestRelease(dist)?.id).toBe(ids[4]);
  });

  it('keeps a release an active preview shows, however old, beside the live one', () => {
    const ids = ['a', 'b', 'c', 'd'].map((text) => release(text).id);
    const [previewed, old, live] = ids as [string, string, string, string];
    const result = pruneReleases(dist, 1, { deployed: [live], previewed: [previewed, 'not-in-this-folder'] });
    expect(result.kept.sort()).toEqual([ids[3], live, previewed].sort());
    expect(result.removed).toEqual([old]);
    expect(result.previewed).toEqual([previewed]);
    // Its files are still there for the browsers that preview it.
    expect(existsSync(path.join(releasesDir(dist), previewed, 'remoteEntry.js'))).toBe(true);
    expect(existsSync(path.join(releasesDir(dist), old))).toBe(false);
  });

  it('refuses a keep below one', () => {
    release('a');
    expect(() => pruneReleases(dist, 0, { deployed: [], previewed: [] })).toThrow(RangeError);
  });
});

describe('the remote origin', () => {
  it('serves every release side by side, immutable, with CORS; latest.json is revalidated', async () => {
    const one = release('one');
    const two = release('two');
    writeFileSync(path.join(dist, 'stray.txt'), 'x');
    const server = await createRemoteServer(dist);
    try {
      for (const id of [one.id, two.id]) {
        const res = await server.inject({ url: `/releases/${id}/remoteEntry.js` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['access-control-allow-origin']).toBe('*');
      }
      const manifest = await server.inject({ url: `/releases/${one.id}/mf-manifest.json` });
      expect(manifest.headers['cache-control']).toContain('immutable');
      expect(manifest.json()).toMatchObject({ metaData: { release: { id: one.id } } });
      const latest = await server.inject({ url: '/latest.json' });
      expect(latest.headers['cache-control']).toBe('no-cache');
      expect(latest.json()).toMatchObject({ id: two.id });
      expect((await server.inject({ url: '/releases/../../etc/passwd' })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('does not serve source maps: they stay on disk, to decode an error’s stack', async () => {
    const one = release('maps');
    writeFileSync(path.join(one.dir, 'remoteEntry.js.map'), '{"sources":["webpack://mfe_about/src/secret.ts"]}');
    const server = await createRemoteServer(dist);
    try {
      expect((await server.inject({ url: `/releases/${one.id}/remoteEntry.js` })).statusCode).toBe(200);
      const map = await server.inject({ url: `/releases/${one.id}/remoteEntry.js.map` });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret.ts');
    } finally {
      await server.close();
    }
  });
});
