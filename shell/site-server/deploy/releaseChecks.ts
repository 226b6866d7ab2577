/**
 * What the registry checks before a release may go live, in this order; the first failure is
 * the answer (422 naming the check) and nothing switches:
 *   origin-allowed      the manifest's origin is on the allowlist (nothing is fetched otherwise)
 *   manifest-reachable  the manifest answers within the time limit
 *   manifest-valid      it is a release manifest (id, contracts range, integrity, server entry)
 *   remote-matches      it is a release of the remote being deployed
 *   contracts           the running shell's contracts satisfy the release's range
 *   integrity           remoteEntry.js and the server build exist and match their sha384
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

export type CheckName = 'origin-allowed' | 'manifest-reachable' | 'manifest-valid' | 'remote-matches' | 'contracts' | 'integrity';

export type CheckResult = { ok: true; manifest: ReleaseManifest } | { ok: false; check: CheckName; message: string };

export interface ReleaseCheckOptions {
  allowlist: OriginAllowlist;
  /** The contracts version of the running shell. */
  hostContractsVersion?: string;
  /** Each fetch gives up after this long. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** A manifest is small; a script is at most a few MB. Larger answers are refused unread. */
const MAX_MANIFEST_BYTES = 1024 * 1024;
const MAX_SCRIPT_BYTES = 16 * 1024 * 1024;

const fail = (check: CheckName, message: string): CheckResult => ({ ok: false, check, message });

async function fetchBytes(fetchImpl: typeof fetch, url: string, timeoutMs: number, maxBytes: number): Promise<Buffer> {
  const res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new Error(`${declared} bytes, more than ${maxBytes}`);
  const body = Buffer.from(await res.arrayBuffer());
  if (body.length > maxBytes) throw new Error(`${body.length} bytes, more than ${maxBytes}`);
  return body;
}

const reason = (error: unknown) => (error instanceof Error ? (error.name === 'TimeoutError' ? 'no answer in time' : error.message) : String(error));

export async function checkRelease(remote: RemoteName, manifestUrl: string, options: ReleaseCheckOptions): Promise<CheckResult> {
  const { allowlist, hostContractsVersion = CONTRACTS_VERSION, timeoutMs = 5_000, fetchImpl = fetch } = options;
  const origin = new URL(manifestUrl).origin;
  if (!allowlist.allows(manifestUrl)) return fail('origin-allowed', `${origin} is not an allowed origin for remotes (${allowlist.describe()})`);

  let manifest: unknown;
  try {
    manifest = JSON.parse((await fetchBytes(fetchImpl, manifestUrl, timeoutMs, MAX_MANIFEST_BYTES)).toString('utf8'));
  } catch (error) {
    return fail('manifest-reachable', `${manifestUrl}: ${reason(error)}`);
  }
  if (!isReleaseManifest(manifest))
    return fail(
      'manifest-valid',
      `${manifestUrl} is not a release manifest (it needs metaData.release with id, contractsRange, serverEntry and integrity)`,
    );
  const { release } = manifest.metaData;
  if (manifest.name !== remote || release.remote !== remote)
    return fail('remote-matches', `${manifestUrl} is a release of ${manifest.name}, not of ${remote}`);
  if (!acceptsContracts(hostContractsVersion, release.contractsRange))
    return fail('contracts', `release ${release.id} needs contracts ${release.contractsRange}; the site runs ${hostContractsVersion}`);

  const entryName = `${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`;
  const files = [
    { name: entryName, url: remoteEntryUrl(manifest, manifestUrl) },
    { name: release.serverEntry, url: new URL(release.serverEntry, manifestUrl).href },
  ];
  for (const file of files) {
    const expected = release.integrity[file.name];
    if (!expected) return fail('integrity', `release ${release.id} states no integrity for ${file.name}`);
    let body: Buffer;
    try {
      body = await fetchBytes(fetchImpl, file.url, timeoutMs, MAX_SCRIPT_BYTES);
    } catch (error) {
      return fail('integrity', `${file.url}: ${reason(error)}`);
    }
    if (sriOf(body) !== expected)
      return fail('integrity', `${file.name} of release ${release.id} does not match its integrity: it was changed after the build`);
  }
  return { ok: true, manifest };
}
