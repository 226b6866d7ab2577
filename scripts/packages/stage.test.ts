/**
 * What the platform publishes: the manifests a team's npm reads. Their own ranges must hold
 * (a pin or a range the sibling does not satisfy is an ERESOLVE in a team's repository), the
 * contracts are a peer of what uses them (one copy, the shell's singleton), and the staged
 * manifest points at built files with no script, no dev dependency and no private flag.
 */
import { describe, expect, it } from '@jest/globals';
import { acceptsContracts as satisfies } from '@ssb/contracts/node';
import { builtExports, PUBLISHED_FOLDERS, publishedManifest, readManifest } from './stage';

const manifests = PUBLISHED_FOLDERS.map((folder) => readManifest(folder));
const versionOf = new Map(manifests.map((m) => [m.name, m.version]));

describe('the published packages’ manifests', () => {
  it.each(manifests.map((m) => [m.name, m] as const))(
    '%s refers to the other platform packages by ranges their versions satisfy',
    (_name, manifest) => {
      for (const field of ['dependencies', 'peerDependencies'] as const)
        for (const [name, range] of Object.entries(manifest[field] ?? {}))
          if (versionOf.has(name)) {
            expect(range).toMatch(/^\^/);
            // The contract's semver rule is npm's caret: the same check.
            expect(satisfies(versionOf.get(name) ?? '', range)).toBe(true);
          }
    },
  );

  it('makes the contracts a peer, never a dependency, of every package that uses them', () => {
    const users = manifests.filter(
      (m) => m.name !== '@ssb/contracts' && (m.dependencies?.['@ssb/contracts'] || m.peerDependencies?.['@ssb/contracts']),
    );
    expect(users.length).toBeGreaterThan(2);
    for (const m of users) {
      expect(m.peerDependencies?.['@ssb/contracts']).toBeDefined();
      expect(m.dependencies?.['@ssb/contracts']).toBeUndefined();
    }
  });
});

describe('publishedManifest', () => {
  const source = {
    name: '@ssb/ui-kit',
    version: '1.2.0',
    private: true,
    type: 'module',
    scripts: { test: 'jest' },
    devDependencies: { jest: '^30.0.0' },
    peerDependencies: { '@ssb/contracts': '^2.6.0' },
    exports: { '.': './src/index.ts', './test': './src/test/hosted.tsx', './styled': './src/ui/styled.d.ts', './data.json': './data.json' },
  };

  it('points each TypeScript export at its JavaScript and declarations under dist/, a declaration at types only', () => {
    expect(builtExports(source.exports)).toEqual({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './test': { types: './dist/test/hosted.d.ts', default: './dist/test/hosted.js' },
      './styled': { types: './dist/ui/styled.d.ts' },
      './data.json': './data.json',
    });
  });

  it('ships dist and the docs only, with no script, dev dependency or private flag, to a restricted scope', () => {
    const published = publishedManifest(source);
    expect(published).not.toHaveProperty('private');
    expect(published).not.toHaveProperty('scripts');
    expect(published).not.toHaveProperty('devDependencies');
    expect(published.files).toEqual(['dist', 'README.md', 'CHANGELOG.md']);
    expect(published.peerDependencies).toEqual(source.peerDependencies);
    expect(published.publishConfig).toEqual({ access: 'restricted' });
  });
});
