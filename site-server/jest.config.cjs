// The site server (Node): real Fastify, real files, real render processes; requests by inject or real HTTP.
const { nodeProject } = require('@ssb/federation-config/jest/project.cjs');

module.exports = nodeProject(__dirname, { displayName: 'site-server', esm: ['cookie', 'content-disposition'] });
