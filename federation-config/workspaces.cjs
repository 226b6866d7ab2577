// The repository's packages, as its root package.json lists them (its workspaces; `mfe-*` names
// every remote's folder), each with the role its own package.json declares (`"ssb": { "role" }`),
// as Backstage derives its rules from each package's role. Lint's fences, Jest's projects, the
// build, the typecheck and the local ports all come from here, so a new remote is added by its
// folder and its name in the contract's route table, and nowhere else.
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');

/** What a package is, and so what it may import (IMPORTS_BY_ROLE). */
const ROLES = ['contract', 'fixtures', 'client', 'library', 'runtime', 'tooling', 'service', 'remote', 'host', 'server', 'backoffice', 'tests'];

/**
 * The roles whose packages each role may import, from the bottom up: one import direction. The
 * contract is at the bottom and imports no part of the site; a remote never imports another
 * remote or the shell; the site server takes the shell's server entry only.
 */
const IMPORTS_BY_ROLE = {
  contract: [],
  // The test data of the remotes' tests (@ssb/fixtures): the API's seed records, typed by the
  // contract alone, never the API, not even in its own tests. No package's shipped code imports
  // it; every package's tests may (lint's test fence, eslint.config.js).
  fixtures: ['contract'],
  // The API's client: the API's records and one call per endpoint.
  client: ['contract'],
  // The UI kit: building blocks that may show the API's records.
  library: ['contract', 'client'],
  // What every Node service shares at run time (@ssb/server-kit): trace context, logs, stop, settings.
  runtime: [],
  // The build tool and the remote teams' command; its origin server is a small service of its own.
  tooling: ['contract', 'client', 'library', 'runtime'],
  // The running services import the server kit, never the build tool (its tests may: lint's test fence).
  service: ['contract', 'runtime'],
  remote: ['contract', 'client', 'library', 'tooling'],
  host: ['contract', 'client', 'library', 'tooling'],
  server: ['contract', 'host', 'runtime'],
  // The bank's staff app (its server and its React app): the API is reached over HTTP, never imported.
  backoffice: ['contract', 'client', 'library', 'runtime'],
  // The end-to-end suite reads the parts' declared entries (the calculators' pure math, the shell's page markers,
  // the development identity provider's accounts).
  tests: ['contract', 'client', 'library', 'runtime', 'tooling', 'remote', 'host', 'service', 'backoffice'],
};

/**
 * The packages the platform publishes (scripts/registry) and their roles: what a remote in a
 * repository of its own can install, and so its lint fences there (presets/eslint.mjs). A test holds
 * it equal to the workspaces' own declarations (workspaces.test.ts).
 */
const PLATFORM_PACKAGES = {
  '@ssb/contracts': 'contract',
  '@ssb/fixtures': 'fixtures',
  '@ssb/api-client': 'client',
  '@ssb/ui-kit': 'library',
  '@ssb/server-kit': 'runtime',
  '@ssb/federation-config': 'tooling',
};

const ROOT = path.resolve(__dirname, '..');

/** The workspace folders, in the order the root package.json lists them. */
function workspaceDirs(root = ROOT) {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const prefix = pattern.slice(0, pattern.indexOf('*'));
    return readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix) && existsSync(path.join(root, entry.name, 'package.json')))
      .map((entry) => entry.name)
      .sort();
  });
}

/** A remote's federation name from its folder: `mfe-products` is `mfe_products`. */
const remoteNameOfDir = (dir) => dir.replace(/-/g, '_');

/**
 * Every workspace: its folder, package name, role, and for a remote its federation name and the
 * port its local origin listens on (its package.json's `ssb.port`).
 */
function workspacePackages(root = ROOT) {
  return workspaceDirs(root).map((dir) => {
    const json = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    const role = json.ssb && json.ssb.role;
    if (!ROLES.includes(role)) throw new Error(`${dir}/package.json: "ssb": { "role" } must be one of ${ROLES.join(', ')}`);
    if (role === 'remote' && !(Number.isInteger(json.ssb.port) && json.ssb.port > 0))
      throw new Error(`${dir}/package.json: a remote declares the port of its local origin ("ssb": { "port" })`);
    const remote = role === 'remote' ? { remote: remoteNameOfDir(dir), port: json.ssb.port, portSetting: portSettingOf(dir) } : {};
    return { dir, name: json.name, role, json, ...remote };
  });
}

/** The setting that moves a remote's local origin: `mfe-products` is SSB_PRODUCTS_PORT. */
const portSettingOf = (dir) => `SSB_${dir.replace(/^mfe-/, '').replace(/-/g, '_').toUpperCase()}_PORT`;

/** The remotes' packages. */
const remotePackages = (root = ROOT) => workspacePackages(root).filter((p) => p.role === 'remote');

module.exports = { ROLES, IMPORTS_BY_ROLE, PLATFORM_PACKAGES, workspaceDirs, workspacePackages, remotePackages, portSettingOf };
