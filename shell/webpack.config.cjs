const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { hostConfig, shellServerConfig } = require('@ssb/federation-config');

// Not minified: the site server fills the <!--ssb:head--> marker and <html lang> per request.
const html = new HtmlWebpackPlugin({ template: path.join(__dirname, 'public/index.html'), scriptLoading: 'defer', minify: false });

/**
 * The bank's icons, web manifest and link-preview picture (public/brand/, made by
 * scripts/brandIcons.ts) at the site's root, where browsers and link previews look for them.
 */
class BrandFilesPlugin {
  apply(compiler) {
    const dir = path.join(__dirname, 'public/brand');
    compiler.hooks.thisCompilation.tap('BrandFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BrandFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of fs.readdirSync(dir)) {
          const file = path.join(dir, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new compiler.webpack.sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

// In production also the server build the site server renders the first view with.
module.exports = (_env, argv) => {
  const browser = hostConfig({ appDir: __dirname, plugins: [html, new BrandFilesPlugin()] }, argv);
  return (argv.mode ?? 'production') === 'production' ? [browser, shellServerConfig({ appDir: __dirname })] : browser;
};
