// The back office's server (Node): real Fastify, real sessions in SQLite (or PostgreSQL with
// SSB_TEST_DATABASE_URL), the embedded identity provider over real HTTP. Its screens are tested
// in Chromium by the end-to-end suite (e2e/tests/backoffice.spec.ts).
const { nodeProject } = require('@ssb/federation-config/jest/project.cjs');

module.exports = nodeProject(__dirname, {
  displayName: 'backoffice',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
  esm: [
    'cookie',
    'content-disposition',
    'jose',
    'kysely',
    'openid-client',
    'oauth4webapi',
    'oidc-provider',
    'koa',
    '@koa',
    'quick-lru',
    'nanoid',
    'jsesc',
  ],
});
