import { calls, scriptLoadRemote } from '../../../scripts/jest/federation-runtime-double';
import { IncompatibleRemoteError, type RuntimeConfig } from '@ssb/contracts';
import { createFederationLoader } from './createFederationLoader';

const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.example/',
  legalInternetBankingUrl: 'https://ib.example/b/',
  remotes: {
    mfe_products: 'http://127.0.0.1:1/mf-manifest.json',
    mfe_calculators: 'http://127.0.0.1:2/mf-manifest.json',
    mfe_applications: 'http://127.0.0.1:3/mf-manifest.json',
    mfe_about: 'http://127.0.0.1:4/mf-manifest.json',
  },
};

const routes = (contractsVersion: string) => ({ contractsVersion, buildId: 'b1', pages: {} });

it('loads a remote routes module once and caches it', async () => {
  scriptLoadRemote(() => Promise.resolve(routes('1.0.0')));
  const loader = createFederationLoader(config);
  const [a, b] = await Promise.all([loader.loadRoutes('mfe_about'), loader.loadRoutes('mfe_about')]);
  expect(a).toBe(b);
  expect(calls.loaded).toEqual(['mfe_about/routes']);
});

it('retries once with a cache-busting manifest URL after a failure', async () => {
  scriptLoadRemote((_id, attempt) => (attempt === 1 ? Promise.reject(new Error('RUNTIME-003')) : Promise.resolve(routes('1.0.0'))));
  const loader = createFederationLoader(config);
  await expect(loader.loadRoutes('mfe_products')).resolves.toMatchObject({ buildId: 'b1' });
  expect(calls.loaded).toEqual(['mfe_products/routes', 'mfe_products/routes']);
  expect(calls.registered).toHaveLength(1);
  const [again] = calls.registered[0]?.remotes ?? [];
  expect(calls.registered[0]?.force).toBe(true);
  expect(again?.name).toBe('mfe_products');
  expect(again?.entry).toMatch(/^http:\/\/127\.0\.0\.1:1\/mf-manifest\.json\?retry=\d+$/);
});

it('gives up after the retry, and tries again on the next call', async () => {
  scriptLoadRemote(() => Promise.reject(new Error('down')));
  const loader = createFederationLoader(config);
  await expect(loader.loadRoutes('mfe_about')).rejects.toThrow('down');
  expect(calls.loaded).toHaveLength(2);
  await expect(loader.loadRoutes('mfe_about')).rejects.toThrow('down');
  expect(calls.loaded).toHaveLength(4);
});

it('refuses a remote built against another major version of the contracts', async () => {
  scriptLoadRemote(() => Promise.resolve(routes('2.0.0')));
  const loader = createFederationLoader(config);
  await expect(loader.loadRoutes('mfe_about')).rejects.toBeInstanceOf(IncompatibleRemoteError);
});
