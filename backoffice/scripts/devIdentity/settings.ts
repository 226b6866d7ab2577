/**
 * The development identity provider's settings, and the check that keeps it out of production:
 * it runs only on a loopback address, with a loopback issuer, and never inside a cluster (a
 * Kubernetes pod has KUBERNETES_SERVICE_HOST). Anything else stops it before it opens a port.
 * One exception, named by its own flag: the local cluster test's pod (podman, which sets no
 * KUBERNETES_SERVICE_HOST) binds to its pod's addresses, so that the balancer reaches it; its
 * issuer stays loopback, reached in the other pods through their loopback tunnels.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Flag, Port, Text, Url } from '@ssb/server-kit/settings/schema';
import { readSettings, SettingsError } from '@ssb/server-kit/settings/readSettings';

export const DEV_IDENTITY_SETTINGS = Type.Object({
  SSB_DEV_IDENTITY_HOST: Text({ default: '127.0.0.1', description: 'the address the development identity provider binds to (loopback only)' }),
  SSB_DEV_IDENTITY_PORT: Port({ default: 8087, description: 'the development identity provider’s port (npm start)' }),
  SSB_DEV_IDENTITY_ISSUER: Url({
    default: 'http://localhost:8087',
    description: 'its issuer, as the back office and the API reach it (loopback only)',
  }),
  SSB_DEV_IDENTITY_DIR: Text({ default: 'var/dev-identity', description: 'where it keeps its signing key between starts' }),
  SSB_ALLOW_DEV_IDENTITY: Flag({
    description: '1: npm start (or a test) runs the development identity provider; it refuses to start in production without it',
  }),
  SSB_DEV_IDENTITY_LOCAL_CLUSTER: Flag({
    description:
      '1: played by the local cluster test (deploy/overlays/local, podman) in a pod of its own, it binds to the pod’s addresses; never in Kubernetes',
  }),
  SSB_BACKOFFICE_ORIGIN: Url({ default: 'http://localhost:8086', description: 'the back office’s address: its redirect and sign-out URIs' }),
});

export type DevIdentitySettings = Static<typeof DEV_IDENTITY_SETTINGS>;

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/;

export function readDevIdentitySettings(env: NodeJS.ProcessEnv = process.env): DevIdentitySettings {
  const read = readSettings(DEV_IDENTITY_SETTINGS, env);
  if (env.KUBERNETES_SERVICE_HOST)
    throw new SettingsError('the development identity provider never runs in a cluster: name the bank’s provider (SSB_STAFF_ISSUER) instead');
  if (env.NODE_ENV === 'production' && env.SSB_ALLOW_DEV_IDENTITY !== '1')
    throw new SettingsError(
      'the development identity provider runs only for npm start and the tests (SSB_ALLOW_DEV_IDENTITY=1), never in production',
    );
  // Every address of the local cluster's pod (the balancer is on podman's network), nothing else.
  const localCluster = read.SSB_DEV_IDENTITY_LOCAL_CLUSTER === '1';
  if (!LOOPBACK.test(read.SSB_DEV_IDENTITY_HOST) && !(localCluster && read.SSB_DEV_IDENTITY_HOST === '0.0.0.0'))
    throw new SettingsError(
      'SSB_DEV_IDENTITY_HOST: the development identity provider binds to a loopback address only (0.0.0.0 only in the local cluster test’s pod)',
    );
  if (!LOOPBACK.test(new URL(read.SSB_DEV_IDENTITY_ISSUER).hostname)) throw new SettingsError('SSB_DEV_IDENTITY_ISSUER: a loopback address only');
  return read;
}
