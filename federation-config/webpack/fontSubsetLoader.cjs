// Cuts a web font down to the characters the site uses (`font.woff2?subset=latin`, the lists in
// shell/src/app/fontSubsets.json): the Tajik letters of Noto Sans are 1.5 KB instead of the
// 22 KB of its whole Cyrillic-extension file, and Rubik's Latin 12.6 KB instead of 19 KB, on
// every first page. harfbuzz (wasm) does the cutting; nothing to install.
const path = require('node:path');
const { URLSearchParams } = require('node:url');
const subsetFont = require('subset-font');

const SUBSETS = path.resolve(__dirname, '../../shell/src/app/fontSubsets.json');

module.exports = function fontSubsetLoader(font) {
  const callback = this.async();
  const name = new URLSearchParams(this.resourceQuery.slice(1)).get('subset');
  this.addDependency(SUBSETS);
  delete require.cache[SUBSETS]; // read afresh on each build (watch mode)
  const text = require(SUBSETS)[name];
  if (typeof text !== 'string' || name === '$comment') {
    callback(new Error(`${this.resourcePath}: no subset "${name}" in ${SUBSETS}`));
    return;
  }
  subsetFont(font, text, { targetFormat: 'woff2' }).then(
    (out) => callback(null, out),
    (error) => callback(error),
  );
};
module.exports.raw = true;
