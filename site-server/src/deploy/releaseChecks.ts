/**
 * What the registry checks before a release may go live or be previewed, in this order; the
 * first failure is the answer (422 naming the check) and nothing switches:
 *   origin-allowed      the manifest's origin is on the allowlist (nothing is fetched otherwise)
 *   manifest-reachable  the manifest answers within the time limit, without a redirect, within its budget
 *   manifest-valid      it is a release manifest, and every field has its strict form (manifestRules.ts)
 *   urls-allowed        every file it names resolves to an allowed origin
 *   remote-matches      it is a release of the remote being deployed
 *   contracts           the running shell's contracts satisfy the release's range
 *   integrity           remoteEntry.js and the server build exist, within their budgets, and match their sha384
 * What passed is returned with the bytes of the manifest and the server build: the registry pins
 * them (releaseFiles.ts), and nothing is fetched from the origin for the server again.
 */
import {
  CONTRACTS_VERSION,
  acceptsContracts,
  isReleaseManifest,
  remoteEntryUrl,
  sriOf,
  type ReleaseManifest,
  type RemoteName,
} from '@ssb/contracts/node';
import type { OriginAllowlist } from './originAllowlist';
import { fetchBounded, FetchRefusedError } from '../net/boundedFetch';
import { manifestProblem } from './manifestRules';

export type CheckName = 'origin-allowed' | 'manifest-reachable' | 'manifest-valid' | 'urls-allowed' | 'remote-matches' | 'contracts' | 'integrity';

interface CheckedRelease {
  manifest: ReleaseManifest;
  /** The manifest exactly as it was read: what the browser and the site server use from now on. */
  manifestBytes: Buffer;
  serverBytes: Buffer;
}

export type CheckResult = ({ ok: true } & CheckedRelease) | { ok: false; check: CheckName; message: string };

export interface ReleaseCheckOptions {
  allowlist: OriginAllowlist;
  /** The contracts version of the running shell. */
  hostContractsVersion?: string;
  /** Each fetch, whole, gives up after this long. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** What each file may weigh (the real ones are a few KB, 20 KB and 250 KB). */
export const FILE_BUDGETS = { manifest: 1024 * 1024, remoteEntry: 1024 * 1024, serverBuild: 8 * 1024 * 1024 };

const fail = (check: CheckName, message: string): CheckResult => ({ ok: false, check, message });
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function checkRelease(remote: RemoteName, manifestUrl: string, options: ReleaseCheckOptions): Promise<CheckResult> {
  const { allowlist, hostContractsVersion = CONTRACTS_VERSION, timeoutMs = 5_000, fetchImpl = fetch } = options;
  const origin = new URL(manifestUrl).origin;
  if (!allowlist.allows(manifestUrl)) return fail('origin-allowed', `${origin} is not an allowed origin for remotes (${allowlist.describe()})`);

  let manifestBytes: Buffer;
  let manifest: unknown;
  try {
    manifestBytes = await fetchBounded(manifestUrl, { timeoutMs, maxBytes: FILE_BUDGETS.manifest, fetchImpl });
    manifest = JSON.parse(manifestBytes.toString('utf8'));
  } catch (error) {
    return fail('manifest-reachable', `${manifestUrl}: ${error instanceof FetchRefusedError ? error.message : 'not JSON'}`);
  }
  if (!isReleaseManifest(manifest))
    return fail(
      'manifest-valid',
      `${manifestUrl} is not a release manifest (it needs metaData.release with id, contractsRange, serverEntry and integrity)`,
    );
  const problem = manifestProblem(manifest, manifestUrl, allowlist);
  if (problem) return fail(problem.check, problem.message);
  const { release } = manifest.metaData;
  if (manifest.name !== remote || release.remote !== remote) {
    const found = manifest.name !== remote ? manifest.name : release.remote;
    return fail('remote-matches', `${manifestUrl} is a release of ${found}, not of ${remote}`);
  }
  if (!acceptsContracts(hostContractsVersion, release.contractsRange))
    return fail('contracts', `release ${release.id} needs contracts ${release.contractsRange}; the site runs ${hostContractsVersion}`);

  const base = (manifest.metaData as { publicPath?: unknown }).publicPath;
  const from = typeof base === 'string' && base !== 'auto' ? base : manifestUrl;
  const entryName = `${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`;
  const files = [
    { name: entryName, url: remoteEntryUrl(manifest, from), budget: FILE_BUDGETS.remoteEntry },
    { name: release.serverEntry, url: new URL(release.serverEntry, from).href, budget: FILE_BUDGETS.serverBuild },
  ];
  const bodies: Buffer[] = [];
  for (const file of files) {
    const expected = release.integrity[file.name];
    if (!expected) return fail('integrity', `release ${release.id} states no integrity for ${file.name}`);
    let body: Buffer;
    try {
      body = await fetchBounded(file.url, { timeoutMs, maxBytes: file.budget, fetchImpl });
    } catch (error) {
      return fail('integrity', `${file.url}: ${reason(error)}`);
    }
    if (sriOf(body) !== expected)
      return fail('integrity', `${file.name} of release ${release.id} does not match its integrity: it was changed after the build`);
    bodies.push(body);
  }
  return { ok: true, manifest, manifestBytes, serverBytes: bodies[1] as Buffer };
}
