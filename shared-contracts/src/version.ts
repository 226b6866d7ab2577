/**
 * The contracts' semver (package.json's, and CHANGELOG.md has an entry for it: tests check both) and
 * the one rule the registry, the browser loader and the server renderer apply: a remote built against
 * X.Y.Z needs `^X.Y.Z`, since it uses what X.Y added and would get the shell's older singleton.
 */
import satisfies from 'semver/functions/satisfies.js';
import validRange from 'semver/ranges/valid.js';

export const CONTRACTS_VERSION = '2.6.0';

/** The range a build against `builtAgainst` needs: caret, so later minors and patches satisfy it. */
export const contractsRangeFor = (builtAgainst: string): string => `^${builtAgainst}`;

/** True when `hostVersion` satisfies the remote's range; a missing or malformed range is refused. */
export const acceptsContracts = (hostVersion: string, remoteRange: string | undefined): boolean =>
  !!remoteRange && validRange(remoteRange) !== null && satisfies(hostVersion, remoteRange);
