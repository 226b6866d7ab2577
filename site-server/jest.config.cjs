// The site server (Node): real Fastify, real files, real render processes; requests by inject or real HTTP.
// A test with a real API (tracing.test.ts) loads the API's ESM-only packages too (api/jest.config.cjs).
const { nodeProject } = require('@ssb/federation-config/jest/project.cjs');

const API_ESM = ['jose', 'kysely', 'file-type', 'strtok3', 'token-types', '@tokenizer/inflate', 'uint8array-extras', '@borewit/text-codec'];

module.exports = nodeProject(__dirname, { displayName: 'site-server', esm: ['cookie', 'content-disposition', ...API_ESM] });
