import { calls, scriptLoadRemote } from '@ssb/federation-config/jest/federation-runtime-double';
import { CONTRACTS_VERSION, REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@ssb/contracts';
import { IncompatibleRemoteError, RemoteTimeoutError } from './errors';
import { createFederationLoader } from './createFederationLoader';

// Versions relative to the shell's, so the tests outlive the contract's next version.
const MAJOR = Number(CONTRACTS_VERSION.split('.')[0]);
const BUILT = `${MAJOR}.0.0`;

const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  internetBankingUrl: 'https://ib.example/',
  legalInternetBankingUrl: 'https://ib.example/b/',
  // Each remote on an origin of its own; mfe_about's release is the one these tests load.
  remotes: {
    ...(Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, `http://127.0.0.1:${i + 10}/releases/1.0.0-${i}/mf-manifest.json`])) as Record<
      RemoteName,
      string
    >),
    mfe_about: 'http://127.0.0.1:4/releases/1.0.0-d/mf-manifest.json',
  },
  releases: { mfe_about: { id: '1.0.0-d', contractsRange: `^${BUILT}` } },
};

const routes = (contractsVersion: string) => ({ contractsVersion, buildId: 'b1', pages: {} });

afterEach(() => jest.useRealTimers());

it('loads a remote routes module once and caches it', async () => {
  scriptLoadRemote(() => Promise.resolve(routes(BUILT)));
  const loader = createFederationLoader(config);
  const [a, b] = await Promise.all([loader.loadRoutes('mfe_about'), loader.loadRoutes('mfe_about')]);
  expect(a).toBe(b);
  expect(calls.loaded).toEqual(['mfe_about/routes']);
});

it('gives up when the remote has not arrived within its budget, and tries again on the next call', async () => {
  jest.useFakeTimers();
  scriptLoadRemote(() => new Promise(() => undefined)); // accepted, never answered
  const loader = createFederationLoader(config, { budgetMs: 8_000 });
  const pending = loader.loadRoutes('mfe_products');
  const settled = jest.fn();
  pending.catch(settled);
  await jest.advanceTimersByTimeAsync(7_900);
  expect(settled).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(200);
  await expect(pending).rejects.toBeInstanceOf(RemoteTimeoutError);
  await expect(pending).rejects.toThrow('Remote mfe_products did not load within 8000 ms');
  scriptLoadRemote(() => Promise.resolve(routes(BUILT)));
  await expect(loader.loadRoutes('mfe_products')).resolves.toMatchObject({ buildId: 'b1' });
});

it('refuses a release whose range the shell does not satisfy, before loading any of it', async () => {
  scriptLoadRemote((id) => Promise.resolve(routes(id.startsWith('mfe_about') ? '9.0.0' : BUILT)));
  const loader = createFederationLoader({ ...config, releases: { mfe_about: { id: '9.0.0-x', contractsRange: '^9.0.0' } } });
  await expect(loader.loadRoutes('mfe_about')).rejects.toBeInstanceOf(IncompatibleRemoteError);
  await expect(loader.loadWidget('mfe_calculators/CreditCalculator')).resolves.toBeDefined(); // another remote is fine
  expect(calls.loaded).toEqual(['mfe_calculators/CreditCalculator']);
});

it('refuses a module built against a newer minor of the contracts than the shell has', async () => {
  // Same major, but the remote would use what that minor added: the shell's module lacks it.
  scriptLoadRemote(() => Promise.resolve(routes(`${MAJOR}.99.0`)));
  const loader = createFederationLoader({ ...config, releases: {} });
  await expect(loader.loadRoutes('mfe_products')).rejects.toThrow(`needs contracts ^${MAJOR}.99.0; the host has ${CONTRACTS_VERSION}`);
});

it('refuses a module built against the previous major (a removed export would be missing)', async () => {
  scriptLoadRemote(() => Promise.resolve(routes(`${MAJOR - 1}.7.0`)));
  const loader = createFederationLoader({ ...config, releases: {} });
  await expect(loader.loadRoutes('mfe_products')).rejects.toBeInstanceOf(IncompatibleRemoteError);
});

it('accepts a module built against an earlier patch or minor of the same major', async () => {
  scriptLoadRemote(() => Promise.resolve(routes(`${MAJOR}.0.0`)));
  await expect(createFederationLoader(config).loadRoutes('mfe_products')).resolves.toMatchObject({ contractsVersion: `${MAJOR}.0.0` });
});

it('fails at once for a remote with no live release', async () => {
  scriptLoadRemote(() => Promise.resolve(routes(BUILT)));
  const loader = createFederationLoader({ ...config, remotes: { ...config.remotes, mfe_about: '' } });
  await expect(loader.loadRoutes('mfe_about')).rejects.toThrow('mfe_about has no live release');
  expect(calls.loaded).toEqual([]);
});

it('tells its observer each remote it loaded and each it gave up on, for field reporting', async () => {
  scriptLoadRemote((id) => (id.startsWith('mfe_products') ? Promise.reject(new Error('entry failed')) : Promise.resolve(routes(BUILT))));
  const heard: string[] = [];
  const loader = createFederationLoader(
    { ...config, releases: { mfe_about: { id: '9.0.0-x', contractsRange: '^9.0.0' } } },
    {
      remoteLoads: {
        loaded: (remote) => heard.push(`loaded ${remote}`),
        failed: (remote) => heard.push(`failed ${remote}`),
        caught: (remote) => heard.push(`caught ${remote}`),
      },
    },
  );
  await loader.loadRoutes('mfe_calculators');
  await loader.loadWidget('mfe_calculators/CreditCalculator');
  await expect(loader.loadRoutes('mfe_products')).rejects.toThrow('entry failed');
  await expect(loader.loadRoutes('mfe_about')).rejects.toBeInstanceOf(IncompatibleRemoteError);
  expect(heard).toEqual(['loaded mfe_calculators', 'loaded mfe_calculators', 'failed mfe_products', 'failed mfe_about']);
});
