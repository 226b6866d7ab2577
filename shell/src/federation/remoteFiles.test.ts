import type { RuntimeConfig } from '@ssb/contracts';
import { remoteFilesOf, remoteOfStack } from './remoteFiles';
import { forgetManifests, recordManifest } from './runtimePlugins/releaseIntegrity';

const PAGE = 'https://ssb.example/ru/Credit';

const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.example/',
  legalInternetBankingUrl: 'https://ib.example/b/',
  remotes: {
    // On the site's own origin, in a release folder.
    mfe_products: '/remotes/mfe_products/1.4.0-a/mf-manifest.json',
    // On an origin of its own.
    mfe_calculators: 'https://calc.example/releases/1.1.0-b/mf-manifest.json',
    // No live release.
    mfe_applications: '',
    // A manifest at the root of the site itself: its folder is the shell's too.
    mfe_about: '/mf-manifest.json',
  },
};

const files = remoteFilesOf(config, () => PAGE);

afterEach(() => forgetManifests());

it('names the remote whose release folder a file is in, on the site’s origin or its own', () => {
  expect(files('https://ssb.example/remotes/mfe_products/1.4.0-a/page-Credit.js')).toBe('mfe_products');
  expect(files('https://calc.example/releases/1.1.0-b/remoteEntry.js?retry=1')).toBe('mfe_calculators');
});

it('names no remote for the shell’s files, another release’s folder, another origin or what is not a URL', () => {
  expect(files('https://ssb.example/static/js/main.1a2b.js')).toBeNull();
  expect(files('https://ssb.example/remotes/mfe_products/1.4.0-ab/page.js')).toBeNull();
  expect(files('https://calc.example/releases/0.9.0-z/remoteEntry.js')).toBeNull();
  expect(files('https://ssb.example.evil/remotes/mfe_products/1.4.0-a/x.js')).toBeNull();
  expect(files('')).toBeNull();
  expect(files('page.js')).toBeNull();
});

it('adds a release’s absolute publicPath once its manifest has been read', () => {
  const cdnFile = 'https://cdn.example/products/1.4.0-a/page-Credit.js';
  expect(files(cdnFile)).toBeNull();
  recordManifest('/remotes/mfe_products/1.4.0-a/mf-manifest.json', {
    name: 'mfe_products',
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      publicPath: 'https://cdn.example/products/1.4.0-a/',
      release: { id: '1.4.0-a', remote: 'mfe_products', contractsRange: '^2.0.0', serverEntry: 's.cjs', builtAt: 'x', integrity: {} },
    },
    exposes: [],
  });
  expect(files(cdnFile)).toBe('mfe_products');
});

it('reads a stack from its top frame down, in the formats of Chrome, Firefox and Safari', () => {
  const chrome = [
    'TypeError: x is undefined',
    '    at https://ssb.example/static/js/react.js:1:200',
    '    at Calculator (https://calc.example/releases/1.1.0-b/412.js:1:99)',
    '    at Credit (https://ssb.example/remotes/mfe_products/1.4.0-a/page-Credit.js:3:4)',
  ].join('\n');
  expect(remoteOfStack(files, chrome)).toBe('mfe_calculators');
  const firefox = 'render@https://ssb.example/remotes/mfe_products/1.4.0-a/page-Credit.js:3:4\nrun@https://ssb.example/static/js/main.js:1:1';
  expect(remoteOfStack(files, firefox)).toBe('mfe_products');
  expect(remoteOfStack(files, 'Error: x\n    at https://ssb.example/static/js/main.js:1:1')).toBeNull();
  expect(remoteOfStack(files, undefined)).toBeNull();
});
