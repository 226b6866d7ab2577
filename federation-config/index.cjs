// The recipe every app of the site builds with: `require('@ssb/federation-config')`.
module.exports = require('./webpack/federation.cjs');
