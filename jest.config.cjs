// One Jest run over every workspace: each part has its own jest.config.cjs (so `npm test` works
// in its folder too), and the site server and the API are Node projects of their own.
const { nodeProject } = require('@ssb/federation-config/jest/project.cjs');

module.exports = {
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/ui-kit',
    '<rootDir>/api-client',
    '<rootDir>/shell',
    '<rootDir>/mfe-products',
    '<rootDir>/mfe-calculators',
    '<rootDir>/mfe-applications',
    '<rootDir>/mfe-about',
    '<rootDir>/federation-config',
    // The site server (Node): real Fastify, real files, requests by inject or real HTTP.
    nodeProject(`${__dirname}/shell/site-server`, { displayName: 'site-server', esm: ['cookie', 'content-disposition'] }),
    // cookie 2 (used by fastify's inject) is ESM-only.
    nodeProject(`${__dirname}/api`, {
      displayName: 'api',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      esm: ['cookie', 'kysely', 'file-type', 'strtok3', 'token-types', '@tokenizer/inflate', 'uint8array-extras', '@borewit/text-codec'],
    }),
  ],
};
