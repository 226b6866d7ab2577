/**
 * For tests: the manifest a remote's origin serves for a release with a server build, as the
 * site server reads it (its integrity covers the server build only).
 */
import { CONTRACTS_VERSION, sriOf, type RemoteName } from '@ssb/contracts/node';

export interface ServerBuildRelease {
  id: string;
  remote: RemoteName;
  /** The server build's code, whose integrity the manifest states. */
  code: string;
  contractsRange?: string;
  /** More of the manifest's metaData (pageData, pageChunks). */
  metaData?: Record<string, unknown>;
}

export function serverBuildManifest({ id, remote, code, contractsRange = `^${CONTRACTS_VERSION}`, metaData = {} }: ServerBuildRelease) {
  return {
    name: remote,
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      ...metaData,
      release: {
        id,
        remote,
        contractsRange,
        serverEntry: 'server/routes.cjs',
        integrity: { 'server/routes.cjs': sriOf(code) },
        builtAt: 'now',
      },
    },
    exposes: [],
  };
}
