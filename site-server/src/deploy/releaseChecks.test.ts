/**
 * What the registry checks before pinning a release, against a real origin that misbehaves the
 * ways a hostile one can: redirects, answers that never end or end too late, files over their
 * budget sent in chunks without a length, and manifests whose fields carry markup, other
 * origins or code.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sriOf } from '@ssb/contracts/node';
import { checkRelease, FILE_BUDGETS } from './releaseChecks';
import { createOriginAllowlist } from './originAllowlist';
import { ENTRY_CODE, serverBuildManifest } from '../testing/serverBuildManifest';

const SERVER_CODE = 'module.exports = { contractsVersion: "1.7.0", pages: {} };';

type Manifest = ReturnType<typeof serverBuildManifest>;

describe('release checks against a misbehaving origin', () => {
  let server: Server;
  let base: string;
  /** What the origin sent of the answer in progress before the registry stopped reading. */
  let sent = 0;
  const manifests = new Map<string, unknown>();
  const hanging: ServerResponse[] = [];

  const manifestWith = (change: (m: Manifest) => void): string => {
    const manifest = serverBuildManifest({ id: '1.0.0-x', remote: 'mfe_about', code: SERVER_CODE });
    change(manifest);
    const key = `/m${manifests.size}`;
    manifests.set(key, manifest);
    return `${base}${key}/mf-manifest.json`;
  };
  const check = (url: string, timeoutMs = 1_000) => checkRelease('mfe_about', url, { allowlist: createOriginAllowlist(undefined), timeoutMs });

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = req.url ?? '';
      const [, key = '', file = ''] = /^(\/m\d+)\/(.*)$/.exec(url) ?? [];
      if (file === 'mf-manifest.json' && manifests.has(key)) return void res.end(JSON.stringify(manifests.get(key)));
      if (file === 'remoteEntry.js') return void res.end(ENTRY_CODE);
      if (file === 'server/routes.cjs') return void res.end(SERVER_CODE);
      if (url === '/redirect/mf-manifest.json') return void res.writeHead(302, { location: `${base}/m0/mf-manifest.json` }).end();
      if (url === '/hang/mf-manifest.json') return void hanging.push(res);
      if (url === '/trickle/mf-manifest.json') {
        res.write('{"name":');
        return void hanging.push(res);
      }
      if (url === '/chunked/mf-manifest.json') {
        // 50 MB in chunks, no Content-Length: it must be cut off at the budget, not read whole.
        sent = 0;
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const pump = () => {
          while (sent < 50 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => undefined);
        return pump();
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    manifestWith(() => undefined); // /m0, a sound release
  });
  afterAll(async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('passes a sound release and hands over the bytes it checked', async () => {
    const result = await check(`${base}/m0/mf-manifest.json`);
    expect(result.ok).toBe(true);
    if (result.ok) expect(sriOf(result.serverBytes)).toBe(sriOf(SERVER_CODE));
  });

  it('does not follow a redirect', async () => {
    expect(await check(`${base}/redirect/mf-manifest.json`)).toMatchObject({
      ok: false,
      check: 'manifest-reachable',
      message: expect.stringMatching(/redirects are not followed/),
    });
  });

  it.each([
    ['never answers', '/hang'],
    ['starts and never finishes', '/trickle'],
  ])('gives up on an origin that %s, within its time limit', async (_case, path) => {
    const started = Date.now();
    expect(await check(`${base}${path}/mf-manifest.json`, 500)).toMatchObject({ ok: false, check: 'manifest-reachable' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('refuses a manifest over its budget while reading it, chunked and without a length', async () => {
    const result = await check(`${base}/chunked/mf-manifest.json`, 5_000);
    expect(result).toMatchObject({ ok: false, check: 'manifest-reachable', message: expect.stringMatching(/more than 1048576 bytes/) });
    // The origin got to send little more than the budget before the registry hung up.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toBeLessThan(FILE_BUDGETS.manifest * 8);
  });

  const HOSTILE = ['"><img src=x onerror=alert(1)>', '</script><script>alert(1)</script>', 'javascript:alert(1)', '<b>'];

  it.each([
    ['the release id', (m: Manifest, v: string) => void (m.metaData.release.id = `1.0.0${v}`), 'manifest-valid'],
    ['the remote entry name', (m: Manifest, v: string) => void (m.metaData.remoteEntry.name = v), 'manifest-valid'],
    ['the remote entry folder', (m: Manifest, v: string) => void (m.metaData.remoteEntry.path = `${v}/`), 'manifest-valid'],
    [
      'an exposed chunk',
      (m: Manifest, v: string) => void m.exposes.push({ name: 'routes', assets: { js: { sync: [v], async: [] } } } as never),
      'manifest-valid',
    ],
    ['a page chunk', (m: Manifest, v: string) => void Object.assign(m.metaData, { pageChunks: { 'page-about': [v] } }), 'manifest-valid'],
    ['a page chunk name', (m: Manifest, v: string) => void Object.assign(m.metaData, { pageChunks: { [v]: ['a.js'] } }), 'manifest-valid'],
    ['an integrity value', (m: Manifest, v: string) => void (m.metaData.release.integrity['remoteEntry.js'] = `sha384-${v}`), 'manifest-valid'],
    [
      'a page data request',
      (m: Manifest, v: string) => void Object.assign(m.metaData, { pageData: { '/about': [`/pages/${v}`] } }),
      'manifest-valid',
    ],
    ['the contracts range', (m: Manifest, v: string) => void (m.metaData.release.contractsRange = `^1.7.0 ${v}`), 'manifest-valid'],
  ])('refuses markup, script or a scheme in %s', async (_field, change, expected) => {
    for (const value of HOSTILE) expect(await check(manifestWith((m) => change(m, value)))).toMatchObject({ ok: false, check: expected });
  });

  it.each([
    ['a publicPath on another origin', (m: Manifest) => void (m.metaData.publicPath = 'https://evil.example/'), 'urls-allowed'],
    [
      'a publicPath that is code',
      (m: Manifest) => void Object.assign(m.metaData, { getPublicPath: 'return "https://evil.example/"' }),
      'manifest-valid',
    ],
    [
      'a chunk that climbs out of its folder',
      (m: Manifest) => void Object.assign(m.metaData, { pageChunks: { p: ['../../other/x.js'] } }),
      'manifest-valid',
    ],
    [
      'a chunk with a scheme',
      (m: Manifest) => void Object.assign(m.metaData, { pageChunks: { p: ['https://evil.example/x.js'] } }),
      'manifest-valid',
    ],
    [
      'page data that leaves the API',
      (m: Manifest) => void Object.assign(m.metaData, { pageData: { '/about': ['/../internal/vitals/summary'] } }),
      'manifest-valid',
    ],
    [
      'page data with an encoded climb',
      (m: Manifest) => void Object.assign(m.metaData, { pageData: { '/about': ['/%2e%2e/internal/x'] } }),
      'manifest-valid',
    ],
  ])('refuses %s', async (_case, change, expected) => {
    expect(await check(manifestWith(change))).toMatchObject({ ok: false, check: expected });
  });
});
