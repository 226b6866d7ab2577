// The repository's own commands and rules, tested as they run: real processes, the real lint set-up.
const { nodeProject } = require('@ssb/federation-config/jest/project.cjs');

module.exports = nodeProject(__dirname, { displayName: 'scripts', testMatch: ['<rootDir>/**/*.test.ts'] });
