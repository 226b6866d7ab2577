// Fails the build when a file, brotli-compressed as it is served, is over its budget. webpack's
// performance hints measure uncompressed bytes only; the budgets (docs/performance.md) are compressed.
// Runs after compression-webpack-plugin has emitted `<file>.br`.
const { Compilation, WebpackError } = require('webpack');

const NAME = 'CompressedBudgetPlugin';

class CompressedBudgetPlugin {
  /** @param {{ file: string; maxBytes: number }} options */
  constructor({ file, maxBytes }) {
    this.file = file;
    this.maxBytes = maxBytes;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const compressed = compilation.getAsset(`${this.file}.br`);
        if (!compressed) {
          compilation.errors.push(new WebpackError(`${NAME}: no ${this.file}.br to measure (is the file emitted and compressed?)`));
          return;
        }
        const size = compressed.source.size();
        if (size > this.maxBytes)
          compilation.errors.push(
            new WebpackError(`${this.file} is ${(size / 1024).toFixed(1)} KB brotli, over its budget of ${(this.maxBytes / 1024).toFixed(1)} KB`),
          );
      });
    });
  }
}

module.exports = { CompressedBudgetPlugin };
