import { describe, expect, it } from '@jest/globals';
import type { ReleaseManifest } from '@ssb/contracts/node';
import { compareWithHost, packageOf, reportLines, sharedSingletonsOf } from './check';

const shared = (name: string, version: string, requiredVersion: string, singleton = true) => ({ name, version, requiredVersion, singleton });

/** A release manifest as a build leaves it, with the federation plugin's `shared` list. */
const manifest = (contractsRange: string, list: unknown[]) =>
  ({
    name: 'mfe_about',
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      release: {
        id: '1.0.0-abc',
        remote: 'mfe_about',
        contractsRange,
        serverEntry: 'server/routes.cjs',
        integrity: {},
        builtAt: '2026-03-01T09:00:00Z',
      },
    },
    exposes: [],
    shared: list,
  }) as unknown as ReleaseManifest;

const BUILT = manifest('^2.5.0', [
  shared('react/jsx-runtime', '19.3.1', '^19.3.1'),
  shared('react', '19.3.1', '^19.3.1'),
  shared('react-intl', '12.1.5', '^12.1.5'),
  shared('@ssb/contracts', '2.5.0', '^2.5.0'),
  shared('left-pad', '1.0.0', '^1.0.0', false),
]);

describe('ssb-remote check', () => {
  it('lists each shared singleton once by its package, the site’s own packages and non-singletons aside', () => {
    expect(packageOf('@scope/pkg/sub')).toBe('@scope/pkg');
    expect(sharedSingletonsOf(BUILT)).toEqual([
      { name: 'react', built: '19.3.1', required: '^19.3.1' },
      { name: 'react-intl', built: '12.1.5', required: '^12.1.5' },
    ]);
  });

  it('accepts by the contracts alone, and says which shared version falls outside the build’s range', () => {
    const report = compareWithHost(BUILT, { contractsVersion: '2.6.1', sharedKnown: true, shared: { react: '19.2.0', 'react-intl': '12.4.0' } });
    expect(report).toMatchObject({ accepted: true, contractsVersion: '2.6.1', contractsRange: '^2.5.0' });
    expect(report.shared).toEqual([
      { name: 'react', built: '19.3.1', required: '^19.3.1', site: '19.2.0', fits: false },
      { name: 'react-intl', built: '12.1.5', required: '^12.1.5', site: '12.4.0', fits: true },
    ]);
    expect(reportLines(report, 'mfe_about', 'https://ssb.tj').join('\n')).toContain("the remote would run on the site's react 19.2.0");
  });

  it('refuses what the registry refuses: a shell below the range, or of another major', () => {
    for (const contractsVersion of ['2.4.9', '3.0.0'])
      expect(compareWithHost(BUILT, { contractsVersion, sharedKnown: true, shared: {} }).accepted).toBe(false);
  });

  it('says when the site did not say its shared versions', () => {
    const report = compareWithHost(BUILT, { contractsVersion: '2.5.0', sharedKnown: false, shared: {} });
    expect(report.shared.every((s) => s.fits === null)).toBe(true);
    expect(reportLines(report, 'mfe_about', 'https://ssb.tj').join('\n')).toMatch(/site runs \?\s+site did not say[\s\S]*records no shared versions/);
  });
});
