// The API (Node): real SQLite (or PostgreSQL with SSB_TEST_DATABASE_URL), real multipart requests.
// cookie 2 (used by fastify's inject) and the others listed are ESM-only.
const { nodeProject } = require('@ssb/federation-config/jest/project.cjs');

module.exports = nodeProject(__dirname, {
  displayName: 'api',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  esm: ['cookie', 'jose', 'kysely', 'file-type', 'strtok3', 'token-types', '@tokenizer/inflate', 'uint8array-extras', '@borewit/text-codec'],
});
