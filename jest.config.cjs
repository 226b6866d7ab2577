// One Jest run over every workspace that has tests, and the repository's own commands: each has
// its own jest.config.cjs (so `npm test` works in its folder too). The list is the root
// package.json's workspaces: a new remote's folder joins by being there.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { workspaceDirs } = require('./federation-config/workspaces.cjs');

module.exports = {
  projects: [...workspaceDirs(), 'scripts']
    .filter((dir) => existsSync(path.join(__dirname, dir, 'jest.config.cjs')))
    .map((dir) => `<rootDir>/${dir}`),
};
