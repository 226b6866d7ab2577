// The server kit (Node): real files, real Fastify, real environments.
const { nodeProject } = require('@ssb/federation-config/jest/project.cjs');

module.exports = nodeProject(__dirname, { displayName: 'server-kit', esm: ['cookie'] });
