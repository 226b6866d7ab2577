import type { RemoteManifest, RuntimeConfig } from '@ssb/contracts/node';
import { createRemotePreloads } from './remotePreloads';
import type { RemoteRelease } from '../../deploy/releaseReader';

const MANIFEST_URL = 'http://127.0.0.1:4001/releases/1.0.0-abc/mf-manifest.json';
const PINNED = `/_releases/manifests/${'ab'.repeat(48)}.json`;
const CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.example',
  legalInternetBankingUrl: 'https://ib.example/legal',
  remotes: { mfe_products: MANIFEST_URL, mfe_calculators: '', mfe_applications: '', mfe_about: '' },
};
/** The release as the site reads it: pinned (the browser gets the site's copy of the manifest) or a development build. */
const released = (manifest: RemoteManifest, pinned = true): Promise<RemoteRelease> =>
  Promise.resolve({ manifest, manifestUrl: MANIFEST_URL, browserManifestUrl: pinned ? PINNED : MANIFEST_URL, digest: pinned ? 'sha384-x' : null });

const manifest = (integrity: Record<string, string> | undefined): RemoteManifest => ({
  name: 'mfe_products',
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    release: integrity && {
      id: '1.0.0-abc',
      remote: 'mfe_products',
      contractsRange: '^1.2.0',
      serverEntry: 'server/remoteEntry.js',
      integrity,
      builtAt: '2026-11-25T00:00:00.000Z',
    },
    pageChunks: { 'page-Credit-slug': ['page-Credit-slug.1.js'] },
  },
  exposes: [{ name: 'routes', assets: { js: { sync: ['routes.1.js'], async: ['i18n-ru.1.js', 'i18n-en.1.js'] } } }],
});

const linksOf = (tags: string) => [...tags.matchAll(/<link [^>]*\/>/g)].map((m) => m[0]);

describe('remote preloads', () => {
  it('preload the entry, the routes chunk, the catalog of the language and the page chunk; integrity where the runtime loads with it', async () => {
    const integrity = {
      'remoteEntry.js': 'sha384-entry',
      'routes.1.js': 'sha384-routes',
      'i18n-ru.1.js': 'sha384-ru',
      'i18n-en.1.js': 'sha384-en',
      'page-Credit-slug.1.js': 'sha384-page',
    };
    const preloads = createRemotePreloads(() => released(manifest(integrity)));
    const { tags, connect } = await preloads(CONFIG, 'mfe_products', 'ru', '/Credit/:slug');
    const scripts = linksOf(tags).filter((l) => l.includes('as="script"'));
    expect(scripts.map((l) => /href="([^"]+)"/.exec(l)?.[1])).toEqual(
      ['remoteEntry.js', 'routes.1.js', 'i18n-ru.1.js', 'page-Credit-slug.1.js'].map((f) => new URL(f, MANIFEST_URL).href),
    );
    // The federation runtime's script tags (entry, routes) carry integrity and crossorigin, the
    // remote's webpack chunk loader's do not: a preload that differs is a second download.
    const [entry, routesChunk, catalog, page] = scripts;
    expect(entry).toContain('integrity="sha384-entry" crossorigin="anonymous"');
    expect(routesChunk).toContain('integrity="sha384-routes" crossorigin="anonymous"');
    for (const link of [catalog, page]) expect(link).not.toMatch(/integrity|crossorigin/);
    // The manifest is read from the site's pinned copy, never from the remote's origin.
    expect(tags).toContain(`<link rel="preload" as="fetch" href="${PINNED}" crossorigin="anonymous" />`);
    expect(connect).toBe('<link rel="preconnect" href="http://127.0.0.1:4001" />');
  });

  it('a development build without a release: plain preloads, no CORS', async () => {
    const preloads = createRemotePreloads(() => released(manifest(undefined), false));
    const scripts = linksOf((await preloads(CONFIG, 'mfe_products', 'en')).tags).filter((l) => l.includes('as="script"'));
    expect(scripts).toHaveLength(3);
    for (const link of scripts) expect(link).not.toMatch(/integrity|crossorigin/);
  });

  it('no manifest, no preloads', async () => {
    const preloads = createRemotePreloads(() => Promise.resolve(null));
    expect(await preloads(CONFIG, 'mfe_products', 'en')).toEqual({ connect: '', tags: '', pageData: [] });
  });
});
