/**
 * The semver of the contracts. A remote records the version it was built against (in its
 * manifest and in every exposed module); the shell refuses a remote whose major differs.
 * Keep in step with shared-contracts/package.json (a test checks it).
 */
export const CONTRACTS_VERSION = '1.1.0';

export function isCompatibleContracts(hostVersion: string, remoteVersion: string | undefined): boolean {
  if (!remoteVersion) return false;
  const major = (v: string) => Number.parseInt(v.split('.')[0] ?? '', 10);
  const host = major(hostVersion);
  return Number.isFinite(host) && host === major(remoteVersion);
}
