// Module federation's runtime entry (node_modules/.federation/entry.<hash>.js) imports the
// bundler runtime and any runtime plugin by absolute path: made relative to the file, the same
// modules load and its text (in the source maps, in its hash) is the same in any folder
// (ReproducibleBuildPlugin.cjs).
const path = require('node:path');

module.exports = function federationEntryLoader(source) {
  const dir = path.dirname(this.resourcePath);
  return source.replace(/(from\s+|import\s+)(['"])([^'"]+)\2/g, (whole, keyword, quote, request) => {
    if (!path.isAbsolute(request)) return whole;
    const relative = path.relative(dir, request).split(path.sep).join('/');
    return `${keyword}${quote}${relative.startsWith('.') ? relative : `./${relative}`}${quote}`;
  });
};
