/**
 * What keeps the development identity provider out of production: a loopback address and issuer,
 * never a Kubernetes pod, never NODE_ENV=production unless allowed; and the one exception, the
 * local cluster test's pod, which may bind to its pod's addresses and nothing more.
 */
import { SettingsError } from '@ssb/server-kit/settings/readSettings';
import { readDevIdentitySettings } from './settings';

/** What the local overlay's pod gives it (deploy/overlays/local/dev-identity.yaml). */
const LOCAL_CLUSTER_POD = {
  NODE_ENV: 'production',
  SSB_ALLOW_DEV_IDENTITY: '1',
  SSB_DEV_IDENTITY_LOCAL_CLUSTER: '1',
  SSB_DEV_IDENTITY_HOST: '0.0.0.0',
  SSB_DEV_IDENTITY_ISSUER: 'http://127.0.0.1:18194',
  SSB_BACKOFFICE_ORIGIN: 'http://127.0.0.1:18193',
};

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    readDevIdentitySettings(env);
    return null;
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return error.message;
  }
};

it('runs for npm start on loopback', () => {
  expect(readDevIdentitySettings({ SSB_ALLOW_DEV_IDENTITY: '1' }).SSB_DEV_IDENTITY_HOST).toBe('127.0.0.1');
});

it('binds to every address of the local cluster test’s pod, with a loopback issuer', () => {
  expect(readDevIdentitySettings(LOCAL_CLUSTER_POD)).toMatchObject({
    SSB_DEV_IDENTITY_HOST: '0.0.0.0',
    SSB_DEV_IDENTITY_ISSUER: 'http://127.0.0.1:18194',
  });
});

it('refuses any pod of a Kubernetes cluster, the local cluster’s flag or not', () => {
  expect(refusal({ ...LOCAL_CLUSTER_POD, KUBERNETES_SERVICE_HOST: '10.96.0.1' })).toMatch(/never runs in a cluster/);
  expect(refusal({ SSB_ALLOW_DEV_IDENTITY: '1', KUBERNETES_SERVICE_HOST: '10.96.0.1' })).toMatch(/never runs in a cluster/);
});

it('refuses a non-loopback address without the local cluster’s flag, and any other address with it', () => {
  expect(refusal({ ...LOCAL_CLUSTER_POD, SSB_DEV_IDENTITY_LOCAL_CLUSTER: '0' })).toMatch(/SSB_DEV_IDENTITY_HOST/);
  expect(refusal({ ...LOCAL_CLUSTER_POD, SSB_DEV_IDENTITY_HOST: '10.89.0.7' })).toMatch(/SSB_DEV_IDENTITY_HOST/);
});

it('refuses a non-loopback issuer and production without SSB_ALLOW_DEV_IDENTITY, in the local cluster too', () => {
  expect(refusal({ ...LOCAL_CLUSTER_POD, SSB_DEV_IDENTITY_ISSUER: 'http://ssb-dev-identity-pod-0:8087' })).toMatch(/SSB_DEV_IDENTITY_ISSUER/);
  expect(refusal({ ...LOCAL_CLUSTER_POD, SSB_ALLOW_DEV_IDENTITY: '0' })).toMatch(/never in production/);
});
