// The Jest set-up of a front-end part (the shell, a remote, the contracts): jsdom, TypeScript by
// swc, the federation runtime replaced by a double (the real one is covered end to end). Each
// part's jest.config.cjs is one call, so `npm test` works inside the part's folder and the root
// run takes the same projects.
const path = require('node:path');

const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }];
// ESM-only packages that Jest must transform to run them in CommonJS (the platform's published
// packages are ES modules, and its Jest helpers TypeScript).
const esmPackages = ['jotai', 'react-intl', '@formatjs', 'intl-messageformat', '@ssb'].join('|');

/** A part that renders in a browser: jsdom and Testing Library. */
function browserProject(partDir) {
  return {
    displayName: path.basename(partDir),
    rootDir: partDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.(t|j)sx?$': swc },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
    setupFiles: [path.join(__dirname, 'polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.ts')],
    moduleNameMapper: {
      '^@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime-double.ts'),
      '\\.(css|woff2?|png|jpe?g|svg)(\\?.*)?$': path.join(__dirname, 'file-double.cjs'),
    },
  };
}

/** Node code (servers, build tooling): real files, real HTTP. */
function nodeProject(partDir, { displayName = path.basename(partDir), testMatch = ['<rootDir>/**/*.test.ts'], esm = [] } = {}) {
  return {
    displayName,
    rootDir: partDir,
    testEnvironment: 'node',
    testMatch,
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: { '^.+\\.(t|j)sx?$': swc },
    transformIgnorePatterns: esm.length ? [`/node_modules/(?!(${esm.join('|')})/)`] : ['/node_modules/'],
  };
}

module.exports = { browserProject, nodeProject };
