// A message catalog (`src/i18n/{tj,ru,en}.ts`: a default-exported object of ICU strings, with
// type-only imports) becomes the same object with each message parsed to its ICU syntax tree.
// react-intl then formats without parsing at run time, so the browser builds leave the parser
// out (≈6 KB brotli on every first page), and a message with broken ICU syntax fails the build.
const vm = require('node:vm');
const { transformSync } = require('@swc/core');

module.exports = function icuCatalogLoader(source) {
  // ES-only package: require() of it needs Node 20.19+ (package.json engines).
  const { parse } = require('@formatjs/icu-messageformat-parser');
  const file = this.resourcePath;
  try {
    const { code } = transformSync(source, {
      filename: file,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
      module: { type: 'commonjs' },
    });
    const module = { exports: {} };
    const require = (request) => {
      throw new Error(`a catalog may import types only, not ${request}`);
    };
    vm.runInNewContext(code, { module, exports: module.exports, require }, { filename: file });
    const catalog = module.exports.default;
    if (!catalog || typeof catalog !== 'object') throw new Error('a catalog default-exports an object of messages');
    const compiled = {};
    for (const [id, message] of Object.entries(catalog)) {
      if (typeof message !== 'string') throw new Error(`message ${id} is not a string`);
      try {
        compiled[id] = parse(message);
      } catch (error) {
        throw new Error(`message ${id} is not valid ICU: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return `export default ${JSON.stringify(compiled)};\n`;
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
};
