/**
 * Whether the site can serve visitors, part by part: the API answers, the deploy registry can be
 * read, and each remote's live release is pinned and accepted by this shell (the contract rule).
 * A load balancer takes an instance out while it is not ready. A remote whose server rendering is
 * off (its release fails to load or keeps crashing) leaves the site `degraded`: still ready, its
 * pages rendered in the browser, and the reason named.
 */
import { CONTRACTS_VERSION, REMOTE_NAMES, acceptsContracts, isReleaseManifest, type RemoteName, type RuntimeConfig } from '@ssb/contracts/node';
import type { ReleaseOf } from '../deploy/releaseReader';
import type { DeployRegistry } from '../deploy/registry';
import { serviceHeaders } from '@ssb/server-kit/serviceToken';

interface PartStatus {
  ok: boolean;
  detail: string;
}

interface RemoteStatus extends PartStatus {
  manifestUrl: string;
  releaseId: string | null;
  reachable: boolean;
  accepted: boolean;
}

export interface Readiness {
  ready: boolean;
  /** `degraded`: ready, but some remote's pages are not rendered on the server (`serverRendering`). */
  status: 'ready' | 'degraded' | 'not-ready';
  /** The remotes whose server rendering is off, and why. */
  serverRendering: Partial<Record<RemoteName, string>>;
  /** Why remote code is not run on the server here, or runs with weaker walls chosen on purpose; absent when sandboxed. */
  sandbox?: string;
  contractsVersion: string;
  api: PartStatus;
  registry: PartStatus;
  remotes: Record<RemoteName, RemoteStatus>;
}

export interface ReadinessOptions {
  runtimeConfig: () => RuntimeConfig;
  releaseOf: ReleaseOf;
  /** The remotes of a config whose pages are not rendered on the server now (page/render/serverRender.ts). */
  serverRenderingOff?: (config: RuntimeConfig) => Partial<Record<RemoteName, string>>;
  /** Whether render processes could be sandboxed here (render/sandbox/plan.ts): a site without its walls is degraded. */
  renderWalls?: () => { refused: string | null; weakened: string | null };
  apiUpstream: string;
  /** The site server's token for its own reads of the API (SSB_SERVICE_TOKEN): past the API's limits. */
  serviceToken?: string | undefined;
  registry?: DeployRegistry;
  fetchImpl?: typeof fetch;
  /** Where a part's failure is told in full (the answer itself names no file of this machine). */
  logFailure?: (part: string, error: unknown) => void;
}

const TIMEOUT_MS = 2_000;

async function apiStatus(apiUpstream: string, serviceToken: string | undefined, fetchImpl: typeof fetch): Promise<PartStatus> {
  try {
    const res = await fetchImpl(`${apiUpstream}/healthz`, { headers: serviceHeaders(serviceToken), signal: AbortSignal.timeout(TIMEOUT_MS) });
    return res.ok ? { ok: true, detail: `${apiUpstream} answers` } : { ok: false, detail: `${apiUpstream}/healthz answered ${res.status}` };
  } catch (error) {
    return { ok: false, detail: `${apiUpstream} unreachable: ${error instanceof Error ? error.message : String(error)}` };
  }
}

async function registryStatus(registry: DeployRegistry | undefined, logFailure: ReadinessOptions['logFailure']): Promise<PartStatus> {
  if (!registry) return { ok: true, detail: 'not hosted here (a fixed runtime config)' };
  try {
    await registry.refresh();
    // /readyz is public: it names no file of this machine (the log does).
    return { ok: true, detail: `revision ${registry.state().revision}` };
  } catch (error) {
    logFailure?.(`registry (${registry.describeStore()})`, error);
    return { ok: false, detail: 'cannot be read (the log says why)' };
  }
}

/** Why a live release is refused by this shell, or null when it is accepted. */
export function contractProblem(config: RuntimeConfig, remote: RemoteName): string | null {
  const release = config.releases?.[remote];
  if (!release || acceptsContracts(CONTRACTS_VERSION, release.contractsRange)) return null;
  return `live release ${release.id} needs contracts ${release.contractsRange}; this shell has ${CONTRACTS_VERSION}`;
}

async function remoteStatus(config: RuntimeConfig, remote: RemoteName, releaseOf: ReleaseOf): Promise<RemoteStatus> {
  const manifestUrl = config.remotes[remote];
  const releaseId = config.releases?.[remote]?.id ?? null;
  const base = { manifestUrl, releaseId };
  // A new site has none yet: it must take traffic, since its first deploys arrive through its
  // load balancer (the remote's pages say they are unavailable until then).
  if (!manifestUrl) return { ...base, ok: true, reachable: false, accepted: false, detail: 'no live release yet: deploy one' };
  const pinned = await releaseOf(config, remote);
  if (!pinned)
    return {
      ...base,
      ok: false,
      reachable: false,
      accepted: false,
      detail: releaseId ? 'the release is not pinned in the registry: deploy it again' : `${manifestUrl} does not answer with a manifest`,
    };
  const { manifest } = pinned;
  const problem = contractProblem(config, remote);
  if (problem) return { ...base, ok: false, reachable: true, accepted: false, detail: problem };
  if (!isReleaseManifest(manifest)) return { ...base, ok: true, reachable: true, accepted: true, detail: 'a development build (no release)' };
  const { release } = manifest.metaData;
  const accepted = acceptsContracts(CONTRACTS_VERSION, release.contractsRange);
  return {
    ...base,
    ok: accepted,
    reachable: true,
    accepted,
    detail: accepted ? `release ${release.id}` : `release ${release.id} needs contracts ${release.contractsRange}`,
  };
}

export async function readiness(options: ReadinessOptions): Promise<Readiness> {
  const { runtimeConfig, releaseOf, apiUpstream, registry, fetchImpl = fetch } = options;
  const config = runtimeConfig();
  const [api, reg, ...remotes] = await Promise.all([
    apiStatus(apiUpstream, options.serviceToken, fetchImpl),
    registryStatus(registry, options.logFailure),
    ...REMOTE_NAMES.map((remote) => remoteStatus(config, remote, releaseOf)),
  ]);
  const byName = Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, remotes[i]])) as Record<RemoteName, RemoteStatus>;
  const ready = api.ok && reg.ok && remotes.every((r) => r.ok);
  const serverRendering = options.serverRenderingOff?.(config) ?? {};
  const undeployed = remotes.some((r) => !r.manifestUrl);
  const walls = options.renderWalls?.();
  const sandbox = walls?.refused ? `no sandbox for remote code: ${walls.refused}` : walls?.weakened ? `weaker walls: ${walls.weakened}` : undefined;
  const status = !ready ? 'not-ready' : undeployed || sandbox || Object.keys(serverRendering).length > 0 ? 'degraded' : 'ready';
  return {
    ready,
    status,
    serverRendering,
    ...(sandbox ? { sandbox } : {}),
    contractsVersion: CONTRACTS_VERSION,
    api,
    registry: reg,
    remotes: byName,
  };
}
