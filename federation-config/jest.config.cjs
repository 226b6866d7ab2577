const { nodeProject } = require('./jest/project.cjs');

// The build's own plugins and the release tooling, run in real (small) compilations and folders.
module.exports = nodeProject(__dirname, {
  esm: ['@formatjs', 'cookie', 'content-disposition'],
  testMatch: ['<rootDir>/{webpack,release,cli,declaration,presets}/**/*.test.ts', '<rootDir>/workspaces.test.ts'],
});
