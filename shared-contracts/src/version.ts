/**
 * The semver of the contracts, and the one rule that says whether a remote may join the site.
 * Keep CONTRACTS_VERSION in step with shared-contracts/package.json (a test checks it).
 *
 * The rule: a remote built against contracts X.Y.Z needs `^X.Y.Z` (its manifest says so), and it
 * is accepted only where the shell's CONTRACTS_VERSION satisfies that range. A remote built
 * against 1.2 uses what 1.2 added, so a shell on 1.1 must refuse it even though the majors agree:
 * the contracts are a shared singleton, and the remote would get the shell's older module.
 * The deploy registry, the browser loader and the server renderer all apply this same function.
 */
import satisfies from 'semver/functions/satisfies.js';
import validRange from 'semver/ranges/valid.js';

export const CONTRACTS_VERSION = '1.7.0';

/** The range a build against `builtAgainst` needs: caret, so later minors and patches satisfy it. */
export const contractsRangeFor = (builtAgainst: string): string => `^${builtAgainst}`;

/** True when `hostVersion` satisfies the remote's range; a missing or malformed range is refused. */
export function acceptsContracts(hostVersion: string, remoteRange: string | undefined): boolean {
  if (!remoteRange || validRange(remoteRange) === null) return false;
  return satisfies(hostVersion, remoteRange);
}
