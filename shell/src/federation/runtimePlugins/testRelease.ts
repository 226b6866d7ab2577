/** A release manifest of mfe_about as a remote's origin serves it, for the runtime plugins' tests. */
export const MANIFEST_URL = 'http://127.0.0.1:8084/releases/1.0.0-abc/mf-manifest.json';

export const MANIFEST = {
  name: 'mfe_about',
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    release: {
      id: '1.0.0-abc',
      remote: 'mfe_about',
      contractsRange: '^1.2.0',
      serverEntry: 'server/routes.cjs',
      builtAt: 'x',
      integrity: { 'remoteEntry.js': 'sha384-ENTRY' },
    },
  },
  exposes: [],
};
