/**
 * For tests: releases with a server build on a real HTTP origin, deployed through a real
 * registry (a file store), so that the site pins and renders them as it does in production. The
 * origin can also answer other paths (the API, in tests that use one server for both).
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONTRACTS_VERSION, sriOf, type RemoteName, type RuntimeConfig } from '@ssb/contracts/node';
import { createDeployRegistry, type DeployRegistry } from '../deploy/registry';
import { createFileRegistryStore } from '../deploy/registryStore';
import { createOriginAllowlist } from '../deploy/originAllowlist';
import { runtimeConfigOf } from '../deploy/runtimeConfigView';

export const ENTRY_CODE = 'var remote = 1;';

export interface ServerBuildRelease {
  id: string;
  remote: RemoteName;
  /** The server build's code, whose integrity the manifest states. */
  code: string;
  contractsRange?: string;
  /** More of the manifest's metaData (pageData, pageChunks, or a field to try the checks with). */
  metaData?: Record<string, unknown>;
}

/** The manifest a remote's origin serves for a release: its entry and its server build, with their integrity. */
export function serverBuildManifest({ id, remote, code, contractsRange = `^${CONTRACTS_VERSION}`, metaData = {} }: ServerBuildRelease) {
  return {
    name: remote,
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      publicPath: 'auto',
      ...metaData,
      release: {
        id,
        remote,
        contractsRange,
        serverEntry: 'server/routes.cjs',
        integrity: { 'remoteEntry.js': sriOf(ENTRY_CODE), 'server/routes.cjs': sriOf(code) },
        builtAt: '2026-11-26T08:00:00.000Z',
      },
    },
    exposes: [],
  };
}

export interface ReleaseOrigin {
  base: string;
  /** Serves the release; gives its manifest URL. */
  add(release: ServerBuildRelease): string;
  /** Serves other bytes for a path from now on (a file swapped on the origin behind a release). */
  swap(pathname: string, body: string): void;
  /** Requests for server builds so far. */
  serverBuildRequests(): number;
  close(): Promise<void>;
}

/** `other` answers what is not a release's (return false to let the origin answer 404). */
export async function startReleaseOrigin(other?: (req: IncomingMessage, res: ServerResponse) => boolean): Promise<ReleaseOrigin> {
  const files = new Map<string, string>();
  let serverBuilds = 0;
  const server: Server = createServer((req, res) => {
    const url = (req.url ?? '').split('?')[0] ?? '';
    const body = files.get(url);
    if (body !== undefined) {
      if (url.endsWith('/server/routes.cjs')) serverBuilds += 1;
      return void res.end(body);
    }
    if (other?.(req, res)) return;
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    add(release) {
      const dir = `/r/${release.remote}/${release.id}`;
      files.set(`${dir}/mf-manifest.json`, JSON.stringify(serverBuildManifest(release)));
      files.set(`${dir}/remoteEntry.js`, ENTRY_CODE);
      files.set(`${dir}/server/routes.cjs`, release.code);
      return `${base}${dir}/mf-manifest.json`;
    },
    swap: (pathname, body) => void files.set(pathname, body),
    serverBuildRequests: () => serverBuilds,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const TEST_SETTINGS = { apiBaseUrl: '/api', internetBankingUrl: 'https://ib.example', legalInternetBankingUrl: 'https://ib.example/legal' };

/** A registry in a fresh folder, allowing loopback origins, as `npm start`'s. */
export async function createTestRegistry(dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-registry-'))): Promise<DeployRegistry> {
  return createDeployRegistry({
    store: createFileRegistryStore(path.join(dir, 'registry.json')),
    checks: { allowlist: createOriginAllowlist(undefined), timeoutMs: 5_000 },
  });
}

/** Deploys, and fails the test with the registry's reason when it refuses. */
export async function deployOrFail(registry: DeployRegistry, remote: RemoteName, manifestUrl: string): Promise<void> {
  const outcome = await registry.deploy({ remote, manifestUrl, by: 'test' });
  if (!outcome.ok) throw new Error(`deploy of ${remote} refused: ${outcome.message}`);
}

/** The runtime config of the registry's live releases, pinned manifests included. */
export const pinnedConfig = (registry: DeployRegistry): RuntimeConfig => runtimeConfigOf(TEST_SETTINGS, registry.state());
