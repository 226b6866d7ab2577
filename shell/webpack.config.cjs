const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { hostConfig, shellServerConfig } = require('@ssb/federation-config');

// Not minified: the site server fills the <!--ssb:head--> marker and <html lang> per request.
const html = new HtmlWebpackPlugin({ template: path.join(__dirname, 'public/index.html'), scriptLoading: 'defer', minify: false });

// In production also the server build the site server renders the first view with.
module.exports = (_env, argv) => {
  const browser = hostConfig({ appDir: __dirname, plugins: [html] }, argv);
  return (argv.mode ?? 'production') === 'production' ? [browser, shellServerConfig({ appDir: __dirname })] : browser;
};
