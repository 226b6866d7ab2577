// Every remote names its catalog chunks i18n-<lang>. In one app the four remotes' catalogs of a
// language would be merged into one chunk, and a page would load all four: prefixed with the
// remote's folder they stay apart, as in the federated site, where a page loads its remote's own.
const path = require('node:path');

module.exports = function catalogChunkLoader(source) {
  const remote = path
    .relative(this.rootContext, this.resourcePath)
    .split(path.sep)
    .find((part) => part.startsWith('mfe-'));
  return remote ? source.replace(/webpackChunkName: "i18n-/g, `webpackChunkName: "${remote}-i18n-`) : source;
};
