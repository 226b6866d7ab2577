// One Jest run over every workspace that has tests: each has its own jest.config.cjs (so `npm
// test` works in its folder too). The list is the root package.json's workspaces: a new remote's
// folder joins by being there.
const { readdirSync, existsSync } = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

/** The workspace folders (a pattern like `mfe-*` names every folder it matches). */
function workspaceDirs() {
  return workspaces.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const prefix = pattern.slice(0, pattern.indexOf('*'));
    return readdirSync(__dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
      .map((entry) => entry.name)
      .sort();
  });
}

module.exports = {
  projects: workspaceDirs()
    .filter((dir) => existsSync(path.join(__dirname, dir, 'jest.config.cjs')))
    .map((dir) => `<rootDir>/${dir}`),
};
