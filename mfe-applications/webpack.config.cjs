// Everything this remote is (its name, exposes and page data) comes from src/remote.ts.
const { remoteConfig } = require('@ssb/federation-config');

module.exports = (_env, argv) => remoteConfig({ appDir: __dirname }, argv);
