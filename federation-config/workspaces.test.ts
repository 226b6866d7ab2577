import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, ROUTES_BY_REMOTE } from '@ssb/contracts/node';
import { IMPORTS_BY_ROLE, PLATFORM_PACKAGES, ROLES, remotePackages, workspacePackages } from './workspaces.cjs';

// The workspace list is where the build, the typecheck, Jest, lint and the local ports find the
// parts; these tests hold it to the contract and to the one import direction.
describe('workspaces', () => {
  const packages = workspacePackages();
  const byName = new Map(packages.map((p) => [p.name, p]));

  it('are the contract’s remotes, one folder each, with their federation names', () => {
    const remotes = remotePackages();
    expect(remotes.map((r) => r.remote).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(Object.keys(ROUTES_BY_REMOTE).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const remote of remotes) {
      const declaration = readFileSync(path.join(__dirname, '..', remote.dir, 'src/remote.ts'), 'utf8');
      expect(declaration).toContain(`name: '${remote.remote}'`);
    }
  });

  it('give each remote its own local port and setting', () => {
    const remotes = remotePackages();
    expect(new Set(remotes.map((r) => r.port)).size).toBe(remotes.length);
    expect(new Set(remotes.map((r) => r.portSetting)).size).toBe(remotes.length);
    expect(remotes.map((r) => r.portSetting)).toContain('SSB_PRODUCTS_PORT');
  });

  it('declare a role each, and depend at run time only on the roles theirs may import', () => {
    expect(packages.length).toBeGreaterThanOrEqual(10);
    const wrong: string[] = [];
    for (const p of packages) {
      expect(ROLES).toContain(p.role);
      const dependencies = Object.keys((p.json.dependencies ?? {}) as Record<string, string>);
      for (const dependency of dependencies) {
        const target = byName.get(dependency);
        if (target && !IMPORTS_BY_ROLE[p.role].includes(target.role)) wrong.push(`${p.name} (${p.role}) → ${dependency} (${target.role})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never let a remote depend on another remote, even for its tests', () => {
    const crossings = remotePackages().flatMap((remote) =>
      Object.keys({ ...(remote.json.dependencies as object), ...(remote.json.devDependencies as object) })
        .filter((dependency) => byName.get(dependency)?.role === 'remote')
        .map((dependency) => `${remote.name} → ${dependency}`),
    );
    expect(crossings).toEqual([]);
  });

  it('publish the platform packages under the roles their own package.json declares', () => {
    const declared = Object.fromEntries(Object.keys(PLATFORM_PACKAGES).map((name) => [name, byName.get(name)?.role ?? 'not a workspace']));
    expect(declared).toEqual(PLATFORM_PACKAGES);
    // No part that runs a service or renders a page is published: a team installs the platform, not the site.
    expect(Object.values(PLATFORM_PACKAGES).filter((role) => ['remote', 'host', 'server', 'service', 'backoffice'].includes(role))).toEqual([]);
  });
});
